import { test, expect, type Page } from '@playwright/test';
import { RUNS, record, slowDown, startUps, watchFor, withBenchExports } from './bench-figures';

// Benchmark (figures for scripts/bench; asserts only that the work was done):
// a 30-table, 27-board evening (60 pairs) opened, and a result entered on it
// with the standings redrawn, each to the paint that shows it (bench-figures'
// timeToPaint: requestAnimationFrame, then a message), at full speed and with
// the CPU slowed four times (a cheap tablet).

/** The evening stored as the only event on the device. */
async function storeEvening(page: Page) {
  await withBenchExports(page);
  await page.evaluate(() => {
    const envelope = JSON.parse((window as any).wasmBindings.bench_full_event_envelope());
    envelope.data.revision = 1;
    localStorage.setItem('clubscore/event/bench', JSON.stringify(envelope));
    localStorage.setItem('clubscore/index', JSON.stringify({ ids: ['bench'] }));
  });
}

test('bench: a 30-table evening opened, and a result saved with the standings redrawn', async ({ page }) => {
  test.setTimeout(120_000 + RUNS * 30_000);
  await storeEvening(page);
  // From the navigation's start to the paint showing the 60 pairs' standings: a whole start each
  // time (the page's module compiled, the event read and scored, the standings drawn).
  await watchFor(page, '[data-testid="standing"]', 60);
  // Counted across both speeds: each save differs from the one before it.
  let saves = 0;
  for (const rate of [1, 4]) {
    await slowDown(page, rate);
    const opened = await startUps(page, './bridge.html#/event/bench');
    record({ name: 'evening_30_tables_opened', unit: 'ms', slowdown: rate, goal: rate === 4 ? 400 : undefined }, opened);

    // A result saved: from the click (at a frame's start, as a person's) to the paint showing it entered and the standings redrawn.
    // Each save moves the board's first result from its top (7NT made) to its bottom (seven down) or back, so every
    // pair who played the board has its match points changed and its standing redrawn, as a board's first results do.
    await expect(page.getByTestId('standing')).toHaveCount(60);
    const row = page.getByTestId('entry-row').first();
    const saved: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await row.getByLabel(/^Contract/).fill('7NT');
      await row.getByLabel(/^Declarer/).fill('N');
      await row.getByLabel(/^Tricks/).fill(saves++ % 2 === 0 ? '13' : '6');
      saved.push(await row.evaluate((row) => {
        const entered = row.querySelector('[data-testid="entered"]')!;
        const before = entered.textContent;
        return (window as any).__tap(() => (row.querySelector('button') as HTMLButtonElement).click(), () => entered.textContent !== before) as Promise<number>;
      }));
      await expect(row.getByTestId('entered')).not.toHaveText('—');
    }
    record({ name: 'bridge_result_saved_standings_redrawn', unit: 'ms', slowdown: rate, goal: rate === 1 ? 8 : 32 }, saved);
  }
  await expect(page.getByTestId('notice')).toContainText('was already entered');
  const parts = await page.evaluate(() => (window as any).wasmBindings.bench_save_parts());
  console.log(`BENCH save parts: ${parts}`);
});
