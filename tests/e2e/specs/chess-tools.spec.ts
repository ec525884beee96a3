// The arbiter's tools on the chess page, as the seed describes them: the
// order of the teams (arrows, a draw by lot with its question and restore
// point, going back to it), Team numbers…, Check the round, teams kept
// apart (a rule that blocks a round is refused, naming it), FIDE mode, the
// working of every tie-break value, the series filter, adjournments, the
// round's pairings printed, a player absent for a round (the reserve moves
// up) and a board added by hand.
import { test, expect, type Page } from '@playwright/test';
import { HomePage, addTeam, axeProblems } from './pages';


const cardTitles = (page: Page) => page.getByTestId('team-card').locator('h3').allTextContents();

async function open(page: Page, name: string, teams: [string, number][]) {
  const home = new HomePage(page);
  await home.open();
  await home.create(name, 'Chess · Team Swiss');
  await page.getByRole('link', { name, exact: true }).click();
  for (const [team, base] of teams) await addTeam(page, team, base);
}

test('the order of the teams: arrows, a draw by lot asked and restorable, the order by rating when round 1 is paired', async ({ page }) => {
  await open(page, 'Lot cup', [['Ants', 1500], ['Bees', 2100], ['Crows', 1800], ['Doves', 2000]]);
  // The keyboard goes back to the new player's name after each player, so a roster is typed without the mouse.
  await expect(page.getByTestId('team-card').filter({ hasText: 'Doves' }).getByLabel('Player', { exact: true })).toBeFocused();
  // The players list: team and board on by default, sorted by any column.
  await page.getByTestId('show-players').click();
  const players = page.getByTestId('players').locator('tbody tr');
  await expect(players).toHaveCount(16);
  await expect(players.first()).toContainText('1. Ants, board 1');
  await page.getByTestId('players').getByRole('button', { name: 'Rating' }).click();
  await expect(players.first()).toContainText('Bees 1');
  await page.getByRole('button', { name: 'Hide the players' }).click();
  await expect(players).toHaveCount(0);
  // Two reserves of one club: the team's club is offered as a button, set only when pressed.
  const ants = page.getByTestId('team-card').filter({ hasText: 'Ants' });
  await ants.getByText('Title, federation, sex, birth, club').click();
  for (const name of ['Ants 5', 'Ants 6']) {
    await ants.getByLabel('Player', { exact: true }).fill(name);
    await ants.getByLabel('Club', { exact: true }).last().fill('Hastings');
    await ants.getByLabel('Player', { exact: true }).press('Enter');
    await expect(page.getByTestId('notice')).toContainText(`${name} added to Ants.`);
  }
  await ants.getByText('Team details').click();
  await ants.getByRole('button', { name: 'Club: Hastings' }).click();
  await expect(page.getByTestId('notice')).toContainText("Ants's club: Hastings.");
  await expect(ants.getByRole('button', { name: 'Club: Hastings' })).toHaveCount(0);
  // A draw by lot is offered only when the team ratings are typed.
  await expect(page.getByTestId('draw-by-lot')).toHaveCount(0);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'Typed for each team' }).check();
  await expect(page.getByTestId('notice')).toContainText('Team ratings are typed.');
  await page.getByRole('button', { name: 'Teams' }).click();
  // Bees moved up by hand: the order is set.
  await page.getByRole('button', { name: 'Move Bees up the order' }).click();
  await expect(page.getByTestId('notice')).toContainText('Bees is now number 1.');
  expect(await cardTitles(page)).toEqual(['1. Bees', '2. Ants', '3. Crows', '4. Doves']);
  // Drawing replaces an order set by hand: asked first, a restore point saved.
  await page.getByTestId('draw-by-lot').click();
  const question = page.getByRole('alertdialog', { name: 'Replace the order of the teams?' });
  await expect(question).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);
  await question.getByRole('button', { name: 'Draw by lot' }).click();
  await expect(page.getByTestId('notice')).toContainText('The order of the teams was drawn by lot.');
  await expect(page.getByTestId('drawn')).toContainText('The order of the teams was drawn by lot');
  // The audit trail goes back to the restore point: the hand order again, the note gone.
  await page.getByRole('button', { name: 'Audit trail' }).click();
  await expect(page.getByTestId('chess-trail')).toContainText('Restore point: before the draw by lot');
  await page.getByTestId('back-to').click();
  await page.getByRole('alertdialog', { name: 'Go back to this restore point?' }).getByRole('button', { name: 'Go back' }).click();
  await expect(page.getByTestId('notice')).toContainText('Back to the restore point');
  await page.getByRole('button', { name: 'Teams' }).click();
  expect(await cardTitles(page)).toEqual(['1. Bees', '2. Ants', '3. Crows', '4. Doves']);
  await expect(page.getByTestId('drawn')).toHaveCount(0);
  // Back on the Olympiad rule, round 1 orders the teams by rating (the hand order is replaced only by the arbiter).
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'Olympiad rule (the best players, one per board)' }).check();
  await page.getByRole('button', { name: 'Teams' }).click();
  await page.getByTestId('order-by-rating').click();
  expect(await cardTitles(page)).toEqual(['1. Bees', '2. Doves', '3. Crows', '4. Ants']);
});

test('Check the round, Team numbers…, adjournments, the working of each tie-break, the series filter, the pairings printed, a late team', async ({ page }) => {
  await open(page, 'Tools cup', [['Ants', 1500], ['Bees', 2100], ['Crows', 1800], ['Doves', 2000], ['Emus', 1900], ['Foxes', 1700]]);
  // Two series, set on the teams' cards.
  for (const [team, series] of [['Ants', 'Junior'], ['Bees', 'Open'], ['Crows', 'Junior'], ['Doves', 'Open'], ['Emus', 'Open'], ['Foxes', 'Junior']]) {
    const card = page.getByTestId('team-card').filter({ hasText: team });
    await card.getByText('Team details').click();
    await card.getByLabel('Series').fill(series);
    await card.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByTestId('notice')).toContainText(`${team} saved.`);
  }
  await page.getByRole('button', { name: 'Pairings and results' }).click();
  await page.getByTestId('pair').click();
  await expect(page.getByTestId('notice')).toContainText('Round 1 paired: 3 matches.');
  // Never ordered: round 1 ordered the teams by rating first.
  await expect(page.getByTestId('match').first().locator('h4')).toContainText(/1\. Bees|4\. Emus/);
  await page.getByTestId('check-round').click();
  await expect(page.getByTestId('check-result')).toContainText('Round 1 is the pairing C.04.6 gives: ');
  // Match 3 adjourned with its games unfinished (a complete match cannot be), then finished.
  const third = page.getByTestId('match').nth(2);
  await third.getByText('Line-ups and decisions').click();
  await third.getByRole('button', { name: 'Adjourned', exact: true }).click();
  await expect(third.getByTestId('adjourned')).toBeVisible();
  await third.getByRole('button', { name: 'Not adjourned' }).click();
  await expect(third.getByTestId('adjourned')).toHaveCount(0);
  // The round's results by keyboard.
  await page.locator('#board-1-0-0').focus();
  for (const key of ['1', '=', '1', '0', '1', '1', '0', '=', '=', '1', '0', '1']) await page.keyboard.press(key);
  await expect(page.getByTestId('board-result').last()).toHaveText('1-0');
  await third.getByRole('button', { name: 'Adjourned', exact: true }).click();
  await expect(page.getByTestId('notice')).toContainText('Every game of this match has its result: nothing is adjourned.');
  // The round's pairings, printed: one A4 page.
  const [printable] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('print-pairings').click()]);
  await printable.waitForLoadState();
  await expect(printable.getByTestId('pairings').locator('tbody tr')).toHaveCount(3);
  const pdf = await printable.pdf({ format: 'A4' });
  expect((pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBe(1);
  await printable.close();
  // One match's sheet alone, and one team's line-up form; the next round's forms before it is paired.
  const first = page.getByTestId('match').first();
  await first.getByText('Line-ups and decisions').click();
  const [sheet] = await Promise.all([page.waitForEvent('popup'), first.getByRole('button', { name: 'Print this match sheet' }).click()]);
  await sheet.waitForLoadState();
  await expect(sheet.getByTestId('match-sheet')).toHaveCount(1);
  await sheet.close();
  const [form] = await Promise.all([page.waitForEvent('popup'), first.getByRole('button', { name: /^Print .+'s line-up form$/ }).first().click()]);
  await form.waitForLoadState();
  await expect(form.getByTestId('line-up-form')).toHaveCount(1);
  await form.close();
  const [next] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('print-next-line-ups').click()]);
  await next.waitForLoadState();
  await expect(next.getByTestId('line-up-form').first()).toContainText('Line-up, round 2');
  await next.close();

  // Team numbers… after round 1: they follow the ratings, and two teams of different ratings do not exchange.
  await page.getByRole('button', { name: 'Teams' }).click();
  await page.getByTestId('team-numbers').locator('summary').click();
  await page.getByTestId('regenerate').click();
  await expect(page.getByTestId('notice')).toContainText('The team numbers already follow the ratings.');
  await page.getByTestId('team-numbers').getByRole('combobox', { name: /^Team/ }).selectOption({ index: 0 });
  await page.getByTestId('team-numbers').getByRole('combobox', { name: /^and team/ }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Exchange their numbers' }).click();
  await expect(page.getByTestId('notice')).toContainText('Only two teams of the same team rating exchange their numbers');

  // Every tie-break value opens its working: MP, one line per round.
  await page.getByRole('button', { name: 'Standings', exact: true }).click();
  const standings = page.getByTestId('chess-standings');
  await expect(standings.locator('thead th')).toContainText(['Place', 'Team', 'Series']);
  await standings.getByRole('button', { name: /^MPTS of Bees: / }).click();
  await expect(page.getByTestId('working-title')).toContainText('MPTS of 1. Bees');
  await expect(page.getByTestId('working').locator('tbody tr')).toHaveCount(1);
  await page.getByTestId('working-panel').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('working-title')).toHaveCount(0);
  // The series filter keeps one series.
  await expect(page.getByTestId('chess-standing')).toHaveCount(6);
  await page.getByTestId('series-filter').selectOption('Junior');
  await expect(page.getByTestId('chess-standing')).toHaveCount(3);
  await expect(page.getByTestId('chess-standing')).toContainText([/Junior/, /Junior/, /Junior/]);
  await page.getByRole('button', { name: 'Board prizes', exact: true }).last().click();
  await expect(page.getByTestId('board-prizes')).toHaveCount(4);
  expect(await axeProblems(page)).toEqual([]);

  // A late team: numbered after the others, paired from round 2 (seven teams: three matches and a bye).
  await page.getByRole('button', { name: 'Teams' }).click();
  await addTeam(page, 'Gnus', 1600);
  await expect(page.getByTestId('team-card').last().locator('h3')).toHaveText('7. Gnus');
  await page.getByRole('button', { name: 'Pairings and results' }).click();
  await page.getByTestId('pair').click();
  await expect(page.getByTestId('notice')).toContainText('Round 2 paired: 3 matches and a bye.');
  await page.getByTestId('check-round').click();
  await expect(page.getByTestId('check-result')).toContainText('Round 2 is the pairing C.04.6 gives: ');
});

test('teams kept apart: leaving FIDE mode is asked; a rule that leaves a round no pairing is refused, naming it; a wish honoured', async ({ page }) => {
  await open(page, 'Apart cup', [['Ants', 1500], ['Bees', 2100], ['Crows', 1800], ['Doves', 2000]]);
  await page.getByRole('button', { name: 'Settings' }).click();
  const chosen = page.getByTestId('chosen-apart');
  // Teams 1, 2 and 3 must never meet: each of them needs team 4, so round 1 cannot be paired.
  await chosen.getByLabel('Team numbers').fill('1 2 3');
  await chosen.getByRole('button', { name: 'Keep apart' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave FIDE mode?' });
  await expect(leave).toContainText('Teams are kept apart (not part of C.04.6)');
  await leave.getByRole('button', { name: 'Leave FIDE mode' }).click();
  await expect(chosen).toContainText('Teams 1, 2, 3: never meet (a rule), rounds 1 to the end');
  await expect(page.getByTestId('departures')).toContainText('Teams are kept apart');
  await page.getByRole('button', { name: 'Pairings and results' }).click();
  await page.getByTestId('pair').click();
  await expect(page.getByTestId('notice')).toContainText(/rule/i);
  await expect(page.getByTestId('match')).toHaveCount(0);
  // The rule removed; the teams ordered by rating (1. Bees, 2. Doves, 3. Crows, 4. Ants).
  await page.getByRole('button', { name: 'Settings' }).click();
  await chosen.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('notice')).toContainText('The teams may meet again.');
  await page.getByRole('button', { name: 'Teams', exact: true }).click();
  await page.getByTestId('order-by-rating').click();
  await expect(page.getByTestId('team-card').first().locator('h3')).toHaveText('1. Bees');
  // A wish that 1 and 3 do not meet: round 1 would pair 1-3 and 2-4; the wish picks 1-4 and 2-3, which C.04.6 ranks equal.
  await page.getByRole('button', { name: 'Settings' }).click();
  await chosen.getByLabel('Team numbers').fill('1 3');
  await chosen.getByRole('combobox', { name: /^How/ }).selectOption('wish');
  await chosen.getByRole('button', { name: 'Keep apart' }).click();
  await leave.getByRole('button', { name: 'Leave FIDE mode' }).click();
  await expect(chosen).toContainText('Teams 1, 3: a wish, rounds 1 to the end');
  await page.getByRole('button', { name: 'Pairings and results' }).click();
  await page.getByTestId('pair').click();
  await expect(page.getByTestId('match')).toHaveCount(2);
  const titles = (await page.getByTestId('match').locator('h4').allTextContents()).map((t) => t.replace(/^Match \d+: /, '').replace(/\s+\S+–\S+$/, ''));
  expect(titles).toHaveLength(2);
  expect(titles).toContainEqual(expect.stringMatching(/^(1\. Bees – 4\. Ants|4\. Ants – 1\. Bees)$/));
  expect(titles).toContainEqual(expect.stringMatching(/^(2\. Doves – 3\. Crows|3\. Crows – 2\. Doves)$/));
});

test('a double forfeit the pairing wrote, seated again by Withdraw the decision once someone can be seated', async ({ page }) => {
  await open(page, 'Empty cup', [['Ants', 1500], ['Bees', 2100]]);
  for (const name of ['Empty A', 'Empty B']) {
    await page.getByTestId('add-team').getByLabel('New team').fill(name);
    await page.getByTestId('add-team').getByRole('button', { name: 'Add team' }).click();
    await expect(page.getByTestId('notice')).toContainText(`Team ${name} added.`);
  }
  // By hand: 1. Empty A, 2. Ants, 3. Empty B, 4. Bees, so round 1 (1-3, 2-4) pairs the two teams without players.
  for (const name of ['Empty A', 'Empty A', 'Empty B']) {
    await page.getByRole('button', { name: `Move ${name} up the order` }).click();
    await expect(page.getByTestId('notice')).toContainText(`${name} is now number`);
  }
  expect(await cardTitles(page)).toEqual(['1. Empty A', '2. Ants', '3. Empty B', '4. Bees']);
  await page.getByRole('button', { name: 'Pairings and results' }).click();
  await page.getByTestId('pair').click();
  const empty = page.getByTestId('match').filter({ hasText: 'Empty A' });
  await expect(empty.locator('h4')).toContainText('Empty B');
  await empty.getByText('Line-ups and decisions').click();
  await empty.getByRole('button', { name: 'Withdraw the decision' }).click();
  await expect(page.getByTestId('notice')).toContainText("Nobody can be seated in this match yet: put players on the teams' rosters first.");
  // A player joins Empty A: withdrawing the double forfeit now seats the match.
  await page.getByRole('button', { name: 'Teams', exact: true }).click();
  const card = page.getByTestId('team-card').filter({ hasText: 'Empty A' });
  await card.getByLabel('Player', { exact: true }).fill('Late Arrival');
  await card.getByLabel('Player', { exact: true }).press('Enter');
  await expect(page.getByTestId('notice')).toContainText('Late Arrival added to Empty A.');
  await page.getByRole('button', { name: 'Pairings and results' }).click();
  await empty.getByText('Line-ups and decisions').click();
  await empty.getByRole('button', { name: 'Withdraw the decision' }).click();
  // A line-up command per team; which team is named first (and so seated first) is the colour drawn for round 1.
  await expect(page.getByTestId('notice')).toContainText(/Round 1, match \d: Empty [AB] seated\./);
  await expect(empty.getByTestId('board-row').first()).toContainText('Late Arrival');
});

test('a player absent for a round: the reserve moves up, until the match has a result', async ({ page }) => {
  await open(page, 'Absent cup', [['Ants', 1500], ['Bees', 2100]]);
  const card = page.getByTestId('team-card').filter({ hasText: 'Ants' });
  await card.getByLabel('Player', { exact: true }).fill('Ants reserve');
  await card.getByLabel('Player', { exact: true }).press('Enter');
  await expect(page.getByTestId('notice')).toContainText('Ants reserve added to Ants.');
  await page.getByRole('button', { name: 'Pairings and results' }).click();
  await page.getByTestId('pair').click();
  const m = page.getByTestId('match').first();
  await expect(m.getByTestId('board-row').nth(1)).toContainText('Ants 2');
  await m.getByText('Line-ups and decisions').click();
  await m.getByRole('button', { name: 'Line-ups', exact: true }).click();
  const absent = page.getByTestId('line-up-panel').getByTestId('absent-players').filter({ hasText: 'Ants 2' });
  await absent.getByLabel('Ants 2').check();
  await absent.getByRole('button', { name: 'Save absences' }).click();
  await expect(page.getByTestId('notice')).toContainText('Round 1: Ants 2 absent for Ants; the line-up moves up.');
  // Ants 3 and 4 move up a board, the reserve takes board 4.
  await expect(m.getByTestId('board-row').nth(1)).toContainText('Ants 3');
  await expect(m.getByTestId('board-row').nth(3)).toContainText('Ants reserve');
  await expect(page.getByTestId('line-up-panel').getByTestId('absent-players').filter({ hasText: 'Ants 2' }).getByLabel('Ants 2')).toBeChecked();
  expect(await axeProblems(page)).toEqual([]);
  await page.getByTestId('line-up-panel').getByRole('button', { name: 'Close' }).click();
  // Once the match has a result, who plays is fixed.
  await m.getByTestId('board-row').first().focus();
  await page.keyboard.press('=');
  await expect(page.getByTestId('notice')).toContainText('Round 1, match 1, board 1: ½-½.');
  await m.getByRole('button', { name: 'Line-ups', exact: true }).click();
  const again = page.getByTestId('line-up-panel').getByTestId('absent-players').filter({ hasText: 'Ants 2' });
  await again.getByLabel('Ants 2').uncheck();
  await again.getByRole('button', { name: 'Save absences' }).click();
  await expect(page.getByTestId('notice')).toContainText('The match has a result: its line-ups can no longer change.');
  await expect(m.getByTestId('board-row').nth(3)).toContainText('Ants reserve');
});

test('a board added by hand that fits no match counts for no team: its result, and Remove while it has none', async ({ page }) => {
  await open(page, 'Loose cup', [['Ants', 1500], ['Bees', 2100]]);
  for (const team of ['Ants', 'Bees']) {
    const card = page.getByTestId('team-card').filter({ hasText: team });
    for (const n of [1, 2]) {
      await card.getByLabel('Player', { exact: true }).fill(`${team} reserve ${n}`);
      await card.getByLabel('Player', { exact: true }).press('Enter');
      await expect(page.getByTestId('notice')).toContainText(`${team} reserve ${n} added to ${team}.`);
    }
  }
  await page.getByRole('button', { name: 'Pairings and results' }).click();
  await page.getByTestId('pair').click();
  const form = page.getByTestId('add-board');
  await page.getByText('Add a board by hand').click();
  await form.getByLabel('White').selectOption({ label: 'Ants reserve 1 (Ants)' });
  await form.getByLabel('Black').selectOption({ label: 'Bees reserve 1 (Bees)' });
  await form.getByRole('button', { name: 'Add the board' }).click();
  await expect(page.getByTestId('notice')).toContainText('Round 1: Ants reserve 1 – Bees reserve 1 added as a board for no team: it fits no match of their teams.');
  const loose = page.getByTestId('loose-board');
  await expect(loose).toHaveCount(1);
  await loose.first().getByRole('button', { name: 'Board 1 for no team: ½-½' }).click();
  await expect(page.getByTestId('notice')).toContainText('Round 1, board 1 for no team: ½-½.');
  await expect(loose.first()).toContainText('½-½');
  await loose.first().getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('notice')).toContainText('The board has a result: clear it first.');
  // The match's own score is untouched: the board counts for no team.
  await expect(page.getByTestId('match').first().locator('h4')).toContainText('0–0');
  // A second, without a result, is removed.
  await page.getByText('Add a board by hand').click();
  await form.getByLabel('White').selectOption({ label: 'Bees reserve 2 (Bees)' });
  await form.getByLabel('Black').selectOption({ label: 'Ants reserve 2 (Ants)' });
  await form.getByRole('button', { name: 'Add the board' }).click();
  await expect(loose).toHaveCount(2);
  await loose.nth(1).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('notice')).toContainText('Round 1: board 2 for no team removed.');
  await expect(loose).toHaveCount(1);
  expect(await axeProblems(page)).toEqual([]);
  // Kept across a reload: it is on the log.
  await page.reload();
  await page.getByRole('button', { name: 'Pairings and results' }).click();
  await expect(page.getByTestId('loose-board')).toHaveCount(1);
});
