import { test, expect } from '@playwright/test';
import { axeProblems } from './pages';

test.beforeEach(async ({ page }) => {
  // The print dialog is the browser's; the test only checks what it would print.
  await page.addInitScript(() => { window.print = () => {}; });
});

test('the seed nine-table teams movement with tea, verified, with its cards', async ({ page }) => {
  await page.goto('./');
  await page.getByRole('link', { name: 'Movements, table cards and guide cards' }).click();
  await expect(page.getByRole('heading', { name: 'Movements', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Clubscore · Movements');
  const form = page.getByTestId('movement-form');
  await form.getByLabel('Tables', { exact: true }).fill('9');
  await form.getByLabel('Boards per round', { exact: true }).fill('3');
  await expect(page.getByTestId('verify').getByRole('heading')).toHaveText('All checks passed');
  await expect(page.getByText('Tea after round 4.')).toBeVisible();
  const round1 = page.getByTestId('round').first();
  // EW up three: team 7's EW pair at table 1, boards 1-3.
  await expect(round1.getByRole('row').nth(1)).toContainText('1' + '1' + '7' + '1–3');
  await expect(round1.getByRole('row').nth(1)).toContainText('NS stay, EW to table');
  await expect(page.getByTestId('round')).toHaveCount(8);
  expect(await axeProblems(page)).toEqual([]);

  await page.getByRole('button', { name: 'Print guide cards' }).click();
  await page.emulateMedia({ media: 'print' });
  const cards = page.getByTestId('guide-cards');
  await expect(cards).toBeVisible();
  await expect(cards.getByRole('heading', { name: 'Team 1 NS' })).toBeVisible();
  await expect(cards.getByRole('article')).toHaveCount(18);
  await page.emulateMedia({ media: 'screen' });
  await expect(cards).toBeHidden();
});

test('a Howell for seven pairs and a Mitchell with arrow-switch', async ({ page }) => {
  // The movements page is its own page; the scorer's old address still leads there.
  await page.goto('./#/movements');
  await expect(page).toHaveURL(/movements\.html#\/movements$/);
  const form = page.getByTestId('movement-form');
  await form.getByRole('combobox', { name: /^Movement/ }).selectOption({ label: 'Pairs: complete Howell' });
  await form.getByLabel('Pairs', { exact: true }).fill('7');
  await expect(page.getByTestId('verify').getByRole('heading')).toHaveText('All checks passed');
  await expect(page.getByTestId('round')).toHaveCount(7);
  await expect(page.getByText('No meeting is missed.')).toBeVisible();

  await form.getByRole('combobox', { name: /^Movement/ }).selectOption({ label: 'Pairs: Mitchell' });
  await form.getByLabel('Tables', { exact: true }).fill('7');
  await form.getByLabel('Arrow-switch (one winner)').check();
  await expect(page.getByText('Round 2 (arrow-switched)')).toBeVisible();
  expect(await axeProblems(page)).toEqual([]);

  // A movement that cannot exist says why.
  await form.getByRole('combobox', { name: /^Movement/ }).selectOption({ label: 'Pairs: Mitchell with relay and bye stand (even tables)' });
  await form.getByLabel('Tables', { exact: true }).fill('7');
  await expect(page.getByRole('alert')).toHaveText('a relay and bye stand Mitchell movement cannot be run on 7 tables (an even number, 4 or more)');
});
