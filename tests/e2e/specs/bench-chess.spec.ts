import { test, expect, type Page } from '@playwright/test';
import { RUNS, record, slowDown, startUps, watchFor, withBenchExports } from './bench-figures';

// Benchmark (figures for scripts/bench; asserts only that the work was done):
// the chess page on a team Swiss of 6 boards after 9 rounds, every command of
// it in the log: opened to its first match, a board result entered by
// keyboard, its tabs, pairing round 10; each to the paint that shows it
// (bench-figures' timeToPaint), in Chromium.

/** The event of `teams` teams stored as the only one on the device; its size in characters. */
async function storeEvent(page: Page, teams: number): Promise<number> {
  await withBenchExports(page);
  return page.evaluate((teams) => {
    const text = (window as any).wasmBindings.bench_chess_event_envelope(teams);
    const envelope = JSON.parse(text);
    envelope.data.revision = 1;
    localStorage.setItem('clubscore/event/chess-bench', JSON.stringify(envelope));
    localStorage.setItem('clubscore/index', JSON.stringify({ ids: ['chess-bench'] }));
    return text.length;
  }, teams);
}

/** From the navigation's start to the paint showing the first match, `RUNS` times (the page reloaded each time). */
async function openings(page: Page): Promise<number[]> {
  await watchFor(page, '[data-testid=match]', 1);
  return startUps(page, './chess.html#/event/chess-bench');
}

/** From a tab's button (pressed at a frame's start) to the paint showing `count` elements matching `selector`. */
async function tabShown(page: Page, tab: string, selector: string, count: number): Promise<number> {
  return page.evaluate(([tab, selector, count]) => {
    const button = Array.from(document.querySelectorAll('nav.tabs button')).find((b) => b.textContent === tab) as HTMLButtonElement;
    return (window as any).__tap(() => button.click(), () => document.querySelectorAll(selector as string).length === count) as Promise<number>;
  }, [tab, selector, count] as const);
}

test('bench: the chess page of a 40-team Swiss at round 9 opened on a cheap tablet', async ({ page }) => {
  test.setTimeout(60_000 + RUNS * 20_000);
  await storeEvent(page, 40);
  await slowDown(page, 4);
  record({ name: 'chess_40_teams_opened_to_first_match', unit: 'ms', slowdown: 4, goal: 300 }, await openings(page));
  await expect(page.getByTestId('match')).toHaveCount(20);
});

test('bench: the chess page on a 400-team Swiss at round 9', async ({ page }) => {
  test.setTimeout(300_000 + RUNS * 60_000);
  const parts = await withBenchExports(page).then(() => page.evaluate(() => (window as any).wasmBindings.bench_chess_entry_parts(7)));
  console.log(`BENCH chess entry parts (ms): ${parts}`);
  const bytes = await storeEvent(page, 400);
  record({ name: 'chess_400_teams_stored_chars', unit: 'count', slowdown: 1 }, [bytes]);
  record({ name: 'chess_400_teams_opened_to_first_match', unit: 'ms', slowdown: 1 }, await openings(page));
  await expect(page.getByTestId('match')).toHaveCount(200, { timeout: 60_000 });

  // The Teams tab of 400 teams and back, from its button to the paint showing its cards.
  const teams: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    teams.push(await tabShown(page, 'Teams', '[data-testid=team-card]', 400));
    await tabShown(page, 'Pairings and results', '[data-testid=match]', 200);
  }
  record({ name: 'chess_400_teams_teams_tab', unit: 'ms', slowdown: 1 }, teams);

  // A board result by keyboard: from the key (at a frame's start) to the paint showing it saved, at full speed and at 4×.
  for (const rate of [1, 4]) {
    await slowDown(page, rate);
    const entered: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      entered.push(await page.evaluate((m) => {
        const row = document.getElementById(`board-9-${m}-0`)!;
        row.focus();
        // Shown when the notice names this match's board (each run a new match).
        const notice = () => document.querySelector('[data-testid=notice]')?.textContent ?? '';
        const key = new KeyboardEvent('keydown', { key: m % 2 ? '=' : '1', bubbles: true });
        return (window as any).__tap(() => row.dispatchEvent(key), () => notice().includes(`match ${m + 1}, board 1`)) as Promise<number>;
      }, 10 + i + (rate === 4 ? 50 : 0)));
    }
    record({ name: 'chess_400_teams_board_result', unit: 'ms', slowdown: rate, goal: rate === 1 ? 16 : undefined }, entered);
  }
  await slowDown(page, 1);
  await expect(page.getByTestId('notice')).toContainText(/Round 9, match \d+, board 1/);

  // Pairing round 10 (once: the round is then paired): the click to the paint showing its 200 matches.
  const pairing = await page.evaluate(() => (window as any).__tap(
    () => (document.querySelector('[data-testid=pair]') as HTMLButtonElement).click(),
    () => document.getElementById('board-10-199-0') !== null,
  ) as Promise<number>);
  record({ name: 'chess_400_teams_pair_round_10', unit: 'ms', slowdown: 1 }, [pairing]);

  // The standings of 400 teams with five tie-breaks, from the tab's button to the paint.
  const standings: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    standings.push(await tabShown(page, 'Standings', '[data-testid=chess-standing]', 400));
    await tabShown(page, 'Pairings and results', '[data-testid=match]', 200);
  }
  record({ name: 'chess_400_teams_standings_tab', unit: 'ms', slowdown: 1 }, standings);
});
