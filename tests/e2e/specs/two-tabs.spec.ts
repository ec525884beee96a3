import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'fs';
import { HomePage, importBackup, openNewEvent, setUpMitchell, enterResult, storedEvents } from './pages';

/** The event's stored log, as the browser holds it now. */
async function storedLog(page: Page, id: string): Promise<{ id: string; action: Record<string, unknown> }[]> {
  const all = await storedEvents(page);
  return (all[`clubscore/event/${id}`] as { data: { log: { id: string; action: Record<string, unknown> }[] } }).data.log;
}

/** A 3-table Mitchell, two boards a round, with board 1's first result entered: its rows. */
async function mitchellWithOneResult(page: Page, name: string) {
  await openNewEvent(page, name, 'Bridge · Pairs');
  await setUpMitchell(page, 3, 2);
  const rows = page.getByTestId('entry-row');
  await enterResult(rows.nth(0), '4S', 'N', 10);
  await expect(rows.nth(0).getByTestId('entered')).toHaveText('NS +420');
  return rows;
}

/** The stored event whole, as one text (schema 2, as an event stored whole is
 * written): its head's data with the log and seating put together from its parts. Tab B
 * saves this way below: a save this build reads as it reads any other tab's. */
function wholeText(key: string): string {
  const stored = JSON.parse(localStorage.getItem(key)!);
  if (stored.schema === 3) {
    const id = key.slice('clubscore/event/'.length);
    const parts: string[] = stored.parts.split(' ').filter((p: string) => p !== '');
    stored.data.log = parts.flatMap((p) => JSON.parse(localStorage.getItem(`clubscore/log/${id}/${p.split(':')[0]}`)!));
    if (stored.seating) stored.data.schedule = JSON.parse(localStorage.getItem(`clubscore/log/${id}/${stored.seating.split(':')[0]}`)!);
  }
  return JSON.stringify({ schema: 2, data: stored.data });
}

function eventId(page: Page): string {
  return decodeURIComponent(new URL(page.url()).hash.replace(/^#\/event\//, ''));
}

test('a save another tab writes over from the same revision is taken back: both tabs\' results are kept', async ({ context }) => {
  const a = await context.newPage();
  const rows = await mitchellWithOneResult(a, 'Race night');
  const id = eventId(a);
  const key = `clubscore/event/${id}`;

  // Tab B reads the event as it is now, then (shown tab A's next save a moment too late) saves on top of the same revision.
  const b = await context.newPage();
  await b.goto(new URL('./', a.url()).toString());
  const base = await b.evaluate(wholeText, key);
  await enterResult(rows.nth(1), '3NT', 'S', 9);
  await expect(rows.nth(1).getByTestId('entered')).toHaveText('NS +400');
  await b.evaluate(
    ({ k, text }) => {
      const stored = JSON.parse(text);
      const log = stored.data.log;
      const device = localStorage.getItem('clubscore/device');
      // Tab B numbers its entry as tab A did (one browser, one device name, one count).
      const seq = Math.max(...log.filter((e: { id: string }) => e.id.startsWith(device + ':')).map((e: { id: string }) => Number(e.id.split(':')[1]))) + 1;
      log.push({ id: `${device}:${seq}`, at: Date.now(), action: { kind: 'bridge_result', board: 2, ns: 1, ew: 4, entry: { kind: 'played', contract: '2H', declarer: 'S', tricks: 8 } } });
      stored.data.revision += 1;
      localStorage.setItem(k, JSON.stringify(stored));
    },
    { k: key, text: base },
  );

  // Tab A hears of it, and takes its save back: merged, nothing lost.
  await expect(a.getByTestId('notice')).toContainText('“Race night” was saved in another tab at the same moment: both are kept (1 entr(ies) merged back).');
  const log = await storedLog(a, id);
  const results = log.filter((e) => e.action.kind === 'bridge_result').map((e) => `${e.action.board} ${e.action.ns} ${e.action.ew}`);
  expect(results.sort()).toEqual(['1 1 4', '1 3 5', '2 1 4']);
  expect(new Set(log.map((e) => e.id)).size, 'every entry has its own number').toBe(log.length);
  await a.getByRole('button', { name: 'Show the latest' }).click();
  await a.getByTestId('board-number').fill('2');
  await expect(a.getByTestId('entry-row').nth(0).getByTestId('entered')).toHaveText('NS +110');
});

test('a backup merged in one tab while the event is open in another: the open tab cannot save over it', async ({ context }) => {
  const a = await context.newPage();
  const rows = await mitchellWithOneResult(a, 'Import race');
  // A backup of the event, with a result entered on another device.
  const home = new HomePage(a);
  const eventUrl = a.url();
  await home.open();
  const [download] = await Promise.all([a.waitForEvent('download'), a.getByTestId('backup-all').click()]);
  const backup = JSON.parse(readFileSync(await download.path(), 'utf8'));
  const data = backup.events[0].data;
  data.log.push({ id: 'laptop:1', at: Date.now(), action: { kind: 'bridge_result', board: 1, ns: 3, ew: 5, entry: { kind: 'played', contract: '3NT', declarer: 'S', tricks: 9 } } });
  data.modified += 1;
  await a.goto(eventUrl);
  await expect(rows.nth(0).getByTestId('entered')).toHaveText('NS +420');

  // Tab B merges the backup while tab A still shows the event.
  const b = await context.newPage();
  const homeB = new HomePage(b);
  await homeB.open();
  await importBackup(b, { name: 'laptop.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(backup)) });
  await b.getByRole('alertdialog').getByRole('button', { name: 'Merge' }).click();
  await expect(homeB.notice()).toContainText('Merged 1 event(s) from laptop.json');

  // Tab A's next save is refused (it had the copy before the merge), reloads, and nothing merged is lost.
  await expect(a.getByText('This event was changed in another tab or window.')).toBeVisible();
  await enterResult(rows.nth(2), '2H', 'S', 8);
  await expect(a.getByTestId('notice')).toContainText('This event was changed in another tab or window, so board 1, NS 2 v EW 6 was not saved; the latest version is shown now. What you typed is still in its row');
  await expect(rows.nth(1).getByTestId('entered')).toHaveText('NS +400');
  await rows.nth(2).getByRole('button', { name: 'Save' }).click();
  await expect(rows.nth(2).getByTestId('entered')).toHaveText('NS +110');
  const log = await storedLog(a, eventId(a));
  expect(log.filter((e) => e.action.kind === 'bridge_result')).toHaveLength(3);
});

test('on the chess page, a save another tab wrote over is kept aside and merged when the list of events opens', async ({ context }) => {
  const a = await context.newPage();
  const home = new HomePage(a);
  await home.open();
  await home.create('Race cup', 'Chess · Team Swiss');
  await a.getByRole('link', { name: 'Race cup', exact: true }).click();
  await expect(a).toHaveURL(/chess\.html#\/event\//);
  const id = decodeURIComponent(new URL(a.url()).hash.replace(/^#\/event\//, ''));
  const key = `clubscore/event/${id}`;
  const b = await context.newPage();
  await b.goto(new URL('./', a.url()).toString());
  const base = await b.evaluate(wholeText, key);
  // Tab A adds a team; tab B, shown that save too late, saves a note on top of the same revision.
  const form = a.getByTestId('add-team');
  await form.getByLabel('New team').fill('Rooks');
  await form.getByRole('button', { name: 'Add team' }).click();
  await expect(a.getByTestId('notice')).toContainText('Team Rooks added.');
  await b.evaluate(
    ({ k, text }) => {
      const stored = JSON.parse(text);
      const device = localStorage.getItem('clubscore/device');
      stored.data.log.push({ id: `${device}:1`, at: Date.now(), action: { kind: 'note', text: 'from tab B' } });
      stored.data.revision += 1;
      localStorage.setItem(k, JSON.stringify(stored));
    },
    { k: key, text: base },
  );
  await expect(a.getByTestId('notice')).toContainText("This event was saved in another tab at the same moment as here. This tab's save is kept on this device and merged back when the list of events opens");
  expect(await a.evaluate((k) => localStorage.getItem(k) !== null, `clubscore/lost-save/${id}`)).toBe(true);
  // The list of events takes it back: both tabs' entries are in the log, and the kept copy is gone.
  await a.getByRole('link', { name: '← All events' }).click();
  await expect(a.getByTestId('notice')).toContainText('“Race cup” was saved in another tab at the same moment: both are kept (1 entr(ies) merged back).');
  const log = await storedLog(a, id);
  expect(log.some((e) => JSON.stringify(e.action).includes('from tab B'))).toBe(true);
  expect(log.some((e) => JSON.stringify(e.action).includes('Rooks'))).toBe(true);
  expect(new Set(log.map((e) => e.id)).size).toBe(log.length);
  expect(await a.evaluate((k) => localStorage.getItem(k), `clubscore/lost-save/${id}`)).toBeNull();
});
