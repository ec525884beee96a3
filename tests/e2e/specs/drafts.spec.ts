import { test, expect } from '@playwright/test';
import { enterResult, openNewEvent, setUpMitchell } from './pages';

test('typing not yet saved survives a reload, is named on other boards, and a stale tab applies it to the latest version', async ({ page, context }) => {
  await openNewEvent(page, 'Drafts', 'Bridge · Pairs');
  await setUpMitchell(page, 3, 2);
  const rows = page.getByTestId('entry-row');
  // Typed, not saved.
  await rows.nth(0).getByLabel(/^Contract/).fill('4S');
  await rows.nth(0).getByLabel(/^Declarer/).fill('N');
  await page.reload();
  await expect(rows.nth(0).getByLabel(/^Contract/)).toHaveValue('4S');
  await expect(rows.nth(0).getByLabel(/^Declarer/)).toHaveValue('N');
  // On another board the row typed into is named.
  await page.getByTestId('board-number').fill('2');
  await expect(page.getByTestId('drafts')).toHaveText('Typed and not saved yet (kept on this device): board 1, NS 1 v EW 4 (4S N).');
  // Away to the list of events and back: still there.
  await page.getByRole('link', { name: '← All events' }).click();
  await page.getByRole('link', { name: 'Drafts', exact: true }).click();
  await expect(rows.nth(0).getByLabel(/^Contract/)).toHaveValue('4S');
  await expect(page.getByTestId('drafts')).toHaveCount(0);

  // A second tab saves another result first.
  const other = await context.newPage();
  await other.goto(page.url());
  await enterResult(other.getByTestId('entry-row').nth(1), '3NT', 'S', 9);
  await expect(other.getByTestId('entry-row').nth(1).getByTestId('entered')).toHaveText('NS +400');
  // This tab hears of the other's save (local storage reaches each tab's process a moment later).
  await expect(page.getByText('This event was changed in another tab or window.')).toBeVisible();
  // This tab's save is refused as stale; what was typed stays, ready to apply to the latest.
  await rows.nth(0).getByLabel(/^Tricks/).fill('10');
  await rows.nth(0).getByLabel(/^Tricks/).press('Enter');
  await expect(page.getByTestId('notice')).toContainText('This event was changed in another tab or window, so board 1, NS 1 v EW 4 was not saved; the latest version is shown now. What you typed is still in its row');
  await expect(rows.nth(1).getByTestId('entered')).toHaveText('NS +400');
  await expect(rows.nth(0).getByLabel(/^Contract/)).toHaveValue('4S');
  await expect(rows.nth(0).getByLabel(/^Tricks/)).toHaveValue('10');
  await rows.nth(0).getByLabel(/^Tricks/).press('Enter');
  await expect(rows.nth(0).getByTestId('entered')).toHaveText('NS +420');
  await expect(rows.nth(1).getByTestId('entered')).toHaveText('NS +400');
  // Saved: the draft is gone.
  await page.reload();
  await expect(rows.nth(0).getByLabel(/^Contract/)).toHaveValue('');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('clubscore/draft/')))).toEqual([]);
});
