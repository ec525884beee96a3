import { test, expect, Page } from '@playwright/test';
import { HomePage, backToEvents, importBackup, storedEvents } from './pages';

// The file picker is a dialog the test cannot answer, so it hands the page a
// real file of the browser's own (its origin-private file system): a real
// handle, kept in IndexedDB and written through the same calls. Permission is
// as Chromium gives it: granted once the scorer taps, asked again on another
// page or after a reload; or, once "allowed on every visit" (a flag in this
// tab's session storage here), granted on every page.
async function withPicker(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.showSaveFilePicker = async (options: { suggestedName: string }) => {
      w.suggested = options.suggestedName;
      const dir = await navigator.storage.getDirectory();
      return dir.getFileHandle('club-backup.json', { create: true });
    };
    const handle = FileSystemHandle.prototype as unknown as Record<string, unknown>;
    handle.queryPermission = async () => (w.granted || sessionStorage.getItem('test/every-visit') ? 'granted' : 'prompt');
    handle.requestPermission = async () => {
      w.granted = true;
      return 'granted';
    };
  });
}

/** What the backup file holds, read back through the browser. A read that
 * meets the app's next write of the file (the browser's NotReadableError: the
 * file changed after it was opened; or NotFoundError: the file read was
 * replaced by the written one as it was read) is read again, a few times at most. */
async function backupFile(page: Page): Promise<{ events: { data: { name: string } }[] }> {
  const text = await page.evaluate(async () => {
    const dir = await navigator.storage.getDirectory();
    for (let tries = 1; ; tries++) {
      try {
        return await (await (await dir.getFileHandle('club-backup.json')).getFile()).text();
      } catch (e) {
        const raced = e instanceof DOMException && (e.name === 'NotReadableError' || e.name === 'NotFoundError');
        if (!raced || tries === 5) throw e;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  });
  return JSON.parse(text);
}

const names = async (page: Page) => (await backupFile(page)).events.map((e) => e.data.name).sort();

/** Opens the backup page's backup file part from the list of events. */
async function backupPage(page: Page) {
  await page.getByTestId('backup-file-link').click();
  await expect(page.getByRole('heading', { name: 'Backup file', level: 1 })).toBeVisible();
}

test('a backup file picked once gets every change, asks again after a reload, and imports back whole', async ({ page, browser }) => {
  await withPicker(page);
  const home = new HomePage(page);
  await home.open();
  await home.create('Spring Pairs');
  await expect(page.getByTestId('since-backup')).toBeVisible();

  // Picked once, on its own page: written at once, and the page says where.
  await backupPage(page);
  await expect(page.getByTestId('backup-file')).toHaveText('Pick a file once: every event is written to it whenever the list of events opens after a change. A backup file is a backup like any other: it imports back on the backup page (“Import a backup…”).');
  await expect(page.getByTestId('write-backup-file')).toBeHidden();
  await page.getByTestId('pick-backup-file').click();
  await expect(home.notice()).toContainText('Backup of 1 event(s) written to club-backup.json.');
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).suggested)).toBe('clubscore-backup.json');
  await expect(page.getByTestId('backup-file')).toHaveText('Backup file: “club-backup.json”. Every event is written to it whenever the list of events opens after a change.');
  await expect(page.getByTestId('pick-backup-file')).toBeHidden();
  expect(await names(page)).toEqual(['Spring Pairs']);
  await backToEvents(page);
  await expect(page.getByTestId('last-backup')).toContainText('Last backup made on this device:');
  await expect(page.getByTestId('since-backup')).toHaveCount(0);

  // The browser asks again on each new page here, as after a reload: a change
  // on the list is kept on the device, and the file waits for a tap.
  await home.create('Autumn Teams', 'Bridge · Swiss teams');
  await expect(page.getByTestId('since-backup')).toContainText('“Autumn Teams”');
  await backupPage(page);
  await expect(page.getByTestId('backup-file')).toHaveText('Backup file: “club-backup.json”. The browser asks before a page writes to it: tap “Write the backup file”, here or on the list of events.');
  expect(await names(page)).toEqual(['Spring Pairs']);
  await page.getByTestId('write-backup-file').click();
  await expect(home.notice()).toContainText('Backup of 2 event(s) written to club-backup.json.');
  expect(await names(page)).toEqual(['Autumn Teams', 'Spring Pairs']);
  await backToEvents(page);
  await expect(page.getByTestId('since-backup')).toHaveCount(0);

  // Allowed on every visit (as Chromium offers): a change on an event's page
  // is written, without a tap, when the list opens again.
  await page.evaluate(() => sessionStorage.setItem('test/every-visit', 'yes'));
  await page.getByRole('link', { name: 'Autumn Teams' }).click();
  await page.getByLabel('New team').fill('Aces');
  await page.getByRole('button', { name: 'Add team' }).click();
  await expect(page.getByTestId('participants')).toContainText('Aces');
  await page.getByRole('link', { name: 'All events' }).first().click();
  await expect.poll(async () => JSON.stringify(await backupFile(page))).toContain('Aces');
  await expect(page.getByTestId('since-backup')).toHaveCount(0);
  // And a change on the list itself.
  await home.rename('Spring Pairs', 'Spring Pairs 2');
  await expect.poll(() => names(page)).toEqual(['Autumn Teams', 'Spring Pairs 2']);
  await expect(page.getByTestId('since-backup')).toHaveCount(0);

  // The file is a backup: a wiped device imports it back, every event as it was.
  const file = { name: 'club-backup.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(await backupFile(page))) };
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await new HomePage(other).open();
  await importBackup(other, file);
  await expect(new HomePage(other).notice()).toContainText('Imported 2 event(s)');
  expect(await storedEvents(other)).toEqual(await storedEvents(page));
  await fresh.close();

  // Stopped: the choice is offered again, and the file is no longer written.
  await backupPage(page);
  await page.getByTestId('forget-backup-file').click();
  await expect(page.getByTestId('pick-backup-file')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('pick-backup-file')).toBeVisible();
  await backToEvents(page);
  await page.evaluate(() => ((window as unknown as Record<string, unknown>).granted = true));
  await home.rename('Autumn Teams', 'Autumn Teams 2');
  await expect(page.getByTestId('since-backup')).toBeVisible();
  // A write would have followed the list's drawing within a few tasks; none comes.
  await page.waitForTimeout(500);
  expect(await names(page)).toEqual(['Autumn Teams', 'Spring Pairs 2']);
});

test('where the browser cannot write to a chosen file, nothing is offered', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as unknown as Record<string, unknown>).showSaveFilePicker;
    delete (Window.prototype as unknown as Record<string, unknown>).showSaveFilePicker;
  });
  const home = new HomePage(page);
  await home.open();
  await home.create('Spring Pairs');
  await expect(page.getByTestId('import-backup-link')).toBeVisible();
  await expect(page.getByTestId('backup-file-link')).toHaveCount(0);
  // Its page, opened directly, says why and what to do instead.
  await page.goto('backup.html#file');
  await expect(page.getByTestId('no-backup-file')).toHaveText('This browser cannot write to a file chosen once (browsers built on Chromium can): download a backup from the list of events after each session.');
  await expect(page.getByTestId('pick-backup-file')).toHaveCount(0);
});
