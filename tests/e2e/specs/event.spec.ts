import { test, expect } from '@playwright/test';
import { HomePage, axeProblems } from './pages';

test('two pages on one event: the stale save is refused and the view reloads', async ({ context }) => {
  const first = await context.newPage();
  const home = new HomePage(first);
  await home.open();
  await home.create('Shared Event');
  await first.getByRole('link', { name: 'Shared Event' }).click();
  await expect(first.getByTestId('event-title')).toHaveText('Shared Event');
  const url = first.url();

  const second = await context.newPage();
  await second.goto(url);
  await expect(second.getByTestId('event-title')).toHaveText('Shared Event');

  await first.getByLabel('Event name').fill('Saved by the first page');
  await first.getByRole('button', { name: 'Save name' }).click();
  await expect(first.getByTestId('event-title')).toHaveText('Saved by the first page');

  // The second page hears of the first's save (local storage reaches each page's process a moment later).
  await expect(second.getByText('This event was changed in another tab or window.')).toBeVisible();
  await second.getByLabel('Event name').fill('Saved by the second page');
  await second.getByRole('button', { name: 'Save name' }).click();
  await expect(second.getByTestId('notice')).toContainText('This event was changed elsewhere (another tab or window saved version 2; this page had version 1). Your change was not saved; the event has been reloaded.');
  await expect(second.getByTestId('event-title')).toHaveText('Saved by the first page');
  await expect(second.getByTestId('revision')).toHaveText('version 2');

  // The reloaded view saves normally.
  await second.getByLabel('New pair').fill('North Stars');
  await second.getByRole('button', { name: 'Add pair' }).click();
  await expect(second.getByTestId('participants')).toContainText('North Stars');
  await first.reload();
  await expect(first.getByTestId('participants')).toContainText('North Stars');
});

test('the event page is accessible and leads back home', async ({ page }) => {
  const home = new HomePage(page);
  await home.open();
  await home.create('Club Cup', 'Bridge · Multiple teams');
  await page.getByRole('link', { name: 'Club Cup' }).click();
  await page.getByLabel('New team').fill('Knights');
  await page.getByRole('button', { name: 'Add team' }).click();
  await expect(page.getByTestId('participants')).toContainText('1 Knights');
  expect(await axeProblems(page)).toEqual([]);
  await page.getByRole('link', { name: '← All events' }).click();
  await expect(home.row('Club Cup')).toContainText('1 team');
});

test('an unknown event id says so', async ({ page }) => {
  await page.goto('./#/event/nothere');
  await expect(page.getByRole('heading', { name: 'This event cannot be opened' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('There is no event nothere on this device.');
});
