// Movements as clubs really play them: a three-quarter Howell, a Mitchell in rows on copied
// boards, a Mitchell with a half table (one
// pair short), and a round seated by hand by the director, checked again
// after each change, kept across a reload and written to the audit trail;
// East–West numbered 1 to n as clubs number them, everywhere the scorer reads.
import { test, expect } from '@playwright/test';
import { axeProblems, openNewEvent } from './pages';

test('a three-quarter Howell, a half-table Mitchell, and a round seated by hand with the checks that follow', async ({ page }) => {
  await openNewEvent(page, 'Five pairs', 'Bridge · Pairs');
  const setup = page.getByTestId('setup-form');
  // A three-quarter Howell for seven tables: 10 of the 13 rounds, the sets played unequally (the preview says how).
  await setup.getByRole('combobox', { name: 'Movement' }).selectOption('howell-3/4');
  await setup.getByLabel('Pairs', { exact: true }).fill('14');
  await setup.getByLabel('Boards per round', { exact: true }).fill('2');
  await expect(setup.getByLabel('Rounds (0: all)')).toHaveCount(0);
  await expect(page.getByTestId('setup-preview')).toHaveText('10 rounds, boards 1 to 26; the 13 board sets are played 4 to 7 times; all checks passed.');
  // Fourteen tables on seven copied sets: two rows of a 7-table Mitchell.
  await setup.getByRole('combobox', { name: 'Movement' }).selectOption('mitchell');
  await setup.getByLabel('Tables', { exact: true }).fill('14');
  await setup.getByLabel('Copies of each board set (rows of tables)').fill('2');
  await expect(page.getByTestId('setup-preview')).toHaveText('7 rounds, boards 1 to 14; each of the 7 board sets is played 14 times; all checks passed.');
  await setup.getByLabel('Copies of each board set (rows of tables)').fill('1');
  await setup.getByRole('combobox', { name: 'Movement' }).selectOption('mitchell');
  await setup.getByLabel('Tables', { exact: true }).fill('3');
  await setup.getByLabel('Boards per round', { exact: true }).fill('2');
  await setup.getByTestId('half-table').check();
  await expect(page.getByTestId('setup-preview')).toHaveText('3 rounds, boards 1 to 6; each of the 3 board sets is played 2 times; all checks passed.');
  await setup.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByTestId('notice')).toContainText('Session set up: 3 rounds, boards 1 to 6.');
  // Five pairs; each board is played at two tables (the third sits out).
  await expect(page.getByTestId('entry-row')).toHaveCount(2);

  const editor = page.getByTestId('seating-editor');
  await editor.locator('summary').click();
  const rows = editor.getByTestId('seat-row');
  await expect(rows).toHaveCount(3);
  // Round 1: EW 3 is the missing pair, so table 3 sits out. East–West are
  // numbered 1 to n as the club numbers them (the set-up's default).
  await expect(editor.getByLabel('Table 1 EW')).toHaveValue('1');
  await expect(editor.getByLabel('Table 3 NS')).toHaveValue('');
  expect(await axeProblems(page)).toEqual([]);

  // The director moves EW 2 to table 1: EW 1 takes its place at table 2.
  await editor.getByLabel('Table 1 EW').fill('2');
  await editor.getByLabel('Table 1 EW').press('Enter');
  await expect(page.getByTestId('notice')).toContainText('Round 1, table 1 seated by hand: NS 1 v EW 2 on boards 1–2 (was NS 1 v EW 1 on boards 1–2); EW 1 to table 2.');
  await expect(editor.getByLabel('Table 2 EW')).toHaveValue('1');
  await expect(editor.getByTestId('seating-report')).toHaveText(
    'To look at: pair EW 2 plays board 1 again in round 2; pair EW 2 plays board 2 again in round 2; pair EW 1 plays board 3 again in round 3; pair EW 1 plays board 4 again in round 3; NS 2 and EW 1 meet again in round 2; NS 1 and EW 2 meet again in round 3.',
  );
  // The entry follows the new seating.
  await expect(page.getByTestId('entry-row').first().locator('td').nth(2)).toHaveText('2');

  // Boards that cannot be read are refused, naming the table; nothing changes.
  await editor.getByLabel('Table 2 boards').fill('x');
  await editor.getByLabel('Table 2 boards').press('Enter');
  await expect(page.getByTestId('notice')).toContainText('Table 2: “x” is not a board number or a range like 5-6.');

  // Kept across a reload, and in the audit trail.
  await page.reload();
  await page.getByTestId('seating-editor').locator('summary').click();
  await expect(page.getByTestId('seating-editor').getByLabel('Table 1 EW')).toHaveValue('2');
  await expect(page.getByTestId('seating-editor').getByLabel('Table 2 boards')).toHaveValue('3–4');
  const audit = page.getByTestId('audit');
  await audit.getByText('1 entry').click();
  await expect(audit.getByTestId('audit-line')).toHaveText([/Round 1, table 1 seated by hand: NS 1 v EW 2/]);
  // The editor on a tablet and a phone: nothing wider than the screen.
  for (const [width, height] of [[768, 1024], [390, 844]]) {
    await page.setViewportSize({ width, height });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Put back as the movement had it: every check passes again.
  const back = page.getByTestId('seating-editor');
  await back.getByLabel('Table 1 EW').fill('1');
  await back.getByLabel('Table 1 EW').press('Enter');
  await expect(back.getByTestId('seating-report')).toHaveText('All checks pass: each of the 6 boards is played 2 times.');

  // Every pair as the club numbers it: the list, the director's choice of pair, the movement's cards.
  await expect(page.getByTestId('participants').locator('li .number')).toHaveText(['NS 1', 'NS 2', 'NS 3', 'EW 1', 'EW 2']);
  await page.getByTestId('director').getByText('Late or missing pair').click();
  await expect(page.getByTestId('absent-form').getByRole('combobox', { name: 'Pair', exact: true }).locator('option')).toHaveText(['NS 1 Pair NS 1', 'NS 2 Pair NS 2', 'NS 3 Pair NS 3', 'EW 1 Pair EW 1', 'EW 2 Pair EW 2']);
  await page.getByTestId('cards-link').click();
  const first = page.getByTestId('round').first().locator('tbody tr');
  await expect(first).toHaveCount(2);
  await expect(first.first().locator('td').nth(1)).toHaveText('1');
});

test('a half table whose missing East–West pair the director names: the others keep their numbers', async ({ page }) => {
  await openNewEvent(page, 'Half table', 'Bridge · Pairs');
  const setup = page.getByTestId('setup-form');
  await setup.getByRole('combobox', { name: 'Movement' }).selectOption('mitchell');
  await setup.getByLabel('Tables', { exact: true }).fill('3');
  await setup.getByLabel('Boards per round', { exact: true }).fill('2');
  await setup.getByTestId('half-table').check();
  await setup.getByLabel('The missing East–West pair (0: the last)').fill('2');
  await expect(page.getByTestId('setup-preview')).toHaveText('3 rounds, boards 1 to 6; each of the 3 board sets is played 2 times; all checks passed.');
  await setup.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByTestId('notice')).toContainText('Session set up: 3 rounds, boards 1 to 6.');
  await expect(page.getByTestId('participants')).toContainText('Pair EW 3');
  await expect(page.getByTestId('participants')).not.toContainText('Pair EW 2');
  const editor = page.getByTestId('seating-editor');
  await editor.locator('summary').click();
  // Round 1: EW 2 would have been at table 2, which sits out; EW 3 is at table 3 as EW 3.
  await expect(editor.getByLabel('Table 1 EW')).toHaveValue('1');
  await expect(editor.getByLabel('Table 2 NS')).toHaveValue('');
  await expect(editor.getByLabel('Table 3 EW')).toHaveValue('3');
});
