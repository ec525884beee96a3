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
