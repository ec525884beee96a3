import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeProblems, enterResult, openNewEvent, setUpMitchell, commandLine } from './pages';

// A made-up but legal result for each table: contract, declarer, tricks.
function resultFor(board: number, row: number): [string, string, number] {
  const contracts = ['3NT', '4S', '2H', '1NT', '5DX', '3C'];
  const seats = ['N', 'S', 'E', 'W'];
  const c = contracts[(board * 3 + row) % contracts.length];
  const level = Number(c[0]);
  const tricks = Math.min(13, Math.max(0, level + 6 + ((board + row * 2) % 4) - 2));
  return [c, seats[(board + row) % 4], tricks];
}

test('a 3-table Howell entered from the travellers ranks as the command line does', async ({ page }) => {
  await openNewEvent(page, 'Tuesday Howell', 'Bridge · Pairs');

  const setup = page.getByTestId('setup-form');
  await setup.getByLabel('Pairs', { exact: true }).fill('6');
  await setup.getByLabel('Boards per round', { exact: true }).fill('1');
  await expect(page.getByTestId('setup-preview')).toHaveText('5 rounds, boards 1 to 5; each of the 5 board sets is played 3 times; all checks passed.');
  await setup.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByTestId('notice')).toContainText('Session set up: 5 rounds, boards 1 to 5.');
  expect(await axeProblems(page)).toEqual([]);

  const pbnRows: string[] = [];
  for (let board = 1; board <= 5; board++) {
    await page.getByTestId('board-number').fill(String(board));
    const rows = page.getByTestId('entry-row');
    await expect(rows).toHaveCount(3);
    const games = [`[Board "${board}"]`, '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]'];
    for (let i = 0; i < 3; i++) {
      const row = rows.nth(i);
      const [ns, ew] = [await row.locator('td').nth(1).textContent(), await row.locator('td').nth(2).textContent()];
      const [contract, by, tricks] = resultFor(board, i);
      await enterResult(row, contract, by, tricks);
      await expect(row.getByTestId('entered')).not.toHaveText('—');
      games.push(`${ns} ${ew} ${contract} ${by} ${tricks}`);
    }
    pbnRows.push(games.join('\n'));
  }
  await expect(page.getByTestId('missing')).toHaveText('Every scheduled result is in.');
  // SC 2.5's check: three results a board, top 4, so each side has 6 a board, 30 in all.
  await expect(page.getByTestId('mp-check')).toHaveText("Check: each side's match points add up to 30.00, as they should.");
  // Each number can be opened to show how it was made.
  const mp = page.getByTestId('entry-row').first().getByTestId('mp');
  await mp.locator('summary').click();
  await expect(mp).toContainText(/^\d+\.\d\dbeats \d, ties \d of 2 other scores: 2 × \d \+ 1 × \d = \d+ \(top 4\)$/);

  // The same results through the command line.
  const cli = commandLine();
  const dir = mkdtempSync(join(tmpdir(), 'clubscore-howell-'));
  const pbn = join(dir, 'howell.pbn');
  writeFileSync(pbn, pbnRows.join('\n\n') + '\n');
  const scored = JSON.parse(execFileSync(cli, ['bridge', 'score', pbn, '--json'], { encoding: 'utf8' }));
  const expected = scored.pairs.map((p: { pair: number; rank: string; pct: number }) => [p.rank, String(p.pair), p.pct.toFixed(2)]);
  const standings = page.getByTestId('standing');
  await expect(standings).toHaveCount(6);
  const shown: string[][] = [];
  for (let i = 0; i < 6; i++) {
    const cells = standings.nth(i).locator('td');
    shown.push([await cells.nth(0).textContent() ?? '', await cells.nth(1).textContent() ?? '', await cells.nth(5).textContent() ?? '']);
  }
  expect(shown).toEqual(expected);

  // Every export downloads and reads back, on the session's results page (a page of its own, as a scorer reaches it).
  await page.getByTestId('results-link').click();
  await expect(page.getByRole('heading', { name: 'Results: the page and its files', level: 1 })).toBeVisible();
  await expect(page.frameLocator('iframe.results-frame').locator('#ranking tbody tr')).toHaveCount(6);
  expect(await axeProblems(page)).toEqual([]);
  const sharing = page.getByTestId('sharing');
  const fetch = async (label: string) => {
    const [download] = await Promise.all([page.waitForEvent('download'), sharing.getByRole('button', { name: label }).click()]);
    return { name: download.suggestedFilename(), text: readFileSync(await download.path(), 'utf8') };
  };
  const htmlPage = await fetch('Results page (HTML)');
  expect(htmlPage.name).toMatch(/^Tuesday-Howell-\d{4}-\d\d-\d\d-results\.html$/);
  expect(htmlPage.text).not.toContain('<script');
  const reader = await page.context().newPage();
  await reader.setContent(htmlPage.text);
  const htmlRanking = await reader.locator('#ranking tbody tr').evaluateAll((rows) => rows.map((r) => {
    const c = Array.from(r.querySelectorAll('td')).map((td) => td.textContent ?? '');
    return [c[0], c[1], c[6]];
  }));
  expect(htmlRanking).toEqual(expected);
  await reader.close();
  const csv = await fetch('Ranking (CSV)');
  expect(csv.text.split('\n')[0]).toBe('rank,pair,direction,names,boards,mp,max,pct,factored');
  expect(csv.text.trim().split('\n').slice(1).map((l) => { const c = l.split(','); return [c[0], c[1], c[7]]; })).toEqual(expected);
  const travellersCsv = await fetch('Travellers (CSV)');
  expect(travellersCsv.text.trim().split('\n')).toHaveLength(16);
  const exported = await fetch('PBN with scores');
  const again = join(dir, 'exported.pbn');
  writeFileSync(again, exported.text);
  const rescored = JSON.parse(execFileSync(cli, ['bridge', 'score', again, '--json'], { encoding: 'utf8' }));
  expect(rescored.pairs.map((p: { pair: number; rank: string; pct: number }) => [p.rank, String(p.pair), p.pct.toFixed(2)])).toEqual(expected);
  const xml = await fetch('USEBIO XML');
  expect(xml.text).toContain('<USEBIO Version="1.2">');
  expect((xml.text.match(/<PAIR>/g) ?? []).length).toBe(6);
  // The results open in a tab of their own, to print (A4 print CSS inside).
  const [printable] = await Promise.all([page.waitForEvent('popup'), sharing.getByRole('button', { name: 'Print the results' }).click()]);
  await expect(printable.locator('#ranking tbody tr')).toHaveCount(6);
  await printable.close();
  expect(await sharing.getByRole('link', { name: 'Email the ranking' }).getAttribute('href')).toMatch(/^mailto:\?subject=Results%3A%20Tuesday%20Howell&body=/);
  // And back to the session, as it was.
  await page.getByRole('link', { name: '← Back to “Tuesday Howell”' }).click();
  await expect(page.getByTestId('standing')).toHaveCount(6);
});

test('a correction and an adjusted score, kept after a reload', async ({ page }) => {
  await openNewEvent(page, 'Corrections', 'Bridge · Pairs');
  await setUpMitchell(page, 3);
  const rows = page.getByTestId('entry-row');
  await rows.nth(0).getByLabel(/^Contract/).fill('4S');
  await rows.nth(0).getByLabel(/^Declarer/).fill('N');
  await rows.nth(0).getByLabel(/^Tricks/).fill('10');
  await rows.nth(0).getByRole('button').click();
  await expect(rows.nth(0).getByTestId('entered')).toHaveText('NS +420');
  // Corrected: 11 tricks.
  await rows.nth(0).getByLabel(/^Contract/).fill('4S');
  await rows.nth(0).getByLabel(/^Declarer/).fill('N');
  await rows.nth(0).getByLabel(/^Tricks/).fill('11');
  await rows.nth(0).getByRole('button').click();
  await expect(page.getByTestId('notice')).toContainText('was already entered: this replaces it');
  await expect(rows.nth(0).getByTestId('entered')).toHaveText('NS +450');
  await rows.nth(1).getByLabel(/^Contract/).fill('A+/A+');
  await rows.nth(1).getByRole('button').click();
  await expect(rows.nth(1).getByTestId('entered')).toHaveText('adjusted 60% / 60%');
  // An impossible entry is refused with its place.
  await rows.nth(2).getByLabel(/^Contract/).fill('4S');
  await rows.nth(2).getByLabel(/^Declarer/).fill('N');
  await rows.nth(2).getByLabel(/^Tricks/).fill('14');
  await rows.nth(2).getByRole('button').click();
  await expect(page.getByTestId('notice')).toContainText('14 tricks is impossible');
  await expect(rows.nth(2).getByTestId('entered')).toHaveText('—');
  await page.reload();
  await expect(page.getByTestId('entry-row').nth(0).getByTestId('entered')).toHaveText('NS +450');
  await expect(page.getByTestId('standings')).toContainText('North-South');

  // The audit trail: the correction, what it set aside, and its undo.
  const audit = page.getByTestId('audit');
  await audit.getByText('3 entries, newest first').click();
  const lines = audit.getByTestId('audit-line');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(1)).toContainText('Board 1, NS 1 v EW 4: 4S by N, 11 tricks, NS +450 (corrects entry 1)');
  await expect(lines.nth(2)).toContainText('set aside');
  expect(await axeProblems(page)).toEqual([]);
  await audit.getByRole('button', { name: 'Undo entry 2' }).click();
  await audit.getByLabel('Why undo entry 2? (optional)').fill('the first was right');
  await audit.getByTestId('undo-form').getByRole('button', { name: 'Undo entry 2' }).click();
  await expect(page.getByTestId('notice')).toContainText('Entry 2 undone; it stays in the trail.');
  await expect(page.getByTestId('entry-row').nth(0).getByTestId('entered')).toHaveText('NS +420');
  await expect(lines).toHaveCount(4);
  await expect(lines.nth(0)).toContainText('Undo entry 2');
  await expect(lines.nth(0)).toContainText('the first was right');
});

test('results from a pickup slip: a table in a round, every board it played', async ({ page }) => {
  await openNewEvent(page, 'Slips', 'Bridge · Pairs');
  await setUpMitchell(page, 3, 2);
  await page.getByLabel('the pickup slips (a table and round)').check();
  const picker = page.getByTestId('slip-picker');
  await picker.getByLabel('Round', { exact: true }).fill('2');
  await picker.getByLabel('Table', { exact: true }).fill('1');
  await expect(page.getByRole('table').filter({ hasText: 'Pickup slip, round 2, table 1' })).toBeVisible();
  const rows = page.getByTestId('entry-row');
  await expect(rows).toHaveCount(2);
  // Round 2 at table 1: NS 1 against EW 6 (the movement's EW 3: a Mitchell's EW pairs are numbered 4-6), boards 3 and 4 (set 2).
  await expect(rows.nth(0).locator('td').nth(0)).toHaveText('3');
  await expect(rows.nth(1).locator('td').nth(0)).toHaveText('4');
  await expect(rows.nth(0).locator('td').nth(2)).toHaveText('6');
  for (const [i, contract] of ['3NT', '2H'].entries()) {
    await rows.nth(i).getByLabel(/^Contract/).fill(contract);
    await rows.nth(i).getByLabel(/^Declarer/).fill('S');
    await rows.nth(i).getByLabel(/^Tricks/).fill('9');
    await rows.nth(i).getByLabel(/^Tricks/).press('Enter');
  }
  await expect(rows.nth(0).getByTestId('entered')).toHaveText('NS +400');
  await expect(rows.nth(1).getByTestId('entered')).toHaveText('NS +140');
  // The same results on the travellers.
  await page.getByLabel('the travellers (a board)').check();
  await page.getByTestId('board-number').fill('4');
  await expect(page.getByTestId('entry').getByText('NS +140')).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
});

test('pairs are renamed in place and the standings follow', async ({ page }) => {
  await openNewEvent(page, 'Names', 'Bridge · Pairs');
  await page.getByTestId('setup-form').getByRole('button', { name: 'Set up' }).click();
  const row = page.getByTestId('entry-row').first();
  await row.getByLabel(/^Contract/).fill('1NT');
  await row.getByLabel(/^Declarer/).fill('N');
  await row.getByLabel(/^Tricks/).fill('7');
  await row.getByRole('button').click();
  await page.getByRole('button', { name: 'Rename pair 1' }).click();
  await page.getByLabel('Name of pair 1').fill('Smith – Jones');
  await page.getByLabel('Name of pair 1').press('Enter');
  await expect(page.getByTestId('notice')).toContainText('Pair 1 is now “Smith – Jones”.');
  await expect(page.getByTestId('participants')).toContainText('Smith – Jones');
  await expect(page.getByTestId('standings')).toContainText('Smith – Jones');
  await expect(page.getByTestId('handicapped')).toHaveCount(0);

  // A handicap: the handicapped ranking appears beside the scratch one.
  await page.getByRole('button', { name: 'Rename pair 1' }).click();
  await page.getByLabel(/^Handicap of pair 1/).fill('+3.5x');
  await page.getByLabel(/^Handicap of pair 1/).press('Enter');
  await expect(page.getByTestId('notice')).toContainText('“+3.5x” is not a handicap');
  await page.getByLabel(/^Handicap of pair 1/).fill('+3.58');
  await page.getByLabel(/^Handicap of pair 1/).press('Enter');
  await expect(page.getByTestId('participants')).toContainText('handicap +3.58');
  const pairOne = page.getByTestId('standing').filter({ hasText: 'Smith – Jones' });
  const scratch = Number(await pairOne.locator('td').nth(5).textContent());
  await expect(pairOne.getByTestId('handicapped')).toHaveText((scratch + 3.58).toFixed(2));
  expect(await axeProblems(page)).toEqual([]);

  // Players with handicaps: the pair plays off their mean (SC 2.6: -3.58 and +4.29 make +0.35).
  await page.getByRole('button', { name: 'Rename pair 1' }).click();
  await page.getByLabel('Player 1 of pair 1').fill('Ann Smith');
  await page.getByLabel('Handicap of player 1 (%)').fill('-3.58');
  await page.getByLabel('Player 2 of pair 1').fill('Bob Jones');
  await page.getByLabel('Handicap of player 2 (%)').fill('+4.29');
  await page.getByLabel(/^Handicap of pair 1/).fill('');
  await page.getByLabel(/^Handicap of pair 1/).press('Enter');
  await expect(page.getByTestId('participants')).toContainText('Ann Smith (-3.58), Bob Jones (+4.29)');
  await expect(pairOne.getByTestId('handicapped')).toHaveText((scratch + 0.35).toFixed(2));
  // From this device's results: none yet, so the typed handicaps stay, and the notice says why.
  await page.getByRole('button', { name: "Players' handicaps from the results on this device" }).click();
  await expect(page.getByTestId('notice')).toContainText('0 player(s) have a handicap from their results on this device. Kept as typed, too few results: Ann Smith (0 of 5 results), Bob Jones (0 of 5 results).');
  await expect(pairOne.getByTestId('handicapped')).toHaveText((scratch + 0.35).toFixed(2));
});

test('an evening opened with play begun shows its entry first: the pairs are folded, opened to rename one', async ({ page }) => {
  await openNewEvent(page, 'Folded pairs', 'Bridge · Pairs');
  await setUpMitchell(page, 3, 2);
  // Listed open before the first result, and still open once play begins: nothing above the entry moves.
  const listed = page.getByTestId('participants').locator('li');
  await expect(listed).toHaveCount(6);
  await enterResult(page.getByTestId('entry-row').first(), '4S', 'N', 10);
  await expect(page.getByTestId('entry-row').first().getByTestId('entered')).toHaveText('NS +420');
  await expect(listed).toHaveCount(6);
  // Opened again: the list is folded (not even made), and says what it holds.
  await page.reload();
  const fold = page.getByTestId('participants-fold');
  await expect(fold.locator('summary')).toHaveText('6 pairs: names and handicaps');
  await expect(page.getByTestId('participants')).toHaveCount(0);
  await expect(page.getByTestId('entry-row').first().getByTestId('entered')).toHaveText('NS +420');
  // Opened, a pair renamed: the fold stays open with the new name, and the standings follow.
  await fold.locator('summary').click();
  await expect(listed).toHaveCount(6);
  await page.getByRole('button', { name: 'Rename pair 1' }).click();
  await page.getByLabel('Name of pair 1').fill('Smith – Jones');
  await page.getByLabel('Name of pair 1').press('Enter');
  await expect(page.getByTestId('notice')).toContainText('is now “Smith – Jones”.');
  await expect(fold).toHaveAttribute('open', '');
  await expect(page.getByTestId('participants')).toContainText('Smith – Jones');
  await expect(page.getByTestId('standings')).toContainText('Smith – Jones');
});
