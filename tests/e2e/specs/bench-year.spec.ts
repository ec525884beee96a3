import { test, expect } from '@playwright/test';
import { RUNS, record, slowDown, startUps, watchFor, withBenchExports } from './bench-figures';

// Benchmark (figures for scripts/bench; asserts only that the work was done):
// a club's year on one device (issue 29, items 3 and 6), as `clubscore bench
// year` stores it, what is due archived: the list of events, the largest
// evening opened from it, and an archived chess event, each to the paint
// that shows it (bench-figures' timeToPaint), at full speed and with the CPU
// slowed four times (a cheap tablet); and the list with nothing stored.

test('bench: a club year on one device, listed and opened, at full speed and at 4x CPU slowdown', async ({ browser }) => {
  test.setTimeout(300_000 + RUNS * 60_000);
  // The year, made by the engine in the page and put in this profile's storage.
  const context = await browser.newContext();
  const setup = await context.newPage();
  await withBenchExports(setup);
  const stored = await setup.evaluate(() => {
    const store = JSON.parse((window as any).wasmBindings.bench_club_year_store()) as Record<string, string>;
    localStorage.clear();
    let chars = 0;
    for (const [k, v] of Object.entries(store)) {
      localStorage.setItem(k, v);
      chars += k.length + v.length;
    }
    return { keys: Object.keys(store).length, chars };
  });
  await setup.close();
  expect(stored.chars).toBeGreaterThan(500_000);
  record({ name: 'club_year_stored_chars', unit: 'count', slowdown: 1 }, [stored.chars]);
  for (const rate of [1, 4]) {
    const page = await context.newPage();
    await slowDown(page, rate);
    await watchFor(page, '[data-testid="event-row"]', 68);
    // The list of events, from the page's first byte (WebAssembly compiled, the 68 events listed).
    record({ name: 'events_list_club_year', unit: 'ms', slowdown: rate, goal: rate === 4 ? 300 : undefined }, await startUps(page, './'));
    // The largest evening not archived (the last Tuesday's, 15 tables, 405 results) opened from the list:
    // the scorer's page, from its navigation's start to the paint showing its standings.
    await watchFor(page, '[data-testid="standing"]', 30);
    record({ name: 'evening_15_tables_opened_from_list', unit: 'ms', slowdown: rate }, await startUps(page, 'bridge.html#/event/pairs51'));
    console.log(`BENCH home reads x${rate}: ${await page.evaluate(() => (window as any).wasmBindings.bench_home_reads(5))}`);
    await page.close();
    // An archived chess event of 40 teams and 9 rounds, unpacked and replayed, on the chess page.
    const chess = await context.newPage();
    await slowDown(chess, rate);
    await watchFor(chess, '[data-testid="archived-note"]', 1);
    record({ name: 'chess_40_teams_archived_opened', unit: 'ms', slowdown: rate }, await startUps(chess, 'chess.html#/event/chess2'));
    await chess.close();
  }
  // The page with nothing stored: what the list itself adds.
  const empty = await browser.newContext();
  for (const rate of [1, 4]) {
    const page = await empty.newPage();
    await slowDown(page, rate);
    await watchFor(page, '[data-testid="no-events"]', 1);
    record({ name: 'events_list_empty', unit: 'ms', slowdown: rate, goal: rate === 4 ? 200 : undefined }, await startUps(page, './'));
    await page.close();
  }
  await context.close();
  await empty.close();
});
