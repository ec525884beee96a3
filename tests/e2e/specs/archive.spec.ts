// Finished events archived small (issue 29, item 2): offered on the list of
// events once they are four weeks old, stored in a fraction of the room,
// opened to be read, in every backup as before, brought back in one tap.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { addTeam, enterResult, HomePage, setUpMitchell } from './pages';

/** A date `days` before today, as the date field takes it. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** Creates an event dated `date` from the list of events. */
async function createDated(page: Page, name: string, format: string, date: string) {
  const home = new HomePage(page);
  await home.open();
  const form = page.getByTestId('create-form');
  await form.getByLabel('Date').fill(date);
  await home.create(name, format);
  await expect(home.row(name)).toBeVisible();
}

/** The backup of every event, as the list of events downloads it. */
async function backup(page: Page): Promise<string> {
  await page.goto('./');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('backup-all').click()]);
  // The download's own date and time aside, the events as they are.
  return JSON.stringify(JSON.parse(readFileSync(await download.path(), 'utf8')).events);
}

/** Characters stored for one event: its head and every part. */
async function storedChars(page: Page, id: string): Promise<{ chars: number; keys: number; json: boolean }> {
  return page.evaluate((id) => {
    let chars = 0, keys = 0, json = true;
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i)!;
      if (k !== `clubscore/event/${id}` && !k.startsWith(`clubscore/log/${id}/`)) continue;
      const v = localStorage.getItem(k)!;
      chars += k.length + v.length;
      keys += 1;
      // A log's part and a seating are JSON; an archive is not.
      if (k.startsWith('clubscore/log/') && !v.startsWith('[') && !v.startsWith('{')) json = false;
    }
    return { chars, keys, json };
  }, id);
}

test('a finished bridge evening archived, read, backed up as before, and brought back', async ({ page }) => {
  await createDated(page, 'September pairs', 'Bridge · Pairs', daysAgo(60));
  await createDated(page, 'This week', 'Bridge · Pairs', daysAgo(2));
  const home = new HomePage(page);
  await page.getByRole('link', { name: 'September pairs', exact: true }).click();
  await setUpMitchell(page, 3, 2);
  const rows = page.getByTestId('entry-row');
  await enterResult(rows.nth(0), '4S', 'N', 10);
  await expect(rows.nth(0).getByTestId('entered')).toHaveText('NS +420');
  await enterResult(rows.nth(1), '3NT', 'S', 8);
  await expect(rows.nth(1).getByTestId('entered')).toHaveText('EW +50');
  const id = new URL(page.url()).hash.split('/').pop()!;
  const before = await backup(page);
  const whole = await storedChars(page, id);

  // Offered on the list of events: only the old one.
  await home.open();
  await expect(page.getByTestId('archive-offer')).toContainText('1 event(s) are more than 28 days old.');
  await page.getByTestId('archive-offer-link').click();
  await expect(page.getByRole('heading', { name: 'Archive', level: 1 })).toBeVisible();
  await expect(page.getByTestId('archive-row')).toHaveCount(1);
  await page.getByTestId('archive-all').click();
  await expect(page.getByTestId('notice')).toContainText('Archived 1 event(s).');
  await expect(page.getByTestId('archive-row')).toContainText('archived');
  await expect(page.getByTestId('archive-all')).toHaveCount(0);

  // Stored small: its head and one part, packed, not the log's JSON.
  const archived = await storedChars(page, id);
  expect(archived.keys).toBe(2);
  expect(archived.json).toBe(false);
  expect(archived.chars).toBeLessThan(whole.chars);

  // Listed still, marked, not renamed; opened to be read; a change refused with the way back said.
  await page.getByTestId('all-events-link').click();
  await expect(home.row('September pairs').getByTestId('archived')).toHaveText('archived');
  await expect(page.getByRole('button', { name: 'Rename September pairs' })).toHaveCount(0);
  await expect(page.getByTestId('archive-offer')).toHaveCount(0);
  await page.getByRole('link', { name: 'September pairs', exact: true }).click();
  await expect(page.getByTestId('archived-note')).toContainText('Archived: it can be read, printed and exported, not changed.');
  await expect(rows.nth(0).getByTestId('entered')).toHaveText('NS +420');
  await enterResult(rows.nth(2), '2H', 'S', 8);
  await expect(page.getByTestId('notice')).toContainText('This event is archived, so nothing was saved');
  await page.reload();
  await expect(rows.nth(2).getByTestId('entered')).toHaveText('—');
  // Every backup holds it as it was, byte for byte.
  expect(await backup(page)).toBe(before);

  // Brought back in one tap from its page's note, and changed again.
  await page.getByRole('link', { name: 'September pairs', exact: true }).click();
  await page.getByTestId('archived-note').getByRole('link', { name: 'Bring it back' }).click();
  await page.getByRole('button', { name: 'Bring back September pairs' }).click();
  await expect(page.getByTestId('notice')).toContainText('“September pairs” is back in full: it can be changed again.');
  expect((await storedChars(page, id)).json).toBe(true);
  expect(await backup(page)).toBe(before);
  await page.getByRole('link', { name: 'September pairs', exact: true }).click();
  await expect(page.getByTestId('archived-note')).toHaveCount(0);
  await enterResult(rows.nth(2), '2H', 'S', 8);
  await expect(rows.nth(2).getByTestId('entered')).toHaveText('NS +110');
});

test('a chess event archived opens read-only on the chess page', async ({ page }) => {
  await createDated(page, 'Autumn league', 'Chess · Team Swiss', daysAgo(45));
  await page.getByRole('link', { name: 'Autumn league', exact: true }).click();
  await addTeam(page, 'Rooks', 2000);
  await page.goto('archive.html');
  await page.getByRole('button', { name: 'Archive Autumn league' }).click();
  await expect(page.getByTestId('notice')).toContainText('Archived “Autumn league”.');
  await page.getByRole('link', { name: 'Autumn league', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Autumn league', level: 1 })).toBeVisible();
  await expect(page.getByTestId('archived-note')).toBeVisible();
  await expect(page.getByTestId('team-card').filter({ hasText: 'Rooks' })).toBeVisible();
  await page.getByTestId('archived-note').getByRole('link', { name: 'Bring it back' }).click();
  await page.getByRole('button', { name: 'Bring back Autumn league' }).click();
  await expect(page.getByTestId('notice')).toContainText('“Autumn league” is back in full');
});
