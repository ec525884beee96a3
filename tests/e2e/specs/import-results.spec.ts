// A session scored by another program, imported as a new event: Compscore's
// real USEBIO export (../shared) ranks as Compscore printed it; a file that
// cannot tell whether NS 1 and EW 1 are one pair asks; a bad file is refused
// at its line and nothing changes.
import { test, expect, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HomePage, axeProblems, storedEvents, openResults } from './pages';

const newton = resolve(__dirname, '../../../../shared/bridge/rchillyard_Bridge/Newton/Newton20241001a.txt');
const compscore = resolve(__dirname, '../../../../shared/bridge/usebio_compscore/mp_pairs_mitchell_03.xml');

/** Each standing row's pair, names and percentage, under its table's caption. */
async function shownStandings(page: Page): Promise<string[]> {
  return page.getByTestId('standings').locator('table').evaluateAll((tables) =>
    tables.flatMap((t) => {
      const caption = t.querySelector('caption')?.textContent ?? '';
      return Array.from(t.querySelectorAll('tbody tr')).map((r) => {
        const c = Array.from(r.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim());
        return `${caption} ${c[1]} ${c[2]} ${c[5]} ${c[0]}`;
      });
    }),
  );
}

/** Each standing row's cells at `columns` (place 0, number 1, total 5…), joined by spaces. */
async function standingCells(page: Page, columns: number[]): Promise<string[]> {
  return page.getByTestId('standing').evaluateAll((rows, cols) => rows.map((r) => {
    const c = Array.from(r.querySelectorAll('td')).map((td) => (td.textContent ?? '').trim());
    return cols.map((i) => c[i]).join(' ');
  }), columns);
}

test('the Compscore USEBIO export imports as an event ranked as Compscore printed it', async ({ page }) => {
  test.skip(!existsSync(compscore) && process.env.CI !== 'true', `${compscore} is absent (../shared is only in CI and the developers' machines)`);
  const home = new HomePage(page);
  await home.open();
  // The home page links to the import page, which has its own small program.
  await page.getByTestId('import-results-link').click();
  await expect(page.getByRole('heading', { name: 'Import results from another program' })).toBeVisible();
  await page.locator('#import-results-file').setInputFiles(compscore);
  const panel = page.getByTestId('import-results');
  await expect(panel).toContainText('Import “EL Thu 10.00am Rookie (21-Jul-22)” from mp_pairs_mitchell_03.xml');
  await expect(panel).toContainText('21 boards, 126 results.');
  // The file writes 1NS and 1EW: two pairs, no question asked.
  await expect(panel.getByRole('radio', { name: 'two different pairs (a Mitchell)' })).toHaveCount(0);
  // The movement as the file shows it played, through the verifier's checks.
  await expect(panel.getByTestId('import-movement')).toHaveText('The movement as played: 7 rounds; each of the 21 boards is played 6 times; all checks pass.');
  await expect(panel.getByTestId('import-date')).toHaveText('Played on 2022-07-21: the event is dated so.');
  // Scored on the WBF scale, as its printed tops show: chosen, and every figure agrees with the file's.
  await expect(panel.getByTestId('import-scale')).toHaveText('The file was scored on the WBF scale: chosen for you.');
  await expect(panel.getByTestId('import-differences')).toHaveCount(0);
  // On the other scale, the figures that differ are listed, line by line.
  await panel.getByRole('radio', { name: /1 for each score beaten/ }).check();
  await expect(panel.getByTestId('import-differences')).toContainText('Clubscore\'s figures differ from the file\'s in');
  await expect(panel.getByTestId('import-differences').locator('li').first()).toContainText(/^board \d+, NS \d+ v EW \d+: the file gives/);
  await panel.getByRole('radio', { name: /2 for each score beaten/ }).check();
  await expect(panel.getByTestId('import-differences')).toHaveCount(0);
  expect(await axeProblems(page)).toEqual([]);
  await panel.getByRole('button', { name: 'Create the event' }).click();
  await expect(home.notice()).toContainText('Imported “EL Thu 10.00am Rookie (21-Jul-22)” from mp_pairs_mitchell_03.xml: 13 pairs, 21 boards.');
  // Dated the day it was played, not the day it was imported.
  await expect(page.getByText('2022-07-21')).toBeVisible();
  await expect(page.getByTestId('standings')).toBeVisible();

  // What Compscore printed: each pair's direction, number, percentage and place.
  const xml = readFileSync(compscore, 'latin1');
  const printed = Array.from(xml.matchAll(/<PAIR>([\s\S]*?)<\/PAIR>/g)).map((m) => {
    const field = (name: string) => (m[1].match(new RegExp(`<${name}>([^<]*)</${name}>`)) ?? ['', ''])[1];
    const names = Array.from(m[1].matchAll(/<PLAYER_NAME>([^<]*)<\/PLAYER_NAME>/g)).map((p) => p[1]).join(' & ');
    const ns = field('DIRECTION') === 'NS';
    const n = Number(field('PAIR_NUMBER').replace(/\D/g, ''));
    // Numbered as the club numbers them: EW 1 is EW 1 here too (issue 26).
    return `${ns ? 'North-South' : 'East-West'} ${n} ${names} ${field('PERCENTAGE')} ${field('PLACE')}`;
  });
  const shown = (await shownStandings(page)).map((row) => row.replace(/ (\d+)=$/, ' $1'));
  expect(shown.sort()).toEqual(printed.sort());

  // The import is in the audit trail, and survives a reload.
  await page.reload();
  await expect(page.getByTestId('standing')).toHaveCount(13);
  // Its movement stays as played, and its rounds can be seated by hand.
  await expect(page.getByTestId('change-movement')).toHaveCount(0);
  await page.getByTestId('seating-editor').locator('summary').click();
  // The file gives no table numbers: each round's six tables are numbered from 1.
  await expect(page.getByTestId('seat-row')).toHaveCount(6);

  // Each player's federation number (NATIONAL_ID_NUMBER) is kept: a pair
  // renamed on the event page keeps its players' numbers, and our USEBIO,
  // read by the browser's XML parser, gives every number back with its
  // player (0 is Compscore's "none", its DIRECTOR's; we write none).
  const numbered = (text: string) => page.evaluate((t) => {
    const doc = new DOMParser().parseFromString(t, 'application/xml');
    return Array.from(doc.querySelectorAll('PLAYER'))
      .map((p) => `${p.querySelector('PLAYER_NAME')?.textContent?.trim()} ${p.querySelector('NATIONAL_ID_NUMBER')?.textContent?.trim() ?? '-'}`)
      .filter((p) => !p.endsWith(' 0') && !p.endsWith(' -'))
      .sort();
  }, text);
  const fromFile = await numbered(xml);
  expect(fromFile.length).toBe(25);
  // An imported session has its results in: its pairs are folded, and the fold is opened to rename one.
  await page.getByTestId('participants-fold').locator('summary').click();
  await page.getByRole('button', { name: 'Rename pair NS 1' }).click();
  await page.getByLabel('Name of pair NS 1').fill('The Rookies');
  await page.getByLabel('Name of pair NS 1').press('Enter');
  await expect(page.getByTestId('participants')).toContainText('The Rookies');
  const results = await openResults(page);
  const [usebio] = await Promise.all([results.waitForEvent('download'), results.getByTestId('sharing').getByRole('button', { name: 'USEBIO XML' }).click()]);
  expect(await numbered(readFileSync((await usebio.path())!, 'utf8'))).toEqual(fromFile);
});

test('a file that cannot tell asks whether NS 1 and EW 1 are one pair; a bad file changes nothing', async ({ page }) => {
  const home = new HomePage(page);
  await page.goto('import.html');
  const howell = '[Event "Club night"]\n[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n1 2 4S N 10\n3 4 4S N 9\n\n[Board "2"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n2 3 4S N 10\n4 1 4S N 9\n';
  await page.locator('#import-results-file').setInputFiles({ name: 'night.pbn', mimeType: 'text/plain', buffer: Buffer.from(howell) });
  const panel = page.getByTestId('import-results');
  await expect(panel).toContainText('pairs 1, 2, 3, 4 sat both NS and EW');
  // The reading the file suggests is chosen; the scorer may choose the other.
  await expect(panel.getByRole('radio', { name: 'one pair (a Howell)' })).toBeChecked();
  await expect(panel.getByTestId('import-movement')).toHaveText('The movement as played: 2 rounds; each of the 2 boards is played 2 times; all checks pass.');
  await panel.getByRole('radio', { name: 'two different pairs (a Mitchell)' }).check();
  await panel.getByRole('radio', { name: /1 for each score beaten/ }).check();
  await panel.getByRole('button', { name: 'Create the event' }).click();
  await expect(home.notice()).toContainText('Imported “Club night” from night.pbn: 8 pairs, 2 boards.');
  await expect(page.getByTestId('standings').locator('caption')).toHaveText(['North-South', 'East-West']);

  await page.goto('import.html');
  const before = await storedEvents(page);
  await page.locator('#import-results-file').setInputFiles({ name: 'bad.pbn', mimeType: 'text/plain', buffer: Buffer.from('[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n1 2 4S Q 10\n') });
  await expect(home.notice()).toHaveText(/bad\.pbn was not imported: line 3, column 8: "Q" is not a declarer \(N, E, S or W\)\. Nothing was changed\./);
  await expect(page.getByTestId('import-results')).toHaveCount(0);
  expect(await storedEvents(page)).toEqual(before);
});

test('a club recap (ACBLscore) is read on the ACBL scale, an IMP-scored file is refused naming why', async ({ page }) => {
  test.skip(!existsSync(newton) && process.env.CI !== 'true', `${newton} is absent (../shared is only in CI and the developers' machines)`);
  const home = new HomePage(page);
  await page.goto('import.html');
  await page.locator('#import-results-file').setInputFiles(newton);
  const panel = page.getByTestId('import-results');
  await expect(panel.getByRole('radio', { name: /1 for each score beaten/ })).toBeChecked();
  await expect(panel.getByTestId('import-scale')).toHaveText('The file was scored on the ACBL scale: chosen for you.');
  await expect(panel.getByTestId('import-date')).toContainText('The file gives no date: the event is dated');
  await panel.getByRole('button', { name: 'Cancel' }).click();

  const before = await storedEvents(page);
  const imps = '[Event "Cross-IMPs"]\n[Scoring "IMP"]\n[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n1 2 4S N 10\n3 4 4S N 9\n';
  await page.locator('#import-results-file').setInputFiles({ name: 'imps.pbn', mimeType: 'text/plain', buffer: Buffer.from(imps) });
  await expect(home.notice()).toContainText('imps.pbn was not imported: line 2, column 1: this session is scored in IMPs (its Scoring tag says IMP)');
  expect(await storedEvents(page)).toEqual(before);
});

const fixtures = resolve(__dirname, '../../../engine/tests/fixtures');

test("another program's individual and teams files become an individual and a teams event, ranked as the files rank them", async ({ page }) => {
  const home = new HomePage(page);
  // An individual (PBN 2.1's four PlayerId columns; scored by hand in the file's test).
  await page.goto('import.html');
  await page.locator('#import-results-file').setInputFiles(join(fixtures, 'christmas-individual.pbn'));
  const panel = page.getByTestId('import-results');
  await expect(panel).toContainText('Import “Christmas individual” from christmas-individual.pbn');
  // Each player is one player whichever seat he takes: no question of NS and EW.
  await expect(panel.getByRole('radio', { name: 'two different pairs (a Mitchell)' })).toHaveCount(0);
  await expect(panel.getByTestId('import-movement')).toContainText('The movement as played: 2 rounds;');
  await expect(panel.getByTestId('import-differences')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Create the event' }).click();
  await expect(home.notice()).toContainText('Imported “Christmas individual” from christmas-individual.pbn: 8 players, 2 boards.');
  const standing = (p: number) => page.getByTestId('standing').filter({ has: page.locator('td:nth-child(2)', { hasText: new RegExp(`^${p}$`) }) });
  await expect(page.getByTestId('standing')).toHaveCount(8);
  await expect(standing(3)).toContainText('Cy Dale');
  for (const [p, mp, pct] of [[3, '4.00 / 4', '100.00'], [8, '2.00 / 4', '50.00'], [7, '0.00 / 4', '0.00']] as const) {
    await expect(standing(p).locator('td').nth(4)).toHaveText(mp);
    await expect(standing(p).locator('td').nth(5)).toHaveText(pct);
  }
  // Its PBN and USEBIO are offered, as for any session.
  const results = await openResults(page);
  await expect(results.getByTestId('sharing').getByRole('button', { name: 'PBN with scores' })).toBeVisible();
  await expect(results.getByTestId('sharing').getByRole('button', { name: 'USEBIO XML' })).toBeVisible();
  await results.close();

  // Four teams (PBN 2.1's TeamId_Home, TeamId_Away and Room), on the WBF scale its printed VPs show.
  await page.goto('import.html');
  await page.locator('#import-results-file').setInputFiles(join(fixtures, 'four-teams.pbn'));
  await expect(panel).toContainText('Import “Winter teams” from four-teams.pbn');
  await expect(panel.getByTestId('import-movement')).toHaveText(
    'The movement as played: 2 rounds; each of the 4 boards is played 4 times; all checks pass. Scored on WBF victory points (continuous), as the file\'s figures show.',
  );
  await expect(panel.getByRole('radio', { name: /1 for each score beaten/ })).toHaveCount(0);
  await expect(panel.getByTestId('import-differences')).toHaveCount(0);
  expect(await axeProblems(page)).toEqual([]);
  await panel.getByRole('button', { name: 'Create the event' }).click();
  await expect(home.notice()).toContainText('Imported “Winter teams” from four-teams.pbn: 4 teams, 4 boards.');
  await expect(page.getByTestId('match')).toHaveCount(4);
  const shown = await standingCells(page, [0, 1, 5]);
  expect(shown).toEqual(['1 1 33.77', '2 3 20.00', '3 4 16.47', '4 2 9.76']);
  await expect(page.getByTestId('standing').first()).toContainText('Aces');
});

test('a pairs session scored in cross-IMPs becomes an event ranked on its IMPs, as its program ranked it', async ({ page }) => {
  const home = new HomePage(page);
  await page.goto('import.html');
  // Three tables, two boards, scored by hand: Ruter's cross-IMPs totalled give NS 1 +15, NS 5 -2, NS 3 -13, EW 4 +13.
  const board = (n: number, rows: string) => `[Board "${n}"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n${rows}\n\n`;
  const pbn = '[Event "Cross-IMPs night"]\n[Date "2026.11.24"]\n[Scoring "IMP;Cross"]\n' + board(1, '1 2 4S N 10\n3 4 4S N 9\n5 6 3NT S 9') + board(2, '1 2 2H S 8\n3 4 2H S 9\n5 6 1NT N 6') +
    '[TotalScoreTable "PairId;Direction;TotalScoreIMP"]\n1 NS 15\n3 NS -13\n4 EW 13\n';
  await page.locator('#import-results-file').setInputFiles({ name: 'ruter.pbn', mimeType: 'text/plain', buffer: Buffer.from(pbn) });
  const panel = page.getByTestId('import-results');
  await expect(panel.getByTestId('import-imps')).toHaveText('Scored in IMPs, as the file says (IMP;Cross): cross-IMPs, each board\'s comparisons totalled.');
  // No match-point scale to choose, and the file's totals are Clubscore's.
  await expect(panel.getByRole('radio', { name: /1 for each score beaten/ })).toHaveCount(0);
  await expect(panel.getByTestId('import-differences')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Create the event' }).click();
  await expect(home.notice()).toContainText('Imported “Cross-IMPs night” from ruter.pbn: 6 pairs, 2 boards.');
  const standings = page.getByTestId('standings');
  await expect(standings.locator('thead th').nth(4).first()).toHaveText('IMPs');
  const rows = await page.getByTestId('standing').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).slice(0, 5).map((td) => (td.textContent ?? '').trim()).join(' ')));
  expect(rows.slice(0, 3)).toEqual(['1 1 Pair 1 2 15.00', '2 5 Pair 5 2 -2.00', '3 3 Pair 3 2 -13.00']);
  await expect(page.getByTestId('mp-check')).toHaveText('');
  // Each result's IMPs where the scorer enters and corrects them.
  await expect(page.locator('.traveller-entry thead th').last()).toHaveText('IMPs NS');
  expect(await axeProblems(page)).toEqual([]);
});

const pointABoard = resolve(__dirname, '../../../../shared/bridge/more/jacquicollier_ukbridge-club-website/point-a-board/usebio.xml');
const realBridge = resolve(__dirname, '../../../../shared/bridge/more/dominicprice_endplay/example2.pbn');

/** The import page with a real file of ../shared chosen, and its panel (the test
 * skipped where ../shared is absent, as on a machine without it; never in CI). */
async function chooseShared(page: Page, file: string) {
  test.skip(!existsSync(file) && process.env.CI !== 'true', `${file} is absent (../shared is only in CI and the developers' machines)`);
  await page.goto('import.html');
  await page.locator('#import-results-file').setInputFiles(file);
  return page.getByTestId('import-results');
}

test("EBUScoreTeams' point-a-board file becomes a teams event scored point-a-board: every team's points and place as printed, in the standings and the USEBIO", async ({ page }) => {
  const home = new HomePage(page);
  const panel = await chooseShared(page, pointABoard);
  await expect(panel).toContainText('Import “Example Point-a-Board Event” from usebio.xml');
  await expect(panel.getByTestId('import-movement')).toContainText('Scored on Point-a-board (2 a board won, 1 halved), as the file\'s figures show.');
  await expect(panel.getByTestId('import-differences')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Create the event' }).click();
  await expect(home.notice()).toContainText('Imported “Example Point-a-Board Event” from usebio.xml: 8 teams, 42 boards.');
  await expect(page.getByTestId('match')).toHaveCount(28);
  await expect(page.getByTestId('standings').locator('thead th').nth(5)).toHaveText('Points');
  // What EBUScoreTeams printed: each team's place, number and points, read here.
  const xml = readFileSync(pointABoard, 'latin1');
  const printed = Array.from(xml.matchAll(/<TEAM TEAM_ID\s*=\s*"(\d+)"[\s\S]*?<TOTAL_SCORE>(\d+)<\/TOTAL_SCORE>[\s\S]*?<PLACE>([^<]+)<\/PLACE>/g)).map((m) => `${m[3]} ${m[1]} ${m[2]}`);
  expect(printed).toHaveLength(8);
  const shown = await standingCells(page, [0, 1, 5]);
  expect(shown.sort()).toEqual(printed.sort());
  await expect(page.getByTestId('standing').first()).toContainText('JACKS');
  // Our USEBIO says point-a-board, each match's points whole, as the file did.
  const results = await openResults(page);
  const [usebio] = await Promise.all([results.waitForEvent('download'), results.getByTestId('sharing').getByRole('button', { name: 'USEBIO XML' }).click()]);
  const ours = readFileSync((await usebio.path())!, 'utf8');
  expect(ours).toContain('<MATCH_SCORING_METHOD>PAB</MATCH_SCORING_METHOD>');
  expect(ours).toContain('<TOTAL_SCORE>55</TOTAL_SCORE>');
});

test("RealBridge's teams PBN (a game a table, teams named) becomes a teams event: each match's IMPs as its tables print them, what it leaves unscored said", async ({ page }) => {
  const home = new HomePage(page);
  const panel = await chooseShared(page, realBridge);
  await expect(panel).toContainText('Import “2021 Online Qual: Open R2” from example2.pbn');
  await expect(panel).toContainText('WALES v ITALY (teams 29 and 30): its 20 games give no score and no auction: the match is taken as not played');
  await expect(panel).toContainText("TURKEY v SWITZERLAND (teams 27 and 28): board(s) 20 have one table's result only, and are not scored");
  await expect(panel.getByTestId('import-differences').locator('li')).toHaveText(['match 27 v 28: the file gives 7–21 IMPs, Clubscore works out 7–20 from the boards']);
  await panel.getByRole('button', { name: 'Create the event' }).click();
  await expect(home.notice()).toContainText('Imported “2021 Online Qual: Open R2” from example2.pbn: 30 teams, 10 boards.');
  // Austria v Denmark, read here: the IMPs each board's table with Austria NS prints to Austria.
  const text = readFileSync(realBridge, 'latin1');
  let austria = 0;
  for (const game of text.split('\n[Event ').slice(1)) {
    const tag = (name: string) => (game.match(new RegExp(`^\\[${name} "([^"]*)"\\]`, 'm')) ?? ['', ''])[1];
    if (tag('HomeTeam') === 'AUSTRIA' && tag('VisitTeam') === 'DENMARK' && tag('Score')) austria += Number(tag('ScoreIMP').split(' ')[1]);
  }
  const row = page.getByTestId('standing').filter({ hasText: 'AUSTRIA' });
  await expect(row.locator('td').nth(5)).toHaveText(`${austria >= 0 ? '+' : ''}${austria}`);
});

const acbl = resolve(__dirname, '../../../../shared/bridge/more/morrisjones_nap/170807.aca');

test("ACBLscore's game file (.aca) imports as a pairs event: every pair's percentage and place as ACBLscore stored them, what the file does not carry said", async ({ page }) => {
  const home = new HomePage(page);
  const panel = await chooseShared(page, acbl);
  await expect(panel).toContainText('Import “Monday Afternoon Pairs” from 170807.aca');
  await expect(panel).toContainText('24 boards, 264 results.');
  await expect(panel).toContainText('no contract, declarer, tricks or lead');
  await expect(panel.getByTestId('import-date')).toHaveText('Played on 2017-08-07: the event is dated so.');
  await expect(panel.getByTestId('import-scale')).toHaveText('The file was scored on the ACBL scale: chosen for you.');
  await expect(panel.getByTestId('import-differences')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Create the event' }).click();
  await expect(home.notice()).toContainText('Imported “Monday Afternoon Pairs” from 170807.aca: 23 pairs, 24 boards.');
  // What ACBLscore stored, as ACBLgamedump decoded it beside the file (read here): each pair's names, percentage and place in its direction.
  const decoded = JSON.parse(readFileSync(`${acbl}.json`, 'utf8'));
  const entries: Record<string, { pct: number; rank: { rank: number }[]; player: { fname: string; lname: string }[] }> = decoded[0].event[0].section.A.entry;
  const stored = Object.entries(entries).map(([key, e]) => {
    const way = key.endsWith('N') ? 'North-South' : 'East-West';
    const names = e.player.map((p) => `${p.fname.trim()} ${p.lname.trim()}`).join(' & ');
    return `${way} ${key.slice(0, -1)} ${names} ${e.pct.toFixed(2)} ${e.rank[0].rank}`;
  });
  expect(stored).toHaveLength(23);
  const shown = (await shownStandings(page)).map((row) => row.replace(/ (\d+)=$/, ' $1'));
  expect(shown.sort()).toEqual(stored.sort());
});

const scoreBridge = resolve(__dirname, '../../../../shared/bridge/more/jacquicollier_ukbridge-club-website/00202131+001686.xml');

test("ScoreBridge's USEBIO (each board's match points rounded to 0.1 before they are added) imports scored so: every pair's percentage and place as printed", async ({ page }) => {
  const home = new HomePage(page);
  const panel = await chooseShared(page, scoreBridge);
  await expect(panel).toContainText('Import “Monday F2F Variety Pairs” from 00202131+001686.xml');
  await expect(panel.getByTestId('import-rounded')).toHaveText("The file's program rounds each board's match points to 1 decimal(s) before adding them up: the event is scored so.");
  await expect(panel.getByTestId('import-differences')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Create the event' }).click();
  await expect(home.notice()).toContainText('Imported “Monday F2F Variety Pairs” from 00202131+001686.xml: 17 pairs');
  // What ScoreBridge printed, read here: each pair's number, percentage and place.
  const xml = readFileSync(scoreBridge, 'latin1');
  const printed = Array.from(xml.matchAll(/<PAIR>([\s\S]*?)<\/PAIR>/g)).map((m) => {
    const field = (name: string) => (m[1].match(new RegExp(`<${name}>([^<]*)</${name}>`)) ?? ['', ''])[1].trim();
    return `${field('PAIR_NUMBER')} ${Number(field('PERCENTAGE')).toFixed(2)} ${field('PLACE')}`;
  });
  expect(printed).toHaveLength(17);
  const shown = await standingCells(page, [1, 5, 0]);
  expect(shown.sort()).toEqual(printed.sort());
  // Kept through a reload: the event's scoring rounds as the file's program did.
  await page.reload();
  const again = await standingCells(page, [1, 5, 0]);
  expect(again.sort()).toEqual(printed.sort());
});

const ruterLeague = resolve(__dirname, '../../../../shared/bridge/more/gerhardsletten_jrbridge-pbn-api/teams.pbn');

test("Ruter's league file keeps each team's line-up as the players of its match: every player's seat, name and number as printed", async ({ page }) => {
  const home = new HomePage(page);
  const panel = await chooseShared(page, ruterLeague);
  await expect(panel).toContainText('Import “2022KM_A” from teams.pbn');
  await expect(panel).not.toContainText('line-ups are not kept');
  await panel.getByRole('button', { name: 'Create the event' }).click();
  await expect(home.notice()).toContainText('Imported “2022KM_A” from teams.pbn: 8 teams');
  // Round 1's first row, read here: the home team's line-up, each player "segment,room,seat,number,surname,first names".
  const text = readFileSync(ruterLeague, 'utf8');
  const row = text.split('\n').find((l) => l.startsWith('1 1 2 7 '))!;
  const [, homeCell, awayCell] = Array.from(row.matchAll(/"([^"]*)"/g)).map((m) => m[1]);
  const match = page.getByTestId('match').filter({ hasText: '2 v 7' });
  await match.getByTestId('line-ups').locator('summary').click();
  const shown = match.getByTestId('line-ups').locator('p');
  await expect(shown).toHaveCount(2);
  for (const [i, cell, team] of [[0, homeCell, 'Fredrikstad 1'], [1, awayCell, 'Sarpsborg 1']] as const) {
    await expect(shown.nth(i)).toContainText(`${team}: segment 1: open `);
    for (const player of cell.split('|')) {
      const [, , seat, number, surname, first] = player.split(',');
      await expect(shown.nth(i)).toContainText(`${seat} ${first} ${surname} (${number})`);
    }
  }
  // Kept through a reload, as every entry of the log.
  await page.reload();
  await expect(page.getByTestId('match').filter({ hasText: '2 v 7' }).getByTestId('line-ups')).toHaveCount(1);
});
