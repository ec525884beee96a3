import { test, expect } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { axeProblems, openNewEvent, openResults, enterResult } from './pages';
import { fourSpades } from './bridge-helpers';

test('an individual of 12 players: the whist movement verified, results by board naming four players, percentages and a handicap as computed apart', async ({ page }) => {
  test.setTimeout(120_000);
  await openNewEvent(page, 'Christmas individual', 'Bridge · Individual');
  const setup = page.getByTestId('setup-form');
  await setup.getByLabel('Players', { exact: true }).fill('12');
  await setup.getByLabel('Boards per round', { exact: true }).fill('1');
  await expect(page.getByTestId('setup-preview')).toHaveText('11 rounds at 3 tables, boards 1 to 11; each player partners every other player once and meets every other twice as an opponent; all checks passed.');
  // A number the movements do not take is refused with the ones they do.
  await setup.getByLabel('Players', { exact: true }).fill('10');
  await expect(page.getByTestId('setup-preview')).toContainText('8, 12, 16, 20 or 24 players (whist), or 28, 44 or 52 (rainbow)');
  await setup.getByLabel('Players', { exact: true }).fill('12');
  await setup.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByTestId('notice')).toContainText('Session set up: 11 rounds, boards 1 to 11.');

  // Each board at three tables: 4S by North, tricks from the board and North's number.
  const mp = new Map<number, number>();
  const partners = new Map<string, number>();
  const opponents = new Map<string, number>();
  const count = (m: Map<string, number>, a: number, b: number) => { const k = `${Math.min(a, b)}-${Math.max(a, b)}`; m.set(k, (m.get(k) ?? 0) + 1); };
  for (let board = 1; board <= 11; board++) {
    await page.getByTestId('board-number').fill(String(board));
    const rows = page.getByTestId('entry-row');
    await expect(rows).toHaveCount(3);
    const tables: { n: number; s: number; e: number; w: number; score: number }[] = [];
    for (let i = 0; i < 3; i++) {
      const row = rows.nth(i);
      const [n, s] = (await row.locator('td').nth(1).textContent())!.split(' & ').map(Number);
      const [e, w] = (await row.locator('td').nth(2).textContent())!.split(' & ').map(Number);
      const tricks = 8 + ((board * 3 + n) % 5);
      await enterResult(row, '4S', 'N', tricks);
      await expect(row.getByTestId('entered')).not.toHaveText('—');
      // The notice names both sides by their two players.
      await expect(page.getByTestId('notice')).toContainText(`Board ${board}, NS ${n} & ${s} v EW ${e} & ${w}:`);
      tables.push({ n, s, e, w, score: fourSpades(board, tricks) });
    }
    // Match points, 2 for each NS score beaten, 1 for a tie: a top of 4.
    for (const t of tables) {
      const ns = tables.filter((o) => o !== t).reduce((a, o) => a + (t.score > o.score ? 2 : t.score === o.score ? 1 : 0), 0);
      for (const [p, got] of [[t.n, ns], [t.s, ns], [t.e, 4 - ns], [t.w, 4 - ns]]) mp.set(p, (mp.get(p) ?? 0) + got);
      count(partners, t.n, t.s); count(partners, t.e, t.w);
      for (const [a, b] of [[t.n, t.e], [t.n, t.w], [t.s, t.e], [t.s, t.w]]) count(opponents, a, b);
    }
  }
  // The movement as played: every two players partnered once and opposed twice.
  expect(partners.size).toBe(66);
  expect([...partners.values()].every((k) => k === 1)).toBe(true);
  expect(opponents.size).toBe(66);
  expect([...opponents.values()].every((k) => k === 2)).toBe(true);

  // The standings: every player's match points of 44 and percentage.
  const standing = (p: number) => page.getByTestId('standing').filter({ has: page.locator('td:nth-child(2)', { hasText: new RegExp(`^${p}$`) }) });
  await expect(page.getByTestId('standing')).toHaveCount(12);
  for (const [p, got] of mp) {
    await expect(standing(p).locator('td').nth(4)).toHaveText(`${got.toFixed(2)} / 44`);
    await expect(standing(p).locator('td').nth(5)).toHaveText(((100 * got) / 44).toFixed(2));
  }
  await expect(page.getByTestId('mp-check')).toContainText('add up to 66.00');
  // A player's handicap (SC 2.6): the handicapped percentage is his own plus it.
  await page.getByRole('button', { name: 'Rename player 1', exact: true }).click();
  await page.getByLabel('Handicap of player 1 (%)').fill('+3.58');
  await page.getByLabel('Handicap of player 1 (%)').press('Enter');
  await expect(standing(1).getByTestId('handicapped')).toHaveText(((100 * mp.get(1)!) / 44 + 3.58).toFixed(2));
  expect(await axeProblems(page)).toEqual([]);
  // The seats to print and pin up: each player's table and seat, round by round (player 12 stays North at table 1).
  const [seats] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Print where each player sits' }).click()]);
  await expect(seats.locator('h1')).toHaveText('Christmas individual: where each player sits');
  await expect(seats.locator('tbody tr')).toHaveCount(12);
  await expect(seats.locator('tbody tr').nth(11).locator('td').nth(2)).toHaveText('T1 N');
  await seats.close();
  // Its files: the page, the CSV files, whose travellers name the four players, PBN and USEBIO. The
  // USEBIO is an INDIVIDUAL event, read here by the browser's own XML parser: each player's
  // TOTAL_SCORE is his match points as the test works them out.
  const results = await openResults(page);
  const sharing = results.getByTestId('sharing');
  await expect(sharing.getByRole('button', { name: 'PBN with scores' })).toBeVisible();
  const [usebio] = await Promise.all([results.waitForEvent('download'), sharing.getByRole('button', { name: 'USEBIO XML' }).click()]);
  const read = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const of = (el: Element, name: string) => el.querySelector(name)?.textContent ?? '';
    return {
      broken: doc.querySelector('parsererror') !== null,
      type: doc.querySelector('EVENT')?.getAttribute('EVENT_TYPE'),
      lines: doc.querySelectorAll('TRAVELLER_LINE > WEST_PLAYER_NUMBER').length,
      totals: Array.from(doc.querySelectorAll('PARTICIPANTS > PLAYER')).map((p) => [Number(of(p, 'PLAYER_NUMBER')), Number(of(p, 'TOTAL_SCORE'))]),
    };
  }, readFileSync((await usebio.path())!, 'utf8'));
  expect([read.broken, read.type, read.lines, read.totals.length]).toEqual([false, 'INDIVIDUAL', 33, 12]);
  for (const [p, total] of read.totals) expect(total, `player ${p} in the USEBIO`).toBeCloseTo(mp.get(p)!, 2);
  const download = results.waitForEvent('download');
  await sharing.getByRole('button', { name: 'Travellers (CSV)' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv.split('\n')[0]).toBe('board,north,south,east,west,contract,declarer,tricks,score_ns,mp_ns,mp_ew,pct_ns');
  expect(csv.trim().split('\n')).toHaveLength(34);
  // The results page names the four players of a table and ranks players.
  // (On its own page, the results page is shown at once.)
  const frame = results.frameLocator('iframe.results-frame');
  await expect(frame.locator('#ranking th').nth(1)).toHaveText('Player');
  await expect(frame.locator('#b1 + p + .wrap tbody tr')).toHaveCount(3);
  await expect(frame.locator('#b1 + p + .wrap tbody tr').first().locator('td').first()).toHaveText(/^\d+ & \d+$/);
});

// The individual's screens at tablet and phone sizes.
for (const size of [{ name: 'tablet', width: 768, height: 1024 }, { name: 'phone', width: 390, height: 844 }]) {
  test(`individual screens at ${size.name} size`, async ({ page }) => {
    const out = resolve(__dirname, '../screenshots');
    mkdirSync(out, { recursive: true });
    await page.setViewportSize({ width: size.width, height: size.height });
    await openNewEvent(page, 'Individual night', 'Bridge · Individual');
    const setup = page.getByTestId('setup-form');
    await setup.getByLabel('Players', { exact: true }).fill('28');
    await expect(page.getByTestId('setup-preview')).toContainText('7 rounds at 7 tables');
    await page.screenshot({ path: join(out, `${size.name}-individual-setup.png`), fullPage: true });
    expect(await axeProblems(page)).toEqual([]);
    await setup.getByRole('button', { name: 'Set up' }).click();
    const row = page.getByTestId('entry-row').first();
    await enterResult(row, '3NT', 'S', 9);
    await expect(row.getByTestId('entered')).not.toHaveText('—');
    // A player missing round 1 (player 9, South at table 2 in the rainbow): his table's three boards are scored Average- and Average+.
    const director = page.getByTestId('director');
    await director.getByText('Late or missing player').click();
    const form = director.getByTestId('absent-form');
    await form.getByRole('combobox', { name: 'Player', exact: true }).selectOption('9');
    await form.getByLabel('From round').fill('1');
    await form.getByLabel('To round').fill('1');
    await form.getByRole('button', { name: 'Score the missed boards' }).click();
    await expect(page.getByTestId('notice')).toContainText('Player 9, rounds 1 to 1: 3 board(s) scored.');
    await page.screenshot({ path: join(out, `${size.name}-individual-session.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await axeProblems(page)).toEqual([]);
  });
}
