import { test, expect } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { HomePage } from './pages';

const repo = resolve(__dirname, '../../..');

/** Serves a copy of the build that the test can then "publish" a new version into. */
async function serveCopy(): Promise<{ dir: string; url: string; server: ChildProcess }> {
  const dir = mkdtempSync(join(tmpdir(), 'clubscore-update-'));
  cpSync(join(repo, 'dist'), dir, { recursive: true });
  const server = spawn('node', [join(repo, 'scripts/static-server.mjs'), dir, '0']);
  const url = await new Promise<string>((ok, fail) => {
    server.stdout!.on('data', (d) => {
      const m = String(d).match(/at (http:\/\/127\.0\.0\.1:\d+\/)/);
      if (m) ok(m[1]);
    });
    server.on('exit', () => fail(new Error('the test server stopped')));
  });
  return { dir, url, server };
}

test('a new version is announced and loaded only when the user chooses', async ({ page }) => {
  const { dir, url, server } = await serveCopy();
  try {
    const home = new HomePage(page);
    await home.open(url);
    await home.create('Across versions');
    await page.evaluate(async () => { await navigator.serviceWorker.ready; });
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    const banner = page.getByText('A new version of Clubscore is ready.');
    await expect(banner).toBeHidden();

    // Publish a new build: a service worker with another version.
    const sw = join(dir, 'sw.js');
    writeFileSync(sw, readFileSync(sw, 'utf8').replace(/const VERSION = '[0-9a-f]+'/, "const VERSION = 'next'"));
    await page.evaluate(async () => { await (await navigator.serviceWorker.getRegistration())!.update(); });
    await expect(banner).toBeVisible();
    // Nothing changes under the scorer's hands until they choose.
    await expect(home.row('Across versions')).toBeVisible();

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    await expect(home.row('Across versions')).toBeVisible();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('clubscore-')))).toEqual(['clubscore-next']);
  } finally {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});
