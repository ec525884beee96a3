import { test, expect } from '@playwright/test';
import { RUNS, record, withBenchExports } from './bench-figures';

// Benchmarks of the engine as WebAssembly in Chromium, from the release
// build with the bench exports: the work alone, no page drawn. Figures for
// scripts/bench; they assert only that the work was done.

/** `RUNS` timings of a bench export, each a positive number of milliseconds. */
async function timings(page: import('@playwright/test').Page, call: (b: any) => number): Promise<number[]> {
  await withBenchExports(page);
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await page.evaluate(call, null as any));
  for (const ms of runs) expect(ms).toBeGreaterThan(0);
  return runs;
}

test('bench: a 30-table, 36-board pairs session from PBN text to ranked pairs', async ({ page }) => {
  const runs = await timings(page, () => (window as any).wasmBindings.bench_bridge_session(1));
  record({ name: 'wasm_bridge_30_tables_36_boards_scored', unit: 'ms', slowdown: 1 }, runs);
});

test('bench: a 400-team, 11-round, 6-board team Swiss from TRF text to every team tie-break', async ({ page }) => {
  test.setTimeout(30_000 + RUNS * 10_000);
  const runs = await timings(page, () => (window as any).wasmBindings.bench_chess_tiebreaks(1));
  record({ name: 'wasm_chess_400_teams_all_tiebreaks', unit: 'ms', slowdown: 1 }, runs);
});

test('bench: round 9 of an 11-round team Swiss paired by C.04.6, 100 and 400 teams', async ({ page }) => {
  test.setTimeout(30_000 + RUNS * 20_000);
  record({ name: 'wasm_chess_pair_round_9_100_teams', unit: 'ms', slowdown: 1 }, await timings(page, () => (window as any).wasmBindings.bench_chess_pairing(100, 1)));
  record({ name: 'wasm_chess_pair_round_9_400_teams', unit: 'ms', slowdown: 1 }, await timings(page, () => (window as any).wasmBindings.bench_chess_pairing(400, 1)));
});

test('bench: a 400-team, 11-round, 6-board team Swiss at round 9 from its log: opening it, entering a result', async ({ page }) => {
  test.setTimeout(120_000);
  await withBenchExports(page);
  const figures = await page.evaluate(() => (window as any).wasmBindings.bench_chess_event(7));
  expect(figures).toMatch(/^open_ms=/);
  console.log(`BENCH wasm chess_400_teams_round_9 ${figures}`);
});
