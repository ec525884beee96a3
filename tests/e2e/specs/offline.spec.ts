import { test, expect } from '@playwright/test';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { HomePage, enterResult, setUpMitchell } from './pages';
import { readFileSync } from 'node:fs';

test('offline: after one visit the app and its events work with no network', async ({ page, context }) => {
  const home = new HomePage(page);
  await home.open();
  await home.create('Before going offline');
  // The service worker has cached the build and controls the page.
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(home.row('Before going offline')).toBeVisible();
  await home.create('Made offline');
  await expect(home.row('Made offline')).toBeVisible();
  await page.getByRole('link', { name: 'Made offline' }).click();
  await expect(page.getByTestId('event-title')).toHaveText('Made offline');
  await context.setOffline(false);
});

test('the web manifest and icons are served', async ({ request }) => {
  const manifest = await (await request.get('manifest.webmanifest')).json();
  expect(manifest.start_url).toBe('./');
  for (const icon of manifest.icons) {
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
  const sw = await (await request.get('sw.js')).text();
  // Every page is kept for offline use, each with its own module.
  for (const page of ['index.html', 'bridge.html', 'table.html', 'import.html', 'report.html', 'backup.html', 'archive.html', 'trf.html', 'boards.html', 'results.html', 'tables.html', 'chess.html', 'movements.html']) {
    expect(sw, page).toContain(`"./${page}"`);
  }
  expect(sw).toMatch(/_bg\.wasm"/);
});

test('the one-file edition works from file://', async ({ page }) => {
  const file = pathToFileURL(resolve(__dirname, '../../../dist-single/clubscore.html')).href;
  const home = new HomePage(page);
  await home.open(file);
  await home.create('From a USB stick');
  await expect(home.row('From a USB stick')).toBeVisible();
  await page.reload();
  await expect(home.row('From a USB stick')).toBeVisible();
  // A session scored there shares its results there: the results page's parts are within it.
  await page.getByRole('link', { name: 'From a USB stick', exact: true }).click();
  await setUpMitchell(page, 3);
  const row = page.getByTestId('entry-row').first();
  await enterResult(row, '4S', 'N', 10);
  await expect(row.getByTestId('entered')).not.toHaveText('—');
  await expect(page.getByTestId('results-link')).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sharing').getByRole('button', { name: 'Results page (HTML)' }).click()]);
  expect(readFileSync((await download.path())!, 'utf8')).toContain('<h1>From a USB stick</h1>');
  await page.getByTestId('preview').getByText('Show the results page').click();
  await expect(page.frameLocator('iframe.results-frame').locator('h1')).toHaveText('From a USB stick');
});
