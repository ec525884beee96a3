import { test, expect } from '@playwright/test';
import { axeProblems, enterResult, openNewEvent, setUpMitchell, openResults } from './pages';

/** A 3-table Mitchell (NS 1-3, EW 4-6), two boards a round. */
async function mitchell(page: import('@playwright/test').Page, name: string) {
  await openNewEvent(page, name, 'Bridge · Pairs');
  await setUpMitchell(page, 3, 2);
}

/** The NS match points of board `board`'s rows, as shown. */
async function matchPoints(page: import('@playwright/test').Page) {
  return page.getByTestId('entry-row').evaluateAll((rows) => rows.map((r) => r.querySelector('[data-testid=mp] summary')?.textContent ?? ''));
}

test('a weighted score and a fouled board, scored and kept in the audit trail', async ({ page }) => {
  await mitchell(page, 'Director');
  const rows = page.getByTestId('entry-row');
  await enterResult(rows.nth(0), '4S', 'N', 10);
  await expect(rows.nth(0).getByTestId('entered')).toHaveText('NS +420');
  await enterResult(rows.nth(1), '4S', 'N', 9);
  await expect(rows.nth(1).getByTestId('entered')).toHaveText('EW +50');
  // Law 12C1(c): 60 % of 4S= and 40 % of 4S-1, typed where the contract goes.
  await rows.nth(2).getByLabel(/^Contract/).fill('60% 4S N 10 + 40% 4S N 9');
  await rows.nth(2).getByRole('button').click();
  await expect(rows.nth(2).getByTestId('entered')).toHaveText('weighted 60% +420, 40% -50');
  // The weighted score: +420 ties one and beats one (3 of 4), -50 ties one (1 of 4): 0.6 × 3 + 0.4 × 1 = 2.20.
  // +420 beats -50 (2) and, part by part, ties 60 % and beats 40 % (1.4): 3.40; -50 ties 40 %: 0.40.
  expect(await matchPoints(page)).toEqual(['3.40', '0.40', '2.20']);
  // Shares that do not make 100 % are refused, with the place.
  await rows.nth(2).getByLabel(/^Contract/).fill('60% 4S N 10 + 30% 4S N 9');
  await rows.nth(2).getByRole('button').click();
  await expect(page.getByTestId('notice')).toContainText('Board 1, NS 2 v EW 6: the shares of a weighted score add up to 90 %, not 100 %');

  // Board 1 fouled: the third table played the other version of the deal.
  const director = page.getByTestId('director');
  await director.getByText('Fouled board', { exact: true }).click();
  const fouled = director.getByTestId('fouled-form');
  await fouled.getByLabel('Board', { exact: true }).fill('1');
  await fouled.getByLabel('NS 2 v EW 6').check();
  await fouled.getByRole('button', { name: 'Save the fouled board' }).click();
  await expect(page.getByTestId('notice')).toContainText('Board 1 fouled: 1 table(s) scored on the other version.');
  // Tables 1-2 compared on their own (2 and 0 of 2), Neuberg to three tables: (M+1)×3/2−1 = 3.50 and 0.50;
  // table 3 alone: (0+1)×3/1−1 = 2.00.
  expect(await matchPoints(page)).toEqual(['3.50', '0.50', '2.00']);
  await page.reload();
  // The fold's form is made when it is opened: after a reload, opened again.
  await expect(page.getByTestId('director').getByTestId('fouled-form')).toHaveCount(0);
  await page.getByTestId('director').getByText('Fouled board', { exact: true }).click();
  await expect(page.getByTestId('director').getByTestId('fouled-form').getByLabel('NS 2 v EW 6')).toBeChecked();
  const audit = page.getByTestId('audit');
  await audit.getByText(/entries, newest first/).click();
  await expect(audit.getByTestId('audit-line').nth(0)).toContainText('Board 1 fouled: the other version played by NS 2 v EW 6');
  await expect(audit.getByTestId('audit-line').nth(1)).toContainText('Board 1, NS 2 v EW 6: weighted: 60% of 4S by N 10 + 40% of 4S by N 9');
  expect(await axeProblems(page)).toEqual([]);
});

test('the session\'s own movement opens on the movements page, numbered as in the event', async ({ page }) => {
  await mitchell(page, 'Cards');
  await page.getByTestId('cards-link').click();
  const form = page.getByTestId('movement-form');
  await expect(form.getByRole('combobox', { name: /^Movement/ })).toHaveValue('mitchell');
  await expect(form.getByLabel('Tables', { exact: true })).toHaveValue('3');
  await expect(form.getByLabel('Boards per round', { exact: true })).toHaveValue('2');
  await expect(page.getByTestId('verify').getByRole('heading')).toHaveText('All checks passed');
  await expect(page.getByTestId('round')).toHaveCount(3);
  // Round 2, table 1: NS 1 against EW 6, as the event's pickup slip says.
  const first = page.getByTestId('round').nth(1).locator('tbody tr').first();
  await expect(first.locator('th, td').first()).toHaveText('1');
  await expect(first.locator('td').nth(0)).toHaveText('1');
  await expect(first.locator('td').nth(1)).toHaveText('6');
  await expect(first.locator('td').nth(2)).toHaveText('3–4');
});

test('a late pair: its missed boards scored Ave- and its opponents Ave+ at once', async ({ page }) => {
  await mitchell(page, 'Late pair');
  const director = page.getByTestId('director');
  await director.getByText('Late or missing pair').click();
  const form = director.getByTestId('absent-form');
  await form.getByRole('combobox', { name: 'Pair', exact: true }).selectOption('4');
  await form.getByLabel('From round').fill('1');
  await form.getByLabel('To round').fill('1');
  await form.getByRole('button', { name: 'Score the missed boards' }).click();
  await expect(page.getByTestId('notice')).toContainText('Pair 4, rounds 1 to 1: 2 board(s) scored.');
  // Round 1: EW 4 at table 1 against NS 1 on boards 1 and 2.
  const rows = page.getByTestId('entry-row');
  await expect(rows.nth(0).getByTestId('entered')).toHaveText('adjusted 60% / 40%');
  await page.getByTestId('board-number').fill('2');
  await expect(rows.nth(0).getByTestId('entered')).toHaveText('adjusted 60% / 40%');
  // Again: nothing left to score, and the notice says what was already there.
  await form.getByRole('button', { name: 'Score the missed boards' }).click();
  await expect(page.getByTestId('notice')).toContainText('Already entered, left as they are');
  const audit = page.getByTestId('audit');
  await audit.getByText('2 entries, newest first').click();
  await expect(audit.getByTestId('audit-line').nth(0)).toContainText('pair 4 absent in round 1');
  // The travellers and score cards on screen: the results page itself, on its own page.
  expect(await axeProblems(page)).toEqual([]);
  const results = await openResults(page);
  const frame = results.frameLocator('iframe[title="Results page"]');
  await expect(frame.locator('#travellers h3')).toHaveCount(6);
  // A score card for each pair with a result so far: NS 1 and EW 4.
  await expect(frame.locator('#cards h3')).toHaveText([/^Pair 1 /, /^Pair 4 /]);
  await expect(frame.locator('#b1 + p + .wrap tbody tr').first()).toContainText('Adj 60/40%');
});
