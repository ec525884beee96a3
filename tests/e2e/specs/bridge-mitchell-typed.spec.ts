// A real-sized club Mitchell typed whole through the entry screen by keyboard
// alone (13 tables, 26 boards, 338 results; issue 26): every number on the
// screen, the results page, both CSV files and the e-mail text is compared
// with the match points worked out here, apart from the engine (WBF: 2 per
// score beaten, 1 per tie; top 24), each pair under the club's own number.
import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { openNewEvent, openResults, setUpMitchell } from './pages';
import { fourSpades } from './bridge-helpers';

const TABLES = 13;
const BOARDS = 26;
const TOP = 2 * (TABLES - 1);
const VUL_NS = new Set([2, 4, 5, 7, 10, 12, 13, 15]);

/** 3NT by South, `tricks` tricks, North-South's score (Law 77). */
function threeNoTrump(board: number, tricks: number): number {
  const vul = VUL_NS.has(((board - 1) % 16) + 1);
  if (tricks >= 9) return (vul ? 600 : 400) + (tricks - 9) * 30;
  return -(9 - tricks) * (vul ? 100 : 50);
}

/** What each table typed: a contract chosen from the pairs and the board, so that scores repeat and differ. */
function played(board: number, ns: number, ew: number): { typed: string; score: number } {
  const k = (ns * 7 + ew * 3 + board * 5) % 11;
  if (k < 6) {
    const tricks = 8 + (k % 5);
    return { typed: `4S N ${tricks}`, score: fourSpades(board, tricks) };
  }
  const tricks = 7 + (k % 5);
  return { typed: `3NT S ${tricks}`, score: threeNoTrump(board, tricks) };
}

type Line = { board: number; ns: number; ew: number; score: number; mpNs: number };

async function cells(page: Page, row: number): Promise<string[]> {
  return page.getByTestId('entry-row').nth(row).locator('td').allTextContents();
}

test('a 13-table Mitchell of 26 boards typed by keyboard: every number on the screen, the results page, the CSV files and the e-mail as worked out apart', async ({ page }) => {
  test.setTimeout(300_000);
  await openNewEvent(page, 'Thirteen tables', 'Bridge · Pairs');
  await setUpMitchell(page, TABLES, 2, true);
  // The keyboard is in the first row: each board's rows, then Enter in the board field goes to the next board's first row.
  const lines: Line[] = [];
  let keys = 0;
  for (let board = 1; board <= BOARDS; board++) {
    if (board > 1) {
      await expect(page.getByTestId('board-number')).toBeFocused();
      await page.keyboard.type(String(board));
      await page.keyboard.press('Enter');
      keys += String(board).length + 1;
    }
    const rows = page.getByTestId('entry-row');
    await expect(rows).toHaveCount(TABLES);
    await expect(page.getByRole('caption').filter({ hasText: `Traveller, board ${board}` })).toBeVisible();
    for (let i = 0; i < TABLES; i++) {
      const [, ns, ew] = (await cells(page, i)).map(Number);
      const p = played(board, ns, ew);
      await expect(rows.nth(i).getByLabel(/^Contract or score/)).toBeFocused();
      await page.keyboard.type(p.typed);
      await page.keyboard.press('Enter');
      keys += p.typed.length + 1;
      lines.push({ board, ns, ew, score: p.score, mpNs: 0 });
    }
    await expect(rows.nth(TABLES - 1).getByTestId('entered')).not.toHaveText('—');
  }
  expect(lines).toHaveLength(TABLES * BOARDS);
  await expect(page.getByTestId('missing')).toHaveText('Every scheduled result is in.');

  // The match points, worked out here.
  for (const l of lines) {
    const field = lines.filter((o) => o.board === l.board && o !== l);
    l.mpNs = field.reduce((a, o) => a + (l.score > o.score ? 2 : l.score === o.score ? 1 : 0), 0);
  }
  const total = new Map<string, number>();
  for (const l of lines) {
    total.set(`NS ${l.ns}`, (total.get(`NS ${l.ns}`) ?? 0) + l.mpNs);
    total.set(`EW ${l.ew}`, (total.get(`EW ${l.ew}`) ?? 0) + TOP - l.mpNs);
  }
  expect(total.size).toBe(2 * TABLES);
  const pct = (who: string) => ((100 * total.get(who)!) / (BOARDS * TOP)).toFixed(2);
  const mp = (who: string) => total.get(who)!.toFixed(2);

  // The screen: each pair's percentage in the live standings, by direction and the club's number.
  const shown = await page.getByTestId('standings').locator('table').evaluateAll((tables) =>
    tables.flatMap((t) => {
      const way = (t.querySelector('caption')?.textContent ?? '').startsWith('North') ? 'NS' : 'EW';
      return Array.from(t.querySelectorAll('tbody tr')).map((r) => {
        const c = Array.from(r.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim());
        return [`${way} ${c[1]}`, c[5]];
      });
    }),
  );
  expect(shown).toHaveLength(2 * TABLES);
  for (const [who, p] of shown) expect(p, `the screen, ${who}`).toBe(pct(who));
  // The last board's traveller on the screen: each row's NS match points.
  for (let i = 0; i < TABLES; i++) {
    const c = await cells(page, i);
    const l = lines.find((x) => x.board === BOARDS && x.ns === Number(c[1]) && x.ew === Number(c[2]))!;
    expect(c[8].trim(), `board ${BOARDS}, NS ${l.ns}`).toBe(l.mpNs.toFixed(2));
  }

  const results = await openResults(page);
  const sharing = results.getByTestId('sharing');
  const download = async (name: string) => {
    const [file] = await Promise.all([results.waitForEvent('download'), sharing.getByRole('button', { name }).click()]);
    return readFileSync(await file.path(), 'utf8');
  };

  // The ranking CSV: each pair's match points and percentage under its own number and direction.
  const ranking = (await download('Ranking (CSV)')).trim().split('\n').slice(1).map((l) => l.split(','));
  expect(ranking).toHaveLength(2 * TABLES);
  for (const c of ranking) {
    const who = `${c[2]} ${c[1]}`;
    expect([c[5], c[7]], `the ranking CSV, ${who}`).toEqual([mp(who), pct(who)]);
  }
  // The travellers CSV: every line's pairs, score and match points.
  const travellers = (await download('Travellers (CSV)')).trim().split('\n').slice(1).map((l) => l.split(','));
  expect(travellers).toHaveLength(TABLES * BOARDS);
  for (const c of travellers) {
    const l = lines.find((x) => x.board === Number(c[0]) && x.ns === Number(c[1]) && x.ew === Number(c[2]));
    expect(l, `a line the scorer typed: ${c.join(',')}`).toBeDefined();
    expect([Number(c[6]), c[7], c[8]]).toEqual([l!.score, l!.mpNs.toFixed(2), (TOP - l!.mpNs).toFixed(2)]);
  }
  // The results page: the ranking's match points and percentages, and each traveller's lines.
  const html = await download('Results page (HTML)');
  const view = await page.context().newPage();
  await view.setContent(html);
  const pageRanking = await view.locator('#ranking table').evaluateAll((tables) =>
    tables.flatMap((t) => {
      const way = (t.querySelector('caption')?.textContent ?? '').startsWith('North') ? 'NS' : 'EW';
      return Array.from(t.querySelectorAll('tbody tr')).map((r) => {
        const c = Array.from(r.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim());
        return [`${way} ${c[1]}`, c[4], c[6]];
      });
    }),
  );
  expect(pageRanking).toHaveLength(2 * TABLES);
  for (const [who, m, p] of pageRanking) expect([m, p], `the results page, ${who}`).toEqual([mp(who), pct(who)]);
  const pageLines = await view.locator('#travellers table tbody tr').evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim())));
  expect(pageLines).toHaveLength(TABLES * BOARDS);
  const boardOf = await view.locator('#travellers table').evaluateAll((tables) => tables.map((t) => t.querySelectorAll('tbody tr').length));
  let at = 0;
  for (let board = 1; board <= BOARDS; board++) {
    for (let i = 0; i < boardOf[board - 1]; i++, at++) {
      const c = pageLines[at];
      const l = lines.find((x) => x.board === board && x.ns === Number(c[0]) && x.ew === Number(c[1]))!;
      expect([Number(c[5]), c[6], c[7]], `the results page, board ${board}, NS ${c[0]} v EW ${c[1]}`).toEqual([l.score, l.mpNs.toFixed(2), (TOP - l.mpNs).toFixed(2)]);
    }
  }
  await view.close();
  // The e-mail: each pair's percentage under its direction and number.
  const href = (await sharing.getByRole('link', { name: 'Email the ranking' }).getAttribute('href')) ?? '';
  const body = decodeURIComponent(href.split('body=')[1] ?? '');
  let way = '';
  const mailed: [string, string][] = [];
  for (const line of body.split('\n')) {
    if (line.startsWith('North-South')) way = 'NS';
    else if (line.startsWith('East-West')) way = 'EW';
    const m = line.match(/^\s*\S+\s+(\d+)\s.*\s([\d.]+)%$/);
    if (way && m) mailed.push([`${way} ${m[1]}`, m[2]]);
  }
  expect(mailed).toHaveLength(2 * TABLES);
  for (const [who, p] of mailed) expect(p, `the e-mail, ${who}`).toBe(pct(who));
  console.log(`BENCH a 13-table Mitchell, 26 boards, ${lines.length} results typed: ${keys} keys, no mouse after set-up`);
});
