import { test, expect } from '@playwright/test';
import { axeProblems, enterResult, openNewEvent, setUpMitchell } from './pages';

/** Sets up a 3-table Mitchell, two boards a round, and enters board 1's three results. */
async function playBoardOne(page: import('@playwright/test').Page, results: [string, number][]) {
  await setUpMitchell(page, 3, 2);
  const rows = page.getByTestId('entry-row');
  // Board 1 travels: NS 1 (round 1), NS 3 (round 2), NS 2 (round 3).
  await expect(rows.locator('td:nth-child(2)')).toHaveText(['1', '3', '2']);
  for (const [i, [contract, tricks]] of results.entries()) {
    await enterResult(rows.nth(i), contract, 'N', tricks);
    await expect(rows.nth(i).getByTestId('entered')).not.toHaveText('—');
  }
}

test('two pairs sections on the same night, ranked each on its own and across the field', async ({ page }) => {
  await openNewEvent(page, 'Tuesday', 'Bridge · Pairs');
  // Section A: NS 1 +420, NS 3 -50, NS 2 +400.
  await playBoardOne(page, [['4S', 10], ['4S', 9], ['3NT', 9]]);
  const sections = page.getByTestId('sections');
  await expect(sections).toContainText('This event is a section on its own.');
  await sections.getByRole('combobox', { name: 'New section' }).selectOption({ label: 'Pairs' });
  await sections.getByRole('button', { name: 'Add a section on the same night' }).click();
  await expect(page.getByTestId('notice')).toContainText('Section B created (Bridge · Pairs).');
  await expect(sections).toContainText('This event is section A of the night.');
  await sections.getByRole('link', { name: 'Section B: Tuesday · section B (Bridge · Pairs)' }).click();
  await expect(page.getByTestId('event-title')).toHaveText('Tuesday · section B');
  // Section B: NS 1 +420, NS 3 +450, NS 2 -100.
  await playBoardOne(page, [['4S', 10], ['4S', 11], ['3NT', 7]]);
  await expect(page.getByTestId('sections')).toContainText('This event is section B of the night.');

  // Across the field: six NS scores on board 1, top 10.
  await page.getByTestId('sections').getByText('Ranking across the field').click();
  const ns = await page.getByTestId('field-row').evaluateAll((rows) => rows
    .map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent))
    .filter((c) => c[4] === 'NS')
    .map((c) => [c[0], c[1], c[2], c[6]].join(' ')));
  expect(ns).toEqual(['1 B 3 100.00', '2= A 1 70.00', '2= B 1 70.00', '4 A 2 40.00', '5 A 3 20.00', '6 B 2 0.00']);
  // Each section still ranks on its own: in B, NS 3 beats both.
  await expect(page.getByTestId('standing').first()).toContainText('100.00');
  expect(await axeProblems(page)).toEqual([]);

  // The home page lists both sections.
  await page.goto('./#/');
  await expect(page.locator('.facts').filter({ hasText: 'section A' })).toHaveCount(1);
  await expect(page.locator('.facts').filter({ hasText: 'section B' })).toHaveCount(1);
});
