import { test, expect, chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { PORT } from '../playwright.config';
import { openNewEvent, setUpMitchell, commandLine } from './pages';

// The camera is Chromium's fake one playing a video of the QR codes, made
// from the very files the app wrote by `clubscore qr video` (turned, noisy).
test('QR codes through a camera: the pack to the tablet, the results back to the scorer', async () => {
  const cli = commandLine();
  test.setTimeout(180_000);
  const video = test.info().outputPath('camera.y4m');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
      '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const context = () => browser.newContext({ baseURL: `http://127.0.0.1:${PORT}/`, acceptDownloads: true, permissions: ['camera'] });
  const scorer = await (await context()).newPage();
  const tablet = await (await context()).newPage();

  await openNewEvent(scorer, 'Camera night', 'Bridge · Pairs');
  await setUpMitchell(scorer, 3);
  const tables = scorer.getByTestId('tables');
  await scorer.getByTestId('tables-link').click();
  await tables.getByLabel("Director's PIN (4 to 8 digits)").fill('2468');
  const [pack] = await Promise.all([scorer.waitForEvent('download'), tables.getByRole('button', { name: 'Make the table pack' }).click()]);
  execFileSync(cli, ['qr', 'video', await pack.path(), video]);

  // The tablet reads the pack from the codes.
  await tablet.goto('./table.html');
  await tablet.getByRole('button', { name: 'Read the QR codes with the camera' }).click();
  await expect(tablet.getByRole('heading', { name: 'Which table is this?' })).toBeVisible({ timeout: 60_000 });
  await tablet.getByRole('button', { name: 'Table 1' }).click();
  await tablet.getByRole('button', { name: 'Enter board 1' }).click();
  for (const key of ['4', 'spades', 'N', 'made exactly', 'Accept']) {
    await tablet.getByTestId('keypad').getByRole('button', { name: key, exact: true }).click();
  }
  await expect(tablet.getByTestId('table-saved')).toHaveText('Board 1 saved: NS +420.');
  const [results] = await Promise.all([tablet.waitForEvent('download'), tablet.getByRole('button', { name: 'Download the results file' }).click()]);

  // The scorer reads the table's results codes; the event takes them in.
  execFileSync(cli, ['qr', 'video', await results.path(), video]);
  await tables.getByRole('link', { name: "Read a table's results QR codes…" }).click();
  await expect(scorer).toHaveURL(/table\.html#scan\//);
  // Back on the tables page, which takes them in.
  await expect(scorer).toHaveURL(/tables\.html#\/event\//, { timeout: 60_000 });
  await expect(scorer.getByTestId('notice')).toContainText('QR codes: table 1, 1 result(s) taken');
  await scorer.getByRole('link', { name: /^← Back to/ }).click();
  await expect(scorer.getByTestId('entry-row').first().getByTestId('entered')).toHaveText('NS +420');
  await browser.close();
});
