import { wbfVps } from './wbf';
import { test, expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { axeProblems, enterResult, openNewEvent, commandLine, playFourSpades, openResults } from './pages';
import { fourSpades, imps } from './bridge-helpers';

test('five multiple teams: every result entered, the match VPs and the final order', async ({ page }) => {
  const cli = commandLine();
  await openNewEvent(page, 'Club Teams', 'Bridge · Multiple teams');
  const setup = page.getByTestId('setup-form');
  await setup.getByLabel('Teams', { exact: true }).fill('5');
  await setup.getByLabel('Boards per round', { exact: true }).fill('2');
  await setup.getByRole('combobox', { name: 'Scoring' }).selectOption('club');
  await setup.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByTestId('match')).toHaveCount(10);
  expect(await axeProblems(page)).toEqual([]);

  // Enter every board: 4S by North, tricks from the table's NS team and the board.
  const legs = await playFourSpades(page, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], (ns, board) => 8 + ((ns * 3 + board) % 5));
  await expect(page.getByTestId('missing')).toHaveText('Every scheduled result is in.');

  // The expected matches, worked out here from the legs.
  const vp = new Map<number, number>();
  const ladder = new Map<number, number[]>();
  const swing = (team: number, i: number) => ladder.set(team, [...(ladder.get(team) ?? []), 18 + 2 * Math.max(-9, Math.min(9, i))]);
  const expectedMatches: string[] = [];
  for (let a = 1; a <= 5; a++) {
    for (let b = a + 1; b <= 5; b++) {
      let [forA, forB] = [0, 0];
      for (const leg of legs.filter((l) => l.ns === a && l.ew === b)) {
        const other = legs.find((l) => l.board === leg.board && l.ns === b && l.ew === a)!;
        const i = imps(leg.score - other.score);
        if (i > 0) forA += i; else forB -= i;
        swing(a, i);
        swing(b, -i);
      }
      const margin = Math.abs(forA - forB);
      const split = JSON.parse(execFileSync(cli, ['bridge', 'vp', '--boards', '2', '--imps', String(margin), '--scale', 'club'], { encoding: 'utf8' }));
      const [vpA, vpB] = forA >= forB ? [split.winner, split.loser] : [split.loser, split.winner];
      vp.set(a, (vp.get(a) ?? 0) + vpA);
      vp.set(b, (vp.get(b) ?? 0) + vpB);
      expectedMatches.push(`${a} v ${b}|2 of 2|${forA}–${forB}|${vpA.toFixed(2)}–${vpB.toFixed(2)}`);
    }
  }
  const shownMatches = await page.getByTestId('match').evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('td')).slice(0, 4).map((td) => td.textContent).join('|')));
  expect([...shownMatches].sort()).toEqual([...expectedMatches].sort());
  const order = [...vp.entries()].sort((x, y) => y[1] - x[1] || x[0] - y[0]);
  const shown = await page.getByTestId('standing').evaluateAll((rows) => rows.map((r) => { const c = Array.from(r.querySelectorAll('td')).map((td) => td.textContent); return [c[1], c[5], c[6]]; }));
  // Ladder points (seed: one-board matches capped at 9 IMPs, as a share of the maximum).
  for (const [team, , pct] of shown) {
    const points = ladder.get(Number(team))!;
    expect(pct).toBe((100 * points.reduce((x, y) => x + y, 0) / (36 * points.length)).toFixed(2));
  }
  expect(shown.map((r) => r[1])).toEqual(order.map(([, v]) => v.toFixed(2)));
  // The results page and the CSV carry the same standings.
  const results = await openResults(page);
  const sharing = results.getByTestId('sharing');
  const [download] = await Promise.all([results.waitForEvent('download'), sharing.getByRole('button', { name: 'Results page (HTML)' }).click()]);
  const reader = await page.context().newPage();
  await reader.setContent(readFileSync(await download.path(), 'utf8'));
  const fromPage = await reader.locator('#ranking tbody tr').evaluateAll((rows) => rows.map((r) => { const c = Array.from(r.querySelectorAll('td')).map((td) => td.textContent); return [c[1], c[5], c[6]]; }));
  expect(fromPage).toEqual(shown);
  await expect(reader.locator('#matches h3')).toHaveCount(10);
  // The cross table: each team's row adds up to its VPs.
  const cross = await reader.locator('#cross tbody tr').evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent ?? '')));
  expect(cross).toHaveLength(5);
  for (const row of cross) {
    const team = Number(row[0]);
    expect(row[team]).toBe('');
    expect(row.slice(1).reduce((sum, c) => sum + Number(c || 0), 0)).toBeCloseTo(vp.get(team)!, 2);
  }
  await reader.close();
  const [csv] = await Promise.all([results.waitForEvent('download'), sharing.getByRole('button', { name: 'Standings (CSV)' }).click()]);
  const lines = readFileSync(await csv.path(), 'utf8').trim().split('\n');
  expect(lines[0]).toBe('rank,team,name,matches,imps_for,imps_against,vps');
  expect(lines.slice(1).map((l) => { const c = l.split(','); return [c[1], c[6]]; })).toEqual(shown.map((r) => [r[0], r[1]]));
  // USEBIO: every match with its IMPs and VPs and both rooms' lines, read back with the browser's XML parser.
  const [xmlFile] = await Promise.all([results.waitForEvent('download'), sharing.getByRole('button', { name: 'USEBIO XML' }).click()]);
  const usebio = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.querySelector('parsererror')) return null;
    const t = (el: Element, name: string) => el.querySelector(`:scope > ${name}`)?.textContent;
    return {
      matches: Array.from(doc.querySelectorAll('MATCH')).map((m) => `${t(m, 'TEAM')} v ${t(m, 'OPPOSING_TEAM')}|${m.querySelectorAll('BOARD').length} of 2|${t(m, 'TEAM_IMPS')}–${t(m, 'OPPOSING_TEAM_IMPS')}|${t(m, 'TEAM_SCORE')}–${t(m, 'OPPOSING_TEAM_SCORE')}`),
      teams: Array.from(doc.querySelectorAll('PARTICIPANTS > TEAM')).map((x) => [t(x, 'TEAM_NUMBER'), t(x, 'TOTAL_SCORE')]),
      lines: doc.querySelectorAll('TRAVELLER_LINE').length,
    };
  }, readFileSync(await xmlFile.path(), 'utf8'));
  expect(usebio).not.toBeNull();
  expect([...usebio!.matches].sort()).toEqual([...expectedMatches].sort());
  expect(usebio!.teams).toEqual(shown.map((r) => [r[0], r[1]]));
  expect(usebio!.lines).toBe(40);
  // PBN, in PBN 2.1's teams form: every line its match's teams and room; the total table the
  // teams' names and VPs (Rank, TeamId, TeamName, Roster, TotalScoreIMP, TotalScoreVP, read as
  // PBN tokens: a quoted value is one).
  const [pbnFile] = await Promise.all([results.waitForEvent('download'), sharing.getByRole('button', { name: 'PBN with scores' }).click()]);
  const pbn = readFileSync(await pbnFile.path(), 'utf8');
  expect(pbn).toContain('TeamId_Home');
  const total = pbn.slice(pbn.indexOf('[TotalScoreTable')).trim().split('\n').slice(1).map((l) => l.match(/"[^"]*"|\S+/g) ?? []);
  expect(total.map((c) => [c[1], c[5]])).toEqual(shown.map((r) => [r[0], r[1]]));
  const [travellersFile] = await Promise.all([results.waitForEvent('download'), sharing.getByRole('button', { name: 'Travellers (CSV)' }).click()]);
  const lines40 = readFileSync(await travellersFile.path(), 'utf8').trim().split('\n').slice(1).map((l) => l.split(','));
  expect(lines40).toHaveLength(40);
  for (const c of lines40) {
    const other = lines40.find((o) => o[0] === c[0] && o[1] === c[2] && o[2] === c[1])!;
    expect(Number(c[7])).toBe(imps(Number(c[6]) - Number(other[6])));
  }
  // Where VPs differ, the order is the order of the VPs.
  expect(shown.map((r) => Number(r[0])).filter((t, i) => i === 0 || order[i][1] !== order[i - 1][1])).toEqual(order.map(([t]) => t).filter((t, i) => i === 0 || order[i][1] !== order[i - 1][1]));
});

test('teams of four: one match at two tables, IMPs and VPs', async ({ page }) => {
  await openNewEvent(page, 'Knock-out', 'Bridge · Teams of four');
  const setup = page.getByTestId('setup-form');
  await setup.getByLabel('Rounds (the boards change tables each round)').fill('2');
  await setup.getByLabel('Boards per round', { exact: true }).fill('2');
  await setup.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByTestId('match')).toHaveCount(1);
  const scores = new Map<string, number>();
  for (let board = 1; board <= 4; board++) {
    await page.getByTestId('board-number').fill(String(board));
    const rows = page.getByTestId('entry-row');
    await expect(rows).toHaveCount(2);
    for (let i = 0; i < 2; i++) {
      const ns = Number(await rows.nth(i).locator('td').nth(1).textContent());
      const tricks = 9 + ((ns + board) % 3);
      await enterResult(rows.nth(i), '4S', 'N', tricks);
      await expect(rows.nth(i).getByTestId('entered')).not.toHaveText('—');
      scores.set(`${board}/${ns}`, fourSpades(board, tricks));
    }
  }
  let [for1, for2] = [0, 0];
  for (let board = 1; board <= 4; board++) {
    const i = imps(scores.get(`${board}/1`)! - scores.get(`${board}/2`)!);
    if (i > 0) for1 += i; else for2 -= i;
  }
  // Two teams: the seed's rule says VPs (the WBF continuous scale for 4 boards).
  const split = wbfVps(4, for1 - for2);
  const [vp1, vp2] = for1 >= for2 ? [split.winner, split.loser] : [split.loser, split.winner];
  await expect(page.getByTestId('match')).toHaveText(`1 v 24 of 4${for1}–${for2}${vp1.toFixed(2)}–${vp2.toFixed(2)}`);
  expect(await axeProblems(page)).toEqual([]);
});

test('multiple teams as the seed plans them: 17 teams over 12 rounds in two halves, seven and seven refused, an even field with its re-dealt round', async ({ page }) => {
  await openNewEvent(page, 'Big teams', 'Bridge · Multiple teams');
  const setup = page.getByTestId('setup-form');
  const preview = page.getByTestId('setup-preview');
  await setup.getByLabel('Teams', { exact: true }).fill('17');
  await setup.getByLabel('Boards per round', { exact: true }).fill('2');
  // The scoring rule in words, not "as the seed suggests".
  await expect(setup.getByRole('combobox', { name: 'Scoring' }).locator('option').first()).toHaveText("The club's rule: 7 teams or fewer play for VPs, from 8 total IMPs (here total IMPs)");
  // The seed's 12-round plan for a large field: six rounds before tea, six after, checked.
  await setup.getByLabel(/^Rounds \(0: all play all/).fill('12');
  await expect(preview).toHaveText('12 rounds (tea after round 6), boards 1 to 34; each of the 17 board sets is played 12 times; all checks passed.');
  // "You cannot arrange it to play seven rounds in each half."
  await setup.getByLabel(/^Rounds \(0: all play all/).fill('14');
  await setup.getByLabel(/^Rounds before tea/).fill('7');
  await expect(preview).toHaveText('7 rounds before tea and 7 after cannot be arranged: each half needs an even number of rounds, the first at least two');
  await setup.getByLabel(/^Rounds before tea/).fill('8');
  await expect(preview).toHaveText(/^14 rounds \(tea after round 8\), boards 1 to 34; .*; all checks passed\.$/);
  // The halves the other way round are checked too.
  await setup.getByLabel('The halves the other way round').check();
  await expect(preview).toHaveText(/^14 rounds \(tea after round 6\), .*; all checks passed\.$/);
  await setup.getByLabel('The halves the other way round').uncheck();
  await setup.getByLabel(/^Rounds \(0: all play all/).fill('12');
  await setup.getByLabel(/^Rounds before tea/).fill('0');
  await setup.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByTestId('notice')).toContainText('Session set up: 12 rounds, boards 1 to 34.');
  expect(await axeProblems(page)).toEqual([]);

  // An even field: sixteen teams, the re-dealt last round for the team halfway round.
  await openNewEvent(page, 'Even teams', 'Bridge · Multiple teams');
  await setup.getByLabel('Teams', { exact: true }).fill('16');
  await setup.getByLabel('Boards per round', { exact: true }).fill('2');
  await setup.getByLabel('Re-dealt last round').check();
  await expect(preview).toHaveText('15 rounds (tea after round 8), boards 1 to 48; the 24 board sets are played 2 to 14 times; all checks passed.');
  // The plan's set-up on a tablet and a phone.
  for (const [width, height] of [[768, 1024], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: join(shots(), `${width}-teams-plan-setup.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await axeProblems(page)).toEqual([]);
  }
  await setup.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByTestId('notice')).toContainText('Session set up: 15 rounds, boards 1 to 48.');
});

test('the results chart: each team\'s slip entered, two that tally count, two that do not are held and settled', async ({ page }) => {
  await openNewEvent(page, 'Slip teams', 'Bridge · Multiple teams');
  const setup = page.getByTestId('setup-form');
  await setup.getByLabel('Teams', { exact: true }).fill('5');
  await setup.getByLabel('Boards per round', { exact: true }).fill('2');
  await setup.getByRole('combobox', { name: 'Scoring' }).selectOption('club');
  await setup.getByRole('button', { name: 'Set up' }).click();
  const match = (name: string) => page.getByTestId('match').filter({ hasText: new RegExp(`^${name}`) });
  // 1 v 3: team 1 says 23-11, team 3 says 11-23: they tally; club scale, 2 boards, 12 IMPs is 17-3.
  const m13 = match('1 v 3');
  await m13.getByText('Enter slips').click();
  await m13.getByLabel("1 v 3: 1's slip, for").fill('23');
  await m13.getByLabel("1 v 3: 1's slip, against").fill('11');
  await m13.getByLabel("1 v 3: 3's slip, for").fill('11');
  await m13.getByLabel("1 v 3: 3's slip, against").fill('11');
  await m13.getByLabel("1 v 3: 3's slip, against").press('Enter');
  // A slip that does not tally holds the match.
  await expect(page.getByTestId('notice')).toContainText("1 v 3: 1's slip 23–11, 3's slip 11–11.");
  await expect(m13.getByTestId('slips')).toHaveText('held: 1 says 23–11, 3 says 11–11');
  await expect(m13.locator('td').nth(3)).toHaveText('');
  // The scorer settles it at 23-11 (the form stays open, now asking for the settlement).
  await expect(m13.locator('summary')).toHaveText('Settle');
  await expect(m13.getByLabel("1 v 3: 1's score, settled")).toBeVisible();
  await m13.getByLabel("1 v 3: 1's score, settled").fill('23');
  await m13.getByLabel("1 v 3: 3's score, settled").fill('11');
  await m13.getByLabel("1 v 3: 3's score, settled").press('Enter');
  await expect(m13.getByTestId('slips')).toHaveText('slips agree');
  await expect(m13.locator('td').nth(2)).toHaveText('23–11');
  await expect(m13.locator('td').nth(3)).toHaveText('17.00–3.00');
  // 2 v 4: the two slips tally at once (10-6 and 6-10): 4 IMPs is 13-7 on the club scale (3-4 IMPs).
  const m24 = match('2 v 4');
  await m24.getByText('Enter slips').click();
  await m24.getByLabel("2 v 4: 2's slip, for").fill('10');
  await m24.getByLabel("2 v 4: 2's slip, against").fill('6');
  await m24.getByLabel("2 v 4: 4's slip, for").fill('6');
  await m24.getByLabel("2 v 4: 4's slip, against").fill('10');
  await m24.getByRole('button', { name: 'Save' }).click();
  await expect(m24.getByTestId('slips')).toHaveText('slips agree');
  await expect(m24.locator('td').nth(3)).toHaveText('13.00–7.00');
  // 4 v 5: slips that record the match's VPs. A pair that does not add up to 20 is refused; 14.27-5.73 both ways counts as those VPs.
  const m45 = match('4 v 5');
  await m45.getByText('Enter slips').click();
  await m45.getByLabel('4 v 5: the slips give').selectOption('vps');
  await m45.getByLabel("4 v 5: 4's slip, for").fill('14.27');
  await m45.getByLabel("4 v 5: 4's slip, against").fill('5.37');
  await m45.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('notice')).toContainText('14.27 and 5.37 VPs do not add up to 20; check the slip.');
  await expect(m45.getByTestId('slips')).toHaveText('');
  await m45.getByLabel("4 v 5: 4's slip, against").fill('5.73');
  await m45.getByLabel("4 v 5: 5's slip, for").fill('5.73');
  await m45.getByLabel("4 v 5: 5's slip, against").fill('14.27');
  await m45.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('notice')).toContainText("4 v 5: 4's slip 14.27–5.73 VPs, 5's slip 5.73–14.27 VPs.");
  await expect(m45.getByTestId('slips')).toHaveText('slips agree');
  await expect(m45.locator('td').nth(2)).toHaveText('—');
  await expect(m45.locator('td').nth(3)).toHaveText('14.27–5.73');
  // The standings from the chart.
  const standing = (team: string) => page.getByTestId('standing').filter({ has: page.locator('td:nth-child(2)', { hasText: new RegExp(`^${team}$`) }) });
  await expect(standing('1').locator('td').nth(5)).toHaveText('17.00');
  await expect(standing('4').locator('td').nth(5)).toHaveText('21.27');
  await expect(standing('5').locator('td').nth(5)).toHaveText('5.73');
  // Kept across a reload, and in the audit trail.
  await page.reload();
  await expect(match('1 v 3').getByTestId('slips')).toHaveText('slips agree');
  const audit = page.getByTestId('audit');
  await audit.getByText(/entries, newest first/).click();
  await expect(audit.getByTestId('audit-line').nth(2)).toContainText('Round');
  await expect(audit).toContainText('settled at 23–11 IMPs');
  expect(await axeProblems(page)).toEqual([]);
  // The chart on a tablet and a phone: nothing wider than the screen, clean under axe.
  await match('3 v 5').getByText('Enter slips').click();
  for (const [width, height] of [[768, 1024], [390, 844]]) {
    await page.setViewportSize({ width, height });
    await page.getByTestId('standings').screenshot({ path: join(shots(), `${width}-results-chart.png`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await axeProblems(page)).toEqual([]);
  }
});

/** Where screenshots are kept for review (tests/e2e/screenshots, not committed). */
function shots(): string {
  const out = resolve(__dirname, '../screenshots');
  mkdirSync(out, { recursive: true });
  return out;
}

test('"Change the movement" shows the movement and scoring in force, so Set up there changes nothing unasked', async ({ page }) => {
  await openNewEvent(page, 'Parallel', 'Bridge · Multiple teams');
  const setup = page.getByTestId('setup-form');
  await setup.getByRole('combobox', { name: 'Movement' }).selectOption('teams-parallel');
  await setup.getByLabel('Teams', { exact: true }).fill('4');
  await setup.getByLabel('Boards per round', { exact: true }).fill('3');
  await setup.getByRole('combobox', { name: 'Scoring' }).selectOption('club');
  await setup.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByTestId('notice')).toContainText('Session set up');
  const change = page.getByTestId('change-movement');
  await change.locator('summary').click();
  await expect(change.getByRole('combobox', { name: 'Movement' })).toHaveValue('teams-parallel');
  await expect(change.getByRole('combobox', { name: 'Scoring' })).toHaveValue('club');
  await expect(change.getByLabel('Teams', { exact: true })).toHaveValue('4');
  await expect(change.getByLabel('Boards per round', { exact: true })).toHaveValue('3');
  // And so after a reload, with a result in: the form is made from the event, not from what was last typed.
  await page.getByTestId('board-number').fill('1');
  await enterResult(page.getByTestId('entry-row').first(), '3NT', 'S', 9);
  await page.reload();
  await change.locator('summary').click();
  await expect(change.getByRole('combobox', { name: 'Movement' })).toHaveValue('teams-parallel');
  await expect(change.getByRole('combobox', { name: 'Scoring' })).toHaveValue('club');
  await expect(change.getByLabel('Teams', { exact: true })).toHaveValue('4');
  await expect(change.getByLabel('Boards per round', { exact: true })).toHaveValue('3');
});

test('a multiple-teams set-up shows what the teams entered and the movement make it: the count, the paste hint, the tea, no match points column', async ({ page }) => {
  await openNewEvent(page, 'Four teams', 'Bridge · Multiple teams');
  await page.getByTestId('paste-names').locator('summary').click();
  await expect(page.getByTestId('paste-names')).toContainText('One team a line: “3 Sharks”, or a plain list');
  for (const name of ['Sharks', 'Jets', 'Owls', 'Foxes']) {
    await page.getByLabel('New team').fill(name);
    await page.getByRole('button', { name: 'Add team' }).click();
  }
  const setup = page.getByTestId('setup-form');
  // The four teams entered, not the five a new event starts with.
  await expect(setup.getByLabel('Teams', { exact: true })).toHaveValue('4');
  // Parallel rows break at half time whatever is ticked: no box says otherwise, the summary says when.
  await setup.getByRole('combobox', { name: 'Movement' }).selectOption('teams-parallel');
  await expect(setup.getByLabel('Tea break (compare at half time)')).toHaveCount(0);
  await expect(page.getByTestId('setup-preview')).toContainText('tea after round 2');
  await setup.getByRole('combobox', { name: 'Movement' }).selectOption('teams');
  await expect(setup.getByLabel('Tea break (compare at half time)')).not.toBeChecked();
  await setup.getByRole('combobox', { name: 'Movement' }).selectOption('teams-parallel');
  await setup.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByTestId('notice')).toContainText('Session set up');
  // A teams traveller has no match points column to leave empty.
  await expect(page.getByTestId('entry').locator('thead th')).toHaveText(['Round', 'NS', 'EW', 'Contract or score', 'By', 'Tricks', 'Result', 'Save']);
});
