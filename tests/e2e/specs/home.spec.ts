import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { HomePage, axeProblems, backToEvents, enterResult, importBackup, openNewEvent, setUpMitchell, storedEvents } from './pages';

test('create, rename, reload, delete and undo', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await expect(page.getByTestId('no-events')).toBeVisible();

  await home.create('Tuesday Pairs');
  await expect(home.notice()).toContainText('Created “Tuesday Pairs”.');
  await home.create('Club Cup', 'Chess · Team Swiss');
  await expect(home.rows()).toHaveCount(2);
  await expect(home.row('Club Cup')).toContainText('Chess · Team Swiss');
  await expect(home.row('Club Cup')).toContainText('0 teams');

  // Rename puts the keyboard in the name, the old one selected; Escape leaves it as it was.
  await page.getByRole('button', { name: 'Rename Club Cup' }).click();
  const field = page.getByLabel('New name for “Club Cup”');
  await expect(field).toBeFocused();
  await page.keyboard.type('<b>Cup</b> & "Co"');
  await page.keyboard.press('Escape');
  await expect(field).toHaveCount(0);
  expect(await home.names()).toEqual(['Club Cup', 'Tuesday Pairs']);
  // A name is text, never markup.
  await home.rename('Club Cup', '<b>Cup</b> & "Co"');
  await expect(home.row('<b>Cup</b> & "Co"')).toBeVisible();
  await expect(page.locator('.events b')).toHaveCount(0);
  await home.rename('<b>Cup</b> & "Co"', 'Club Cup');

  await home.rename('Tuesday Pairs', 'Tuesday Evening Pairs');
  await expect(home.notice()).toContainText('Renamed to “Tuesday Evening Pairs”.');

  await page.reload();
  await expect(home.rows()).toHaveCount(2);
  expect(await home.names()).toEqual(['Club Cup', 'Tuesday Evening Pairs']);

  await page.getByRole('button', { name: 'Delete Tuesday Evening Pairs' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Delete “Tuesday Evening Pairs”?');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(home.rows()).toHaveCount(2);
  await page.getByRole('button', { name: 'Delete Tuesday Evening Pairs' }).click();
  // The page behind is inert: Tab reaches the dialog's buttons (or the
  // browser's own controls), never a control behind the dialog.
  const focusedBehind = () => page.evaluate(() => {
    const el = document.activeElement;
    return !!el && el !== document.body && !el.closest('dialog');
  });
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect(await focusedBehind()).toBe(false);
  }
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(home.rows()).toHaveCount(1);
  await page.getByTestId('undo-toast').getByRole('button', { name: 'Undo' }).click();
  await expect(home.notice()).toContainText('“Tuesday Evening Pairs” is back.');
  expect(await home.names()).toEqual(['Club Cup', 'Tuesday Evening Pairs']);
  await page.reload();
  await expect(page.getByTestId('events')).toBeVisible();
  expect(await home.names()).toEqual(['Club Cup', 'Tuesday Evening Pairs']);
});

test('duplicate makes a copy that can be opened', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.create('Monday Teams', 'Bridge · Teams of four');
  await page.getByRole('button', { name: 'Duplicate Monday Teams' }).click();
  await expect(home.row('Monday Teams (copy)')).toBeVisible();
  await page.getByRole('link', { name: 'Monday Teams (copy)' }).click();
  await expect(page.getByTestId('event-title')).toHaveText('Monday Teams (copy)');
  await expect(page.getByText('Bridge · Teams of four')).toBeVisible();
});

test('backup download then import into a cleared profile gives identical events', async ({ page, browser }) => {
  const home = new HomePage(page);
  await home.open();
  await home.create('Spring Pairs');
  await home.create('Autumn Teams', 'Bridge · Swiss teams');
  await page.getByRole('link', { name: 'Autumn Teams' }).click();
  await page.getByLabel('New team').fill('Aces');
  await page.getByRole('button', { name: 'Add team' }).click();
  await expect(page.getByTestId('participants')).toContainText('Aces');
  await page.goto('./');
  await expect(page.getByTestId('last-backup')).toHaveText('No backup has been made on this device yet.');
  // How much of the store is used, and what takes the most.
  await expect(page.getByTestId('storage-used')).toHaveText(/^0\.0 of about 5\.2 million characters used \(0 %\)\. The largest: “(Autumn Teams|Spring Pairs)” \(0\.0 million\), “(Autumn Teams|Spring Pairs)” \(0\.0 million\)\.$/);
  await expect(page.getByTestId('storage-used')).toHaveClass('hint');
  const before = await storedEvents(page);
  expect(Object.keys(before)).toHaveLength(2);

  // Nothing backed up yet: said, with the events, and the backup button made the one to tap.
  await expect(page.getByTestId('since-backup')).toHaveText('Not in a backup from this device yet: “Autumn Teams”, “Spring Pairs”. Download a backup now: one file holds every event.');
  await expect(page.getByTestId('backup-all')).toHaveClass('primary');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('backup-all').click()]);
  expect(download.suggestedFilename()).toMatch(/^clubscore-backup-\d{4}-\d\d-\d\d\.json$/);
  const file = await download.path();
  await expect(page.getByTestId('last-backup')).toContainText('Last backup made on this device:');
  await expect(page.getByTestId('since-backup')).toHaveCount(0);
  await expect(page.getByTestId('backup-all')).not.toHaveClass('primary');

  // A new, empty profile: as if the device had been wiped.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  const home2 = new HomePage(other);
  await home2.open();
  await expect(other.getByTestId('no-events')).toBeVisible();
  // The backup page is its own, opened from the list of events.
  await importBackup(other, file);
  await expect(home2.notice()).toContainText('Imported 2 event(s)');
  expect(await storedEvents(other)).toEqual(before);

  // Importing the same file again: the user chooses.
  await importBackup(other, file);
  const dialog = other.getByRole('alertdialog');
  await expect(dialog).toContainText('2 event(s) in');
  await dialog.getByRole('button', { name: 'Keep both' }).click();
  await expect(home2.notice()).toContainText('Imported 2 event(s)');
  await backToEvents(other);
  await expect(home2.rows()).toHaveCount(4);
  await expect(home2.row('Spring Pairs (imported)')).toBeVisible();
  await importBackup(other, file);
  await other.getByRole('alertdialog').getByRole('button', { name: 'Replace' }).click();
  await expect(home2.notice()).toContainText('Imported 2 event(s)');
  await backToEvents(other);
  await expect(home2.rows()).toHaveCount(4);
  await fresh.close();

  // A change after the backup: said, and the button made the one to tap again.
  await home.rename('Spring Pairs', 'Spring Pairs 2');
  await expect(page.getByTestId('since-backup')).toHaveText('Changed since the last backup: “Spring Pairs 2”. Download a backup now: one file holds every event.');
  await expect(page.getByTestId('backup-all')).toHaveClass('primary');
});

test('a bad backup file is refused with its place, and nothing changes', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.create('Keep me');
  const before = await storedEvents(page);
  const bad = JSON.stringify({
    format: 'clubscore-backup', version: 1, exported: 1,
    events: [{ schema: 1, data: { id: 'x1', name: 'X', format: 'bridge_pairs', date: '2026-13-01', created: 1, modified: 1, revision: 1 } }],
  });
  await importBackup(page, { name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(bad) });
  await expect(home.notice()).toHaveText(/bad\.json was not imported: at events\[0\]\.data\.date: "2026-13-01" is not a date; write it as YYYY-MM-DD\.\. Nothing was changed\./);
  await importBackup(page, { name: 'photo.json', mimeType: 'application/json', buffer: Buffer.from([0xff, 0xd8, 0xff]) });
  await expect(home.notice()).toContainText('photo.json was not imported: this is not a Clubscore backup');
  expect(await storedEvents(page)).toEqual(before);
});

test('a damaged stored event is listed as damaged, and can be downloaded raw and deleted', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.create('Good event');
  await page.evaluate(() => localStorage.setItem('clubscore/event/broken1', '{"schema":1,"data":{"id":"broken1"'));
  await page.reload();
  const damaged = page.getByTestId('damaged-row');
  await expect(damaged).toContainText('Damaged event broken1');
  await expect(damaged).toContainText('not valid JSON');
  await expect(home.rows()).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent('download'), damaged.getByRole('button', { name: 'Download raw' }).click()]);
  expect(download.suggestedFilename()).toBe('clubscore-damaged-broken1.json');
  expect(readFileSync(await download.path(), 'utf8')).toBe('{"schema":1,"data":{"id":"broken1"');
  await damaged.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(damaged).toHaveCount(0);
  await expect(home.rows()).toHaveCount(1);
});

test('a full storage gives a clear message, offers the backup, and loses nothing', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.create('Saved before');
  const before = await storedEvents(page);
  // Fill the origin's quota to the last character.
  await page.evaluate(() => {
    let size = 1 << 20;
    let i = 0;
    while (size > 0) {
      try { localStorage.setItem('filler/' + i++, 'x'.repeat(size)); } catch { size = Math.floor(size / 2); }
    }
  });
  await home.create('One too many');
  await expect(home.notice()).toContainText("This device's storage for Clubscore is full, so the change was not saved. Everything saved before is safe.");
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    home.notice().getByRole('button', { name: 'Download a backup of all events' }).click(),
  ]);
  const backup = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(backup.events.map((e: { data: { name: string } }) => e.data.name)).toEqual(['Saved before']);
  await page.reload();
  // The list is drawn once the page has started: waited for, then read whole.
  await expect(page.getByTestId('events')).toBeVisible();
  // The storage line says it is full, and what to do.
  await expect(page.getByTestId('storage-used')).toContainText(/characters used \(\d{2,3} %\)\. The largest: “Saved before”/);
  await expect(page.getByTestId('storage-used')).toContainText('The storage is filling up: archive the events that are finished (each then takes about a tenth of the room), or download a backup, then delete the events you no longer need.');
  await expect(page.getByTestId('storage-used')).toHaveClass('problem');
  expect(await home.names()).toEqual(['Saved before']);
  expect(await storedEvents(page)).toEqual(before);
});

test('the home list follows changes made in another tab', async ({ context }) => {
  const a = new HomePage(await context.newPage());
  const b = new HomePage(await context.newPage());
  await a.open();
  await b.open();
  await a.create('Made in tab A');
  await expect(b.row('Made in tab A')).toBeVisible();
  await b.rename('Made in tab A', 'Renamed in tab B');
  await expect(a.row('Renamed in tab B')).toBeVisible();
});

test('home page and dialogs have no serious accessibility problems', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  expect(await axeProblems(page)).toEqual([]);
  await home.create('Accessible Pairs');
  await page.evaluate(() => localStorage.setItem('clubscore/event/broken2', 'not json'));
  await page.reload();
  expect(await axeProblems(page)).toEqual([]);
  await page.getByRole('button', { name: 'Rename Accessible Pairs' }).click();
  expect(await axeProblems(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Delete Accessible Pairs' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
});

test('keyboard alone creates an event', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await page.getByTestId('create-form').getByLabel('Name').focus();
  await page.keyboard.type('Keyboard Pairs');
  await page.keyboard.press('Enter');
  await expect(home.row('Keyboard Pairs')).toBeVisible();

  // The backup controls are reachable, and focus is visible on each.
  await page.getByTestId('backup-all').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('import-backup-link')).toBeFocused();
  await expect(page.getByTestId('import-backup-link')).toHaveCSS('outline-style', 'solid');
  // On the backup page, the file's button is reached by the keyboard and shows its focus.
  await page.keyboard.press('Enter');
  await page.getByTestId('all-events-link').focus();
  await page.keyboard.press('Tab');
  await expect(page.locator('#import-file')).toBeFocused();
  await expect(page.locator('label[for=import-file]')).toHaveCSS('outline-style', 'solid');
});

test('an older backup imported onto newer work: both versions shown, a replace names what it loses, a merge keeps everything', async ({ page }) => {
  await openNewEvent(page, 'Tuesday', 'Bridge · Pairs');
  await setUpMitchell(page, 3, 2);
  const rows = page.getByTestId('entry-row');
  await enterResult(rows.nth(0), '4S', 'N', 10);
  await expect(rows.nth(0).getByTestId('entered')).toHaveText('NS +420');
  await enterResult(rows.nth(1), '4S', 'N', 9);
  await expect(rows.nth(1).getByTestId('entered')).toHaveText('EW +50');
  // The backup, taken after two results.
  await page.goto('./');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('backup-all').click()]);
  const file = await download.path();
  // Since then: two more results and a rename.
  await page.getByRole('link', { name: 'Tuesday', exact: true }).click();
  await enterResult(rows.nth(2), '3NT', 'S', 9);
  await expect(rows.nth(2).getByTestId('entered')).toHaveText('NS +400');
  await page.getByTestId('board-number').fill('2');
  await enterResult(rows.nth(0), '2H', 'S', 8);
  await expect(rows.nth(0).getByTestId('entered')).toHaveText('NS +110');
  const home = new HomePage(page);
  await home.open();
  await home.rename('Tuesday', 'Tuesday Pairs');
  await expect(home.row('Tuesday Pairs')).toBeVisible();
  const before = await storedEvents(page);

  // The dialog shows both versions before anything happens.
  await importBackup(page, file);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByTestId('confirm-details')).toContainText(/On this device: “Tuesday Pairs”, revision \d+, last change .+, 4 result\(s\), 4 command\(s\) in force, 4 log entries/);
  await expect(dialog.getByTestId('confirm-details')).toContainText(/In the file: “Tuesday”, revision \d+, last change .+, 2 result\(s\), 2 command\(s\) in force, 2 log entries/);
  // Replace says everything it would change (the name kept outside the log, two results), and asks again.
  await dialog.getByRole('button', { name: 'Replace…' }).click();
  await expect(dialog).toContainText('Replacing changes 3 thing(s) on this device');
  await expect(dialog.getByTestId('confirm-details')).toHaveText(/“Tuesday Pairs”: the name: “Tuesday Pairs” here, “Tuesday” in the file.*“Tuesday Pairs”: lost: Board 1, NS 2 v EW 6: 3NT by S, 9 tricks, NS \+400.*“Tuesday Pairs”: lost: Board 2, NS 1 v EW 4: 2H by S, 8 tricks, NS \+110/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(home.notice()).toHaveText(/Import cancelled\. Nothing was changed\./);
  expect(await storedEvents(page)).toEqual(before);

  // Merge: every entry here kept, nothing from the backup is new.
  await importBackup(page, file);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Merge' }).click();
  await expect(home.notice()).toContainText('Merged 1 event(s) from');
  await expect(home.notice()).toContainText('every entry here kept.');
  expect(await storedEvents(page)).toEqual(before);

  // Replace, then undo it: the copy here comes back whole (its name, its four results).
  await importBackup(page, file);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Replace…' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Replace', exact: true }).click();
  await expect(page.getByTestId('replace-toast')).toContainText('Replaced 1 event(s) with the copy in');
  expect(Object.values(await storedEvents(page)).map((e) => (e as { data: { name: string } }).data.name)).toEqual(['Tuesday']);
  await page.getByTestId('replace-toast').getByRole('button', { name: 'Undo the replace' }).click();
  await expect(home.notice()).toContainText('The replace is undone: “Tuesday Pairs” as before');
  await expect(page.getByTestId('replace-toast')).toHaveCount(0);
  const after = await storedEvents(page);
  // The same copy, saved again (its revision one past the replacement's, so no tab can save over it unseen).
  const unsaved = (events: Record<string, unknown>) =>
    Object.entries(events).map(([k, v]) => {
      const { data, ...rest } = v as { data: Record<string, unknown> };
      return [k, { ...rest, data: { ...data, revision: 0 } }];
    });
  expect(unsaved(after)).toEqual(unsaved(before));
  await backToEvents(page);
  await page.getByRole('link', { name: 'Tuesday Pairs', exact: true }).click();
  await expect(rows.nth(2).getByTestId('entered')).toHaveText('NS +400');
});

test('events the browser removed are said as lost, with what to do; the backup brings them back', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.create('Monday Pairs');
  await home.create('Friday Teams');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('backup-all').click()]);
  // Something outside Clubscore removes one event's stored text (as a browser short of space may).
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('clubscore/event/') && localStorage.getItem(k)!.includes('Monday Pairs'))!;
    localStorage.removeItem(key);
  });
  await page.reload();
  await expect(page.getByTestId('lost-events')).toContainText('1 event(s) this device held are gone from its storage: the browser (or another program) removed them. Import your last backup (Import a backup…, below) to bring them back.');
  await expect(home.rows()).toHaveCount(1);
  await importBackup(page, await download.path());
  await page.getByRole('alertdialog').getByRole('button', { name: 'Merge' }).click();
  await expect(home.notice()).toContainText('Merged');
  await backToEvents(page);
  await expect(home.row('Monday Pairs')).toBeVisible();
  await expect(page.getByTestId('lost-events')).toHaveCount(0);
});
