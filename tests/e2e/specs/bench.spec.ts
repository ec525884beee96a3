import { test, expect } from '@playwright/test';

// Benchmarks of the engine as WebAssembly in Chromium, from the release build.
// They print figures for the closing notes; they assert only that the work was done.
test('bench: a 30-table, 36-board pairs session from PBN text to ranked pairs', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Events on this device' })).toBeVisible();
  const ms = await page.evaluate(() => (window as any).wasmBindings.bench_bridge_session(30));
  expect(ms).toBeGreaterThan(0);
  console.log(`BENCH wasm bridge_30_tables_36_boards_ms=${ms.toFixed(3)}`);
});

test('bench: a 400-team, 11-round, 6-board team Swiss from TRF text to every team tie-break', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Events on this device' })).toBeVisible();
  const ms = await page.evaluate(() => (window as any).wasmBindings.bench_chess_tiebreaks(20));
  expect(ms).toBeGreaterThan(0);
  console.log(`BENCH wasm chess_400_teams_all_tiebreaks_ms=${ms.toFixed(3)}`);
});

test('bench: round 9 of an 11-round team Swiss paired by C.04.6, 100 and 400 teams', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Events on this device' })).toBeVisible();
  const small = await page.evaluate(() => (window as any).wasmBindings.bench_chess_pairing(100, 10));
  const large = await page.evaluate(() => (window as any).wasmBindings.bench_chess_pairing(400, 5));
  expect(small).toBeGreaterThan(0);
  expect(large).toBeGreaterThan(0);
  console.log(`BENCH wasm chess_pair_100_teams_ms=${small.toFixed(3)} chess_pair_400_teams_ms=${large.toFixed(3)}`);
});

test('bench: a 400-team, 11-round, 6-board team Swiss at round 9 from its log: opening it, entering a result', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Events on this device' })).toBeVisible();
  const figures = await page.evaluate(() => (window as any).wasmBindings.bench_chess_event(7));
  expect(figures).toMatch(/^open_ms=/);
  console.log(`BENCH wasm chess_400_teams_round_9 ${figures}`);
});
