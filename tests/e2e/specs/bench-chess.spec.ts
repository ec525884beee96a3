import { test, expect, type Page } from '@playwright/test';

// Benchmark (prints figures; asserts only that the work was done): the chess
// page on a 400-team, 6-board team Swiss after 9 rounds, every command of it
// in the log: opening it, entering a board result by keyboard, pairing
// round 10, each to the screen's being drawn, in Chromium.
/** Milliseconds from a tab's button to `count` elements matching `selector` drawn (-1: never). */
async function tabDrawn(page: Page, tab: string, selector: string, count: number): Promise<number> {
  return page.evaluate(async ([tab, selector, count]) => {
    const button = Array.from(document.querySelectorAll('nav.tabs button')).find((b) => b.textContent === tab) as HTMLButtonElement;
    const t = performance.now();
    button.click();
    for (let i = 0; i < 600; i++) {
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      if (document.querySelectorAll(selector as string).length === count) return performance.now() - t;
    }
    return -1;
  }, [tab, selector, count] as const);
}

test('bench: the chess page on a 400-team Swiss at round 9', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('./');
  await expect(page.getByRole('heading', { name: 'Events on this device' })).toBeVisible();
  const parts = await page.evaluate(() => (window as any).wasmBindings.bench_chess_entry_parts(7));
  console.log(`BENCH chess entry parts (ms): ${parts}`);
  const bytes = await page.evaluate(() => {
    const text = (window as any).wasmBindings.bench_chess_event_envelope();
    const envelope = JSON.parse(text);
    envelope.data.revision = 1;
    localStorage.setItem('clubscore/event/chess-bench', JSON.stringify(envelope));
    localStorage.setItem('clubscore/index', JSON.stringify({ ids: ['chess-bench'] }));
    return text.length;
  });
  // Opening: the page loaded (its module compiled), the event read and rebuilt, the round's 200 matches drawn
  // (a tournament under way opens on its pairings); measured from the page's start to the matches drawn.
  // Times taken by the page itself as they happen: the first match drawn (the
  // first screenful shown), and all 200.
  await page.addInitScript(() => {
    const w = window as any;
    new MutationObserver(() => {
      const n = document.querySelectorAll('[data-testid=match]').length;
      if (n > 0 && w.__first === undefined) w.__first = performance.now();
      if (n >= 200 && w.__all === undefined) w.__all = performance.now();
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('./chess.html#/event/chess-bench');
  await expect(page.getByTestId('match')).toHaveCount(200, { timeout: 60_000 });
  const [first, open] = await page.evaluate(() => [(window as any).__first as number, (window as any).__all as number]);
  // The Teams tab of 400 teams, from its button to its cards drawn.
  const teams = await tabDrawn(page, 'Teams', '[data-testid=team-card]', 400);
  expect(teams).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Pairings and results' }).click();
  await expect(page.getByTestId('match')).toHaveCount(200);

  // A board result by keyboard: its key's handler, the save, the rebuild and the match redrawn, to the next task.
  const figures: number[] = [];
  for (let i = 0; i < 21; i++) {
    const ms = await page.evaluate(async (m) => {
      const row = document.getElementById(`board-9-${m}-0`)!;
      row.focus();
      const t = performance.now();
      row.dispatchEvent(new KeyboardEvent('keydown', { key: m % 2 ? '=' : '1', bubbles: true }));
      // The key's handler, the save and the reactive updates (microtasks) are done by the next task.
      await new Promise((r) => { const c = new MessageChannel(); c.port1.onmessage = r; c.port2.postMessage(0); });
      return performance.now() - t;
    }, 10 + i);
    figures.push(ms);
  }
  await expect(page.getByTestId('notice')).toContainText('Round 9, match 31, board 1');
  figures.sort((a, b) => a - b);

  // Pairing round 10: the click to the 200 matches drawn.
  const pairing = await page.evaluate(async () => {
    const button = document.querySelector('[data-testid=pair]') as HTMLButtonElement;
    const t = performance.now();
    button.click();
    for (let i = 0; i < 600; i++) {
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      if (document.getElementById('board-10-199-0')) return performance.now() - t;
    }
    return -1;
  });
  expect(pairing).toBeGreaterThan(0);

  // The standings of 400 teams with five tie-breaks, from the tab's button to drawn.
  const standings = await tabDrawn(page, 'Standings', '[data-testid=chess-standing]', 400);
  expect(standings).toBeGreaterThan(0);
  console.log(`BENCH chess page 400 teams round 9: stored_bytes=${bytes} open_to_first_match_ms=${first.toFixed(0)} open_to_matches_ms=${open.toFixed(0)} teams_tab_ms=${teams.toFixed(0)} enter_result_ms median=${figures[10].toFixed(1)} best=${figures[0].toFixed(1)} worst=${figures[20].toFixed(1)} pair_round_10_to_drawn_ms=${pairing.toFixed(0)} standings_tab_ms=${standings.toFixed(0)}`);
  expect(figures[0]).toBeGreaterThan(0);
});
