// A player's details corrected at any time (issue 26, item 1), and what
// FIDE fixes once round 1 is paired asked before it changes (item 6).
import { test, expect, type Page } from '@playwright/test';
import { HomePage, addTeam, axeProblems } from './pages';

async function open(page: Page, name: string) {
  const home = new HomePage(page);
  await home.open();
  await home.create(name, 'Chess · Team Swiss');
  await page.getByRole('link', { name, exact: true }).click();
  await addTeam(page, 'Ants', 1500);
  await addTeam(page, 'Bees', 2100);
}

test('a player is corrected from his roster row: a new rating says what it changes first, and is undone', async ({ page }) => {
  await open(page, 'Correction cup');
  const ants = page.getByTestId('team-card').filter({ hasText: 'Ants' });
  await ants.getByRole('button', { name: 'Edit Ants 1' }).click();
  const form = ants.getByTestId('edit-player');
  await expect(form).toContainText("Correct Ants 1's details");
  await expect(form.getByLabel('Player', { exact: true })).toBeFocused();
  await expect(form.getByLabel('Rating', { exact: true })).toHaveValue('1500');
  expect(await axeProblems(page)).toEqual([]);

  // A name and a FIDE ID: saved straight away, said, the form closed.
  await form.getByLabel('Player', { exact: true }).fill('Anna Ant');
  await form.getByLabel('FIDE ID').fill('4100018');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('notice')).toContainText('Anna Ant: name Ants 1 → Anna Ant, FIDE ID none → 4100018.');
  await expect(ants.getByTestId('edit-player')).toHaveCount(0);
  await expect(ants.getByTestId('roster-row').first()).toContainText('Anna Ant');
  await expect(ants.getByTestId('roster-row').first()).toContainText('4100018');

  // A rating: the team's rating moves (1485 → 1735), so it is asked first; cancelled, nothing changes.
  await ants.getByRole('button', { name: 'Edit Anna Ant' }).click();
  await ants.getByTestId('edit-player').getByLabel('Rating', { exact: true }).fill('2500');
  await ants.getByTestId('edit-player').getByRole('button', { name: 'Save' }).click();
  const ask = page.getByRole('alertdialog', { name: "Change Anna Ant's rating?" });
  await expect(ask).toContainText('The team rating of Ants: 1485 → 1735');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ants.getByTestId('roster-row').first()).toContainText('1500');
  await expect(ants.getByTestId('edit-player').getByLabel('Rating', { exact: true })).toHaveValue('2500');
  await ants.getByTestId('edit-player').getByRole('button', { name: 'Save' }).click();
  await ask.getByRole('button', { name: 'Save the rating' }).click();
  await expect(page.getByTestId('notice')).toContainText('Anna Ant: rating 1500 → 2500.');
  await expect(ants.getByText('Team rating 1735')).toBeVisible();

  // Kept through a reload, and undone like any command.
  await page.reload();
  await expect(page.getByTestId('team-card').filter({ hasText: 'Ants' }).getByText('Team rating 1735')).toBeVisible();
  await expect(page.getByTestId('chess-undo')).toHaveText('Undo: Player changed: Anna Ant');
  await page.getByTestId('chess-undo').click();
  await expect(page.getByTestId('team-card').filter({ hasText: 'Ants' }).getByText('Team rating 1485')).toBeVisible();

  // Cancel closes the form, nothing saved.
  await ants.getByRole('button', { name: 'Edit Anna Ant' }).click();
  await ants.getByTestId('edit-player').getByRole('button', { name: 'Cancel' }).click();
  await expect(ants.getByTestId('edit-player')).toHaveCount(0);
  await expect(ants.getByRole('button', { name: 'Add to Ants' })).toBeVisible();
});

test('once round 1 is paired, FIDE mode asks before the board order or the primary score changes', async ({ page }) => {
  await open(page, 'Locks cup');
  await page.getByRole('button', { name: 'Pairings and results' }).click();
  await page.getByTestId('pair').click();
  await expect(page.getByTestId('notice')).toContainText('Round 1 paired: 1 matches.');

  await page.getByRole('button', { name: 'Teams', exact: true }).click();
  const ants = page.getByTestId('team-card').filter({ hasText: 'Ants' });
  await ants.getByRole('button', { name: 'Move Ants 1 down' }).click();
  const order = page.getByRole('alertdialog', { name: 'Change the board order after round 1?' });
  await expect(order).toContainText('Ants 1 from board 1 to board 2');
  await order.getByRole('button', { name: 'Cancel' }).click();
  await expect(ants.getByTestId('roster-row').first()).toContainText('Ants 1');
  await ants.getByRole('button', { name: 'Move Ants 1 down' }).click();
  await order.getByRole('button', { name: 'Change the order' }).click();
  await expect(page.getByTestId('notice')).toContainText('Ants 1 moved down.');
  await expect(ants.getByTestId('roster-row').first()).toContainText('Ants 2');
  // The Undo button and the audit trail name the player, not his id.
  await expect(page.getByTestId('chess-undo')).toHaveText('Undo: Ants 1 moved to place 2 of the roster');
  await page.getByRole('button', { name: 'Audit trail' }).click();
  await expect(page.getByTestId('chess-trail')).toContainText('Ants 1 moved to place 2 of the roster');
  await page.getByRole('button', { name: 'Teams', exact: true }).click();

  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'Game points' }).click();
  const primary = page.getByRole('alertdialog', { name: 'Change the primary score after round 1?' });
  await expect(primary).toContainText('Game points are the primary score.');
  await primary.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('radio', { name: 'Match points' })).toBeChecked();
  await page.getByRole('radio', { name: 'Game points' }).click();
  await primary.getByRole('button', { name: 'Change it' }).click();
  await expect(page.getByRole('radio', { name: 'Game points' })).toBeChecked();
});

test('a roster pasted from a spreadsheet: checked and said before it is taken, taken as one command, undone as one', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.create('Paste cup', 'Chess · Team Swiss');
  await page.getByRole('link', { name: 'Paste cup', exact: true }).click();
  const paste = page.getByTestId('paste-roster');
  await paste.getByText('Paste a roster…').click();
  // A line it cannot read: nothing is added, the line is named.
  await paste.getByLabel('Players, one a line').fill('Team\tName\tElo\nAnts\tAnn Ant\tabc\n');
  await paste.getByRole('button', { name: 'Check and add…' }).click();
  await expect(page.getByTestId('notice')).toContainText('Nothing was added. Line 2: “abc” is not a rating');
  await expect(page.getByTestId('team-card')).toHaveCount(0);

  const rows = ['Team\tName\tElo\tFIDE ID'];
  for (const [team, base] of [['Ants', 1500], ['Bees', 2100]] as [string, number][]) {
    for (let b = 1; b <= 4; b++) rows.push(`${team}\t${team} ${b}\t${base - 10 * b}\t${base}0${b}`);
  }
  await paste.getByLabel('Players, one a line').fill(rows.join('\n'));
  await paste.getByRole('button', { name: 'Check and add…' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Add 8 player(s)?' });
  await expect(ask).toContainText('Ants (a new team): Ants 1 1490 (150001); Ants 2 1480 (150002); Ants 3 1470 (150003); Ants 4 1460 (150004)');
  await expect(ask).toContainText('Bees (a new team): Bees 1 2090 (210001)');
  expect(await axeProblems(page)).toEqual([]);
  await ask.getByRole('button', { name: 'Add them' }).click();
  await expect(page.getByTestId('notice')).toContainText('8 player(s) added, 2 new team(s).');
  await expect(page.getByTestId('team-card')).toHaveCount(2);
  await expect(page.getByTestId('team-card').filter({ hasText: 'Bees' }).getByTestId('roster-row')).toHaveText([/Bees 1/, /Bees 2/, /Bees 3/, /Bees 4/]);

  // Onto one team, typed one player a line.
  await page.getByTestId('paste-roster').getByText('Paste a roster…').click();
  await page.getByTestId('paste-roster').getByLabel('Onto').selectOption({ label: 'Ants' });
  await page.getByTestId('paste-roster').getByLabel('Players, one a line').fill('Carlsen, Magnus 2830 1503014 GM');
  await page.getByTestId('paste-roster').getByRole('button', { name: 'Check and add…' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Add 1 player(s)?' })).toContainText('Ants: Carlsen, Magnus 2830 (GM, 1503014)');
  await page.getByRole('alertdialog', { name: 'Add 1 player(s)?' }).getByRole('button', { name: 'Add them' }).click();
  await expect(page.getByTestId('team-card').filter({ hasText: 'Ants' }).getByTestId('roster-row').last()).toContainText('GM Carlsen, Magnus');

  // Kept through a reload; one Undo takes a whole paste back.
  await page.reload();
  await page.getByTestId('chess-undo').click();
  await expect(page.getByTestId('team-card').filter({ hasText: 'Ants' }).getByTestId('roster-row')).toHaveCount(4);
  await expect(page.getByTestId('chess-undo')).toHaveText('Undo: A roster pasted: 8 player(s), 2 new team(s)');
  await page.getByTestId('chess-undo').click();
  await expect(page.getByTestId('team-card')).toHaveCount(0);
});

test('a 40-team event: every team card and all 20 matches drawn (a screenful first, the rest just after), a result on the last match saved and kept', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.create('Forty cup', 'Chess · Team Swiss');
  await page.getByRole('link', { name: 'Forty cup', exact: true }).click();
  const paste = page.getByTestId('paste-roster');
  await paste.getByText('Paste a roster…').click();
  const rows = ['Team\tName\tElo'];
  for (let t = 1; t <= 40; t++) {
    for (let b = 1; b <= 4; b++) rows.push(`Team ${t}\tPlayer ${t}.${b}\t${2400 - 10 * t - b}`);
  }
  await paste.getByLabel('Players, one a line').fill(rows.join('\n'));
  await paste.getByRole('button', { name: 'Check and add…' }).click();
  await page.getByRole('alertdialog', { name: 'Add 160 player(s)?' }).getByRole('button', { name: 'Add them' }).click();
  await expect(page.getByTestId('team-card')).toHaveCount(40);
  await expect(page.getByTestId('team-card').last()).toContainText('Team 40');
  await page.getByRole('button', { name: 'Pairings and results' }).click();
  await page.getByTestId('pair').click();
  await expect(page.getByTestId('notice')).toContainText('Round 1 paired: 20 matches.');
  await expect(page.getByTestId('match')).toHaveCount(20);
  await page.locator('#board-1-19-3').focus();
  await page.keyboard.press('=');
  await expect(page.getByTestId('notice')).toContainText('Round 1, match 20, board 4: ½-½.');
  await page.reload();
  await expect(page.getByTestId('match')).toHaveCount(20);
  await expect(page.getByTestId('match').last().getByTestId('board-result').last()).toHaveText('½-½');
  // Entered as soon as the matches are there, and nothing drawn twice.
  await page.locator('#board-1-19-0').focus();
  await page.keyboard.press('1');
  await expect(page.getByTestId('match').last().getByTestId('board-result').first()).toHaveText('1-0');
  await expect(page.getByTestId('match')).toHaveCount(20);
});
