import { test, expect } from '@playwright/test';
import { PORT } from '../playwright.config';
import { openNewEvent, setUpMitchell } from './pages';

// Benchmark (prints figures; asserts only that the work was done): a
// 36-board session dealt and analysed double dummy by the boards page's
// worker, and how free the page stays meanwhile (the longest gap between
// its 50 ms timer's ticks). On the app's own build: the boards page has no
// bench exports.

test.use({ baseURL: `http://127.0.0.1:${PORT}/` });

test('bench: 36 boards analysed double dummy in the worker, the page kept free', async ({ page }) => {
  test.setTimeout(600_000);
  await openNewEvent(page, 'Bench Boards', 'Bridge · Pairs');
  await setUpMitchell(page, 9, 4);
  await page.getByTestId('boards-link').click();
  const form = page.getByTestId('deal-form');
  await form.getByLabel('Seed').fill('bench 36');
  await form.getByRole('button', { name: 'Deal boards 1–36' }).click();
  await expect(page.getByTestId('analysis-status')).toHaveText('36 board(s) not analysed double dummy yet.');
  await page.evaluate(() => {
    const w = window as any;
    w.__gap = 0;
    let last = performance.now();
    setInterval(() => { const now = performance.now(); w.__gap = Math.max(w.__gap, now - last); last = now; }, 50);
  });
  const t0 = await page.evaluate(() => performance.now());
  await page.getByTestId('analyse').click();
  await expect(page.getByTestId('notice')).toContainText('36 board(s) analysed double dummy in', { timeout: 540_000 });
  const [ms, gap] = await page.evaluate(() => [performance.now(), (window as any).__gap as number]);
  await expect(page.getByTestId('hands').locator('.par')).toHaveCount(36);
  console.log(`BENCH boards analyse_36_boards_ms=${(ms - t0).toFixed(0)} per_board_ms=${((ms - t0) / 36).toFixed(0)} longest_gap_between_50ms_ticks_ms=${gap.toFixed(0)}`);
});
