import { wbfVps } from './wbf';
import { test, expect, Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { axeProblems, openNewEvent, playFourSpades, Leg, openResults } from './pages';
import { imps } from './bridge-helpers';

/** This round's matches as the Swiss panel lists them: [table, NS, EW]. */
async function pairings(page: Page): Promise<number[][]> {
  const texts = await page.getByTestId('swiss').getByTestId('pairing').allTextContents();
  return texts.filter((t) => t.startsWith('Table')).map((t) => {
    const m = /^Table (\d+): (\d+) .* \(NS\) v (\d+) .* \(EW\), boards/.exec(t);
    expect(m, t).not.toBeNull();
    return [Number(m![1]), Number(m![2]), Number(m![3])];
  });
}

/** The standings as shown: pair -> [place, rounds, score]. */
async function shown(page: Page): Promise<Map<number, [string, number, number]>> {
  const rows = await page.getByTestId('swiss-standing').evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent ?? '')));
  return new Map(rows.map((c) => [Number(c[1]), [c[0], Number(c[3]), Number(c[4])]]));
}

/** Butler, written here apart from the engine: the NS scores' mean after
 * dropping the highest and lowest (5 to 9 scores), rounded to the nearest 10
 * (halves away from zero); each NS score IMPed against it, EW the negative. */
function butler(scores: number[]): number[] {
  const sorted = [...scores].sort((a, b) => a - b);
  const kept = scores.length >= 5 ? sorted.slice(1, -1) : sorted;
  const mean = kept.reduce((a, b) => a + b, 0) / kept.length;
  const datum = Math.sign(mean) * Math.round(Math.abs(mean) / 10) * 10;
  return scores.map((s) => imps(s - datum));
}

test('Swiss pairs: ten pairs over four rounds in VPs, paired by score without repeats, standings as computed apart', async ({ page }) => {
  test.setTimeout(120_000);
  await openNewEvent(page, 'Swiss pairs', 'Bridge · Swiss pairs');
  const setup = page.getByTestId('setup-form');
  await setup.getByLabel('Pairs', { exact: true }).fill('10');
  await setup.getByLabel('Boards per round', { exact: true }).fill('2');
  await setup.getByRole('combobox', { name: 'Scoring' }).selectOption('vps');
  await setup.getByLabel('Rounds (0: as many as you pair)').fill('4');
  await expect(page.getByTestId('setup-preview')).toContainText('Round 1: 1 v 6, 2 v 7, 3 v 8, 4 v 9, 5 v 10');
  await setup.getByRole('button', { name: 'Set up' }).click();
  const swiss = page.getByTestId('swiss');
  await expect(swiss.getByTestId('pairing').first()).toHaveText('Table 1: 1 Pair 1 (NS) v 6 Pair 6 (EW), boards 1–2');
  expect(await pairings(page)).toEqual([[1, 1, 6], [2, 2, 7], [3, 3, 8], [4, 4, 9], [5, 5, 10]]);
  // Not before the round is complete.
  await swiss.getByRole('button', { name: 'Pair round 2' }).click();
  await expect(page.getByTestId('notice')).toContainText('Round 1 still lacks 10 board result(s)');

  const vp = new Map<number, number>();
  const met = new Set<string>();
  let lastImps = new Map<number, number>();
  for (let round = 1; round <= 4; round++) {
    const tables = await pairings(page);
    for (const [, a, b] of tables) {
      expect(met.has(`${a}-${b}`), `${a} and ${b} meet again in round ${round}`).toBe(false);
      met.add(`${a}-${b}`).add(`${b}-${a}`);
    }
    const boards = [2 * round - 1, 2 * round];
    const legs: Leg[] = await playFourSpades(page, boards, (ns, board) => 8 + ((ns * 7 + board * 3 + round) % 5), 5);
    // Each pair's Butler IMPs over the match, then its VPs on the WBF scale worked out in the test (wbf.ts).
    const matchImps = new Map<number, number>();
    lastImps = matchImps;
    for (const board of boards) {
      const onBoard = legs.filter((l) => l.board === board);
      butler(onBoard.map((l) => l.score)).forEach((x, i) => {
        matchImps.set(onBoard[i].ns, (matchImps.get(onBoard[i].ns) ?? 0) + x);
        matchImps.set(onBoard[i].ew, (matchImps.get(onBoard[i].ew) ?? 0) - x);
      });
    }
    for (const [pair, m] of matchImps) {
      const split = wbfVps(2, m);
      vp.set(pair, (vp.get(pair) ?? 0) + (m >= 0 ? split.winner : split.loser));
    }
    await expect(page.getByTestId('standings').locator('h2')).toHaveText(`${round === 4 ? 'Final standings' : 'Standings'} after round ${round}`);
    const table = await shown(page);
    expect(table.size).toBe(10);
    for (const [pair, v] of vp) {
      expect(table.get(pair)![2], `pair ${pair} after round ${round}`).toBeCloseTo(v, 2);
      expect(table.get(pair)![1]).toBe(round);
    }
    if (round === 4) break;
    // The next round from the standings: the leader meets the highest-placed pair it has not met.
    await swiss.getByRole('button', { name: `Pair round ${round + 1}` }).click();
    await expect(page.getByTestId('notice')).toContainText(`Round ${round + 1} paired: `);
    const order = [...vp.entries()].sort((x, y) => y[1] - x[1] || x[0] - y[0]).map(([p]) => p);
    const leader = order[0];
    const opponent = order.slice(1).find((p) => !met.has(`${leader}-${p}`))!;
    expect((await pairings(page))[0]).toEqual([1, leader, opponent]);
  }
  // The places follow the VPs, ties sharing a place.
  const table = await shown(page);
  const best = Math.max(...vp.values());
  for (const [pair, v] of vp) if (Math.abs(v - best) < 0.005) expect(table.get(pair)![0]).toMatch(/^1=?$/);
  // The four declared rounds played: the Swiss says so, and a fifth is paired only on purpose (asked).
  await expect(swiss.locator('h2')).toHaveText('Swiss: round 4 of 4, final');
  await swiss.getByRole('button', { name: 'Pair an extra round 5…' }).click();
  await page.getByRole('alertdialog', { name: 'Pair a round beyond the Swiss?' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(swiss.locator('h2')).toHaveText('Swiss: round 4 of 4, final');
  // Round 5 paired, then taken back while it is empty; a reload keeps everything.
  await swiss.getByRole('button', { name: 'Pair an extra round 5…' }).click();
  await page.getByRole('alertdialog', { name: 'Pair a round beyond the Swiss?' }).getByRole('button', { name: 'Pair the extra round' }).click();
  await expect(swiss.locator('h2')).toHaveText('Swiss: round 5, an extra round (4 declared)');
  await swiss.getByRole('button', { name: 'Take back the last pairing' }).click();
  await expect(page.getByTestId('notice')).toContainText('The pairing of round 5 is taken back.');
  await page.reload();
  await expect(swiss.locator('h2')).toHaveText('Swiss: round 4 of 4, final');
  // Each pairing and its taking back are in the audit trail.
  const audit = page.getByTestId('audit');
  await audit.getByText(/entries, newest first/).click();
  await expect(audit.getByTestId('audit-line').first()).toContainText('The pairing of round 5 is taken back.');
  await expect(audit).toContainText('Round 2 paired: ');
  const again = await shown(page);
  for (const [pair, v] of vp) expect(again.get(pair)![2]).toBeCloseTo(v, 2);
  expect(await axeProblems(page)).toEqual([]);
  // Its USEBIO is a SWISS_PAIRS event scored BUTLER in VPS, read here by the browser's own XML
  // parser: each pair's TOTAL_SCORE is its VPs as the test works them out.
  const results = await openResults(page);
  const sharing = results.getByTestId('sharing');
  await expect(sharing.getByRole('button', { name: 'Ranking (CSV)' })).toBeVisible();
  const [usebio] = await Promise.all([results.waitForEvent('download'), sharing.getByRole('button', { name: 'USEBIO XML' }).click()]);
  const xml = readFileSync((await usebio.path())!, 'utf8');
  const read = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const of = (el: Element | Document, name: string) => el.querySelector(name)?.textContent ?? '';
    return {
      broken: doc.querySelector('parsererror') !== null,
      type: doc.querySelector('EVENT')?.getAttribute('EVENT_TYPE'),
      methods: [of(doc, 'BOARD_SCORING_METHOD'), of(doc, 'MATCH_SCORING_METHOD')],
      totals: Array.from(doc.querySelectorAll('PARTICIPANTS > PAIR')).map((p) => [Number(of(p, 'PAIR_NUMBER')), Number(of(p, 'TOTAL_SCORE'))]),
    };
  }, xml);
  expect([read.broken, read.type, read.methods]).toEqual([false, 'SWISS_PAIRS', ['BUTLER', 'VPS']]);
  expect(read.totals).toHaveLength(vp.size);
  for (const [pair, total] of read.totals) expect(total, `pair ${pair}'s VPs in the USEBIO`).toBeCloseTo(vp.get(pair)!, 2);
  // The results page ranks by VPs (shown at once on its own page).
  const frame = results.frameLocator('iframe.results-frame');
  await expect(frame.locator('#ranking th').nth(4)).toHaveText('VP');
  // Each board in IMPs against its datum, not match points; each match's IMPs and VPs, round by round.
  await expect(frame.locator('#travellers th').nth(6)).toHaveText('IMPs NS');
  await expect(frame.locator('#matches h3')).toHaveText(['Round 1', 'Round 2', 'Round 3', 'Round 4']);
  const last = frame.locator('#matches table').nth(3).locator('tbody tr');
  await expect(last).toHaveCount(5);
  for (const row of await last.all()) {
    const cells = await row.locator('td').allTextContents();
    const pair = Number(cells[0].split(' ')[0]);
    expect(Number(cells[2].replace('+', '')), `round 4, pair ${pair}'s IMPs`).toBe(Math.round(lastImps.get(pair)!));
    expect(cells[3]).toMatch(/^\d+\.\d\d–\d+\.\d\d$/);
  }
});

test('Swiss pairs: five pairs in match points, a bye each round to a different pair, percentages as computed apart', async ({ page }) => {
  await openNewEvent(page, 'Swiss five', 'Bridge · Swiss pairs');
  const setup = page.getByTestId('setup-form');
  await setup.getByLabel('Pairs', { exact: true }).fill('5');
  await setup.getByLabel('Boards per round', { exact: true }).fill('2');
  await expect(page.getByTestId('setup-preview')).toContainText('Round 1: 1 v 3, 2 v 4, 5 has the bye');
  await setup.getByRole('button', { name: 'Set up' }).click();
  const swiss = page.getByTestId('swiss');
  await expect(swiss.getByTestId('pairing').last()).toHaveText('5 Pair 5 has the bye (its percentage is of the boards it plays)');
  // Match points, one field, 2 tables a board: a top is 2, a tie 1 each.
  const mp = new Map<number, [number, number]>();
  const byes: number[] = [];
  for (let round = 1; round <= 2; round++) {
    const bye = await swiss.getByTestId('pairing').last().textContent();
    byes.push(Number(bye!.split(' ')[0]));
    const legs = await playFourSpades(page, [2 * round - 1, 2 * round], (ns, board) => 9 + ((ns + board) % 3), 2);
    for (const board of [2 * round - 1, 2 * round]) {
      const [x, y] = legs.filter((l) => l.board === board);
      const ns = x.score > y.score ? [2, 0] : x.score < y.score ? [0, 2] : [1, 1];
      const add = (p: number, m: number) => { const [a, b] = mp.get(p) ?? [0, 0]; mp.set(p, [a + m, b + 2]); };
      add(x.ns, ns[0]); add(x.ew, 2 - ns[0]); add(y.ns, ns[1]); add(y.ew, 2 - ns[1]);
    }
    const table = await shown(page);
    for (const [pair, [got, max]] of mp) expect(table.get(pair)![2], `pair ${pair}`).toBeCloseTo((100 * got) / max, 2);
    if (round === 1) {
      await swiss.getByRole('button', { name: 'Pair round 2' }).click();
      await expect(swiss.locator('h2')).toHaveText('Swiss: round 2');
    }
  }
  expect(byes[0]).toBe(5);
  expect(byes[1]).not.toBe(5);
  expect(await axeProblems(page)).toEqual([]);
});

test('Swiss pairs: round 1 drawn by lot, every pair once, the same after a reload', async ({ page }) => {
  await openNewEvent(page, 'Swiss drawn', 'Bridge · Swiss pairs');
  const setup = page.getByTestId('setup-form');
  await setup.getByLabel('Pairs', { exact: true }).fill('8');
  await setup.getByRole('combobox', { name: 'Round 1' }).selectOption('drawn');
  await expect(page.getByTestId('setup-preview')).toHaveText('Round 1 drawn by lot when you set up; later rounds paired from the standings.');
  await setup.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByTestId('swiss').getByTestId('pairing')).toHaveCount(4);
  const drawn = await pairings(page);
  expect(drawn.flatMap(([, a, b]) => [a, b]).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  await page.reload();
  await expect(page.getByTestId('swiss').getByTestId('pairing')).toHaveCount(4);
  expect(await pairings(page)).toEqual(drawn);
});

// The Swiss pairs screens at tablet and phone sizes: no wider than the
// screen (the standings scroll inside their frame), and clean under axe.
for (const size of [{ name: 'tablet', width: 768, height: 1024 }, { name: 'phone', width: 390, height: 844 }]) {
  test(`Swiss pairs screens at ${size.name} size`, async ({ page }) => {
    const out = resolve(__dirname, '../screenshots');
    mkdirSync(out, { recursive: true });
    await page.setViewportSize({ width: size.width, height: size.height });
    await openNewEvent(page, 'Swiss night', 'Bridge · Swiss pairs');
    const setup = page.getByTestId('setup-form');
    await setup.getByLabel('Pairs', { exact: true }).fill('7');
    await setup.getByRole('combobox', { name: 'Scoring' }).selectOption('vps');
    await page.screenshot({ path: join(out, `${size.name}-swiss-pairs-setup.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await axeProblems(page)).toEqual([]);
    await setup.getByRole('button', { name: 'Set up' }).click();
    await playFourSpades(page, [1, 2, 3, 4, 5, 6], (ns, board) => 9 + ((ns + board) % 3), 3);
    await page.getByTestId('swiss').getByRole('button', { name: 'Pair round 2' }).click();
    await expect(page.getByTestId('swiss').locator('h2')).toHaveText('Swiss: round 2');
    await page.getByTestId('swiss').screenshot({ path: join(out, `${size.name}-swiss-pairs-round.png`) });
    await page.getByTestId('standings').screenshot({ path: join(out, `${size.name}-swiss-pairs-standings.png`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await axeProblems(page)).toEqual([]);
  });
}
