// A traveller entered without the mouse, as a scorer with the slips does
// it: the result in one field (`4S= N`, a bare score `420`), Enter saves the
// row and the cursor is in the next row's result field, the same keys every
// row. A score no contract makes is refused, naming the board's
// vulnerability, and the row keeps what was typed. Prints the keys per result.
import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { HomePage, axeProblems, openNewEvent, openResults, setUpMitchell } from './pages';

/** Types as a scorer would and counts the keys: the text, then Enter. */
async function typeAndEnter(page: Page, text: string): Promise<number> {
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  return text.length + 1;
}

const resultField = (page: Page, row: number) => page.getByTestId('entry-row').nth(row).getByLabel(/^Contract or score/);

test('a whole traveller by keyboard: one field a result, Enter saves and goes on; a bare score no contract makes is refused by vulnerability', async ({ page }) => {
  // A new event: the keyboard is on its link, and Enter opens it.
  const home = new HomePage(page);
  await home.open();
  await home.create('Keys', 'Bridge · Pairs');
  await expect(page.getByRole('link', { name: 'Keys', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('setup-form')).toBeVisible();
  await setUpMitchell(page, 3, 2);
  // Set up: the keyboard is in the first result box.
  await expect(resultField(page, 0)).toBeFocused();
  // The standings are provisional while results are to come: 3 tables, 6 boards each.
  await expect(page.getByTestId('standings-title')).toHaveText('Standings, provisional: 18 result(s) still to come');
  // Board 1 (neither side vulnerable), three tables.
  const contractKeys = await typeAndEnter(page, '4S= N');
  await expect(page.getByTestId('notice')).toContainText('Board 1, NS 1 v EW 4: NS +420.');
  await expect(resultField(page, 1)).toBeFocused();
  const scoreKeys = await typeAndEnter(page, '-50');
  await expect(page.getByTestId('notice')).toContainText('EW +50.');
  await expect(resultField(page, 2)).toBeFocused();
  // 620 is 4S made vulnerable: impossible on board 1; the row keeps it and the cursor stays.
  await typeAndEnter(page, '620');
  await expect(page.getByTestId('notice')).toContainText('no contract scores NS +620 with neither side vulnerable: check the score.');
  await expect(resultField(page, 2)).toBeFocused();
  await expect(resultField(page, 2)).toHaveValue('620');
  // What was typed is selected: the next keys type the result again rather than add to it.
  expect(await resultField(page, 2).evaluate((i: HTMLInputElement) => [i.selectionStart, i.selectionEnd])).toEqual([0, 3]);
  await typeAndEnter(page, '3NT+1 S');
  await expect(page.getByTestId('notice')).toContainText('NS +430.');
  const entered = page.getByTestId('entry-row').getByTestId('entered');
  await expect(entered).toHaveText(['NS +420', 'EW +50', 'NS +430']);
  // Board 2 (North-South vulnerable): 620 is a score now; the tricks as a number work too.
  await page.getByTestId('board-number').fill('2');
  await resultField(page, 0).focus();
  await typeAndEnter(page, '620');
  await expect(resultField(page, 1)).toBeFocused();
  await typeAndEnter(page, '4H W 8');
  await expect(entered).toHaveText(['NS +620', 'NS +100', '—']);
  await expect(page.getByTestId('standings-title')).toHaveText('Standings, provisional: 13 result(s) still to come');
  // The results page shared now says so too.
  const results = await openResults(page);
  const [download] = await Promise.all([results.waitForEvent('download'), results.getByTestId('sharing').getByRole('button', { name: 'Results page (HTML)' }).click()]);
  await results.close();
  expect(readFileSync(await download.path(), 'utf8')).toContain('<h1>Keys</h1><p><strong>Provisional:</strong> 13 result(s) still to come.</p>');
  expect(await axeProblems(page)).toEqual([]);
  // On a laptop the entry and the live standings stand side by side; the bar reaches each part.
  await page.setViewportSize({ width: 1280, height: 800 });
  const entryBox = await page.getByTestId('entry').boundingBox();
  const standingsBox = await page.getByTestId('standings').boundingBox();
  expect((standingsBox?.x ?? 0)).toBeGreaterThan((entryBox?.x ?? 0) + (entryBox?.width ?? 0) - 1);
  // Beside it, not below it (the standings stay in view as the entry scrolls).
  expect((standingsBox?.y ?? 9999)).toBeLessThan((entryBox?.y ?? 0) + (entryBox?.height ?? 0));
  await page.getByTestId('session-bar').getByRole('button', { name: 'Audit' }).click();
  await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeInViewport();
  await expect(page.getByTestId('session-bar')).toBeInViewport();
  await page.screenshot({ path: 'screenshots/laptop-session.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  // Rename puts the cursor in the name, selected: typing replaces it.
  await page.getByRole('button', { name: 'Rename pair 1' }).click();
  await expect(page.getByLabel('Name of pair 1')).toBeFocused();
  await page.keyboard.type('Ann & Bob');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('notice')).toContainText('Pair 1 is now “Ann & Bob”.');
  console.log(`BENCH keys per result on a traveller: contract ${contractKeys} (target 6), bare score ${scoreKeys} (target 4), no mouse`);
  expect(contractKeys).toBeLessThanOrEqual(6);
  expect(scoreKeys).toBeLessThanOrEqual(4);
});

test('on a phone, the field Enter goes to is on the screen, row after row down a long traveller', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 664 });
  await openNewEvent(page, 'Phone keys', 'Bridge · Pairs');
  await setUpMitchell(page, 13, 2);
  await expect(resultField(page, 0)).toBeFocused();
  for (let row = 1; row < 13; row++) {
    await typeAndEnter(page, '420');
    await expect(resultField(page, row)).toBeFocused();
    await expect(resultField(page, row)).toBeInViewport({ ratio: 1 });
  }
});

test('the movement changed after results: every result kept, the one the new movement does not seat listed, the change in the audit trail', async ({ page }) => {
  await openNewEvent(page, 'Change', 'Bridge · Pairs');
  await setUpMitchell(page, 3, 2);
  // Round 1 of the moving Mitchell: table 1 (NS 1 v EW 4) boards 1-2, table 2 (NS 2 v EW 5) boards 3-4.
  await page.getByLabel('the pickup slips (a table and round)').check();
  const picker = page.getByTestId('slip-picker');
  for (const table of [1, 2]) {
    await picker.getByLabel('Table', { exact: true }).fill(String(table));
    await resultField(page, 0).focus();
    await typeAndEnter(page, '420');
    // NS are vulnerable on boards 2 and 4: one down is 100.
    await typeAndEnter(page, '-100');
    await expect(page.getByTestId('entry-row').getByTestId('entered')).toHaveText(['NS +420', 'EW +100']);
  }
  await expect(page.getByTestId('notice')).toContainText('Board 4, NS 2 v EW 5');
  // Shared boards: in round 1 every table plays boards 1-2.
  const change = page.getByTestId('change-movement');
  await change.locator('summary').click();
  await expect(change.getByLabel('Tables', { exact: true })).toHaveValue('3');
  await change.getByLabel('Every table plays the same boards each round (duplicated boards)').check();
  await change.getByRole('button', { name: 'Set up' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Change the movement?' });
  await expect(dialog).toContainText('The 4 result(s) entered stay with their pairs and boards.');
  await dialog.getByRole('button', { name: 'Change the movement' }).click();
  await expect(page.getByTestId('notice')).toContainText('Movement changed: 3 rounds, boards 1 to 6; 2 result(s) not in it, listed under Enter results.');
  await expect(page.getByTestId('misfits')).toHaveText('Not in the movement: NS 2 and EW 5 are not scheduled to play board 3 against each other; NS 2 and EW 5 are not scheduled to play board 4 against each other. Correct them, or change the movement back.');
  await page.getByTestId('audit').locator('summary').first().click();
  await expect(page.getByTestId('audit')).toContainText('Movement changed: 3 rounds, boards 1 to 6; not in it: NS 2 and EW 5 are not scheduled to play board 3 against each other');
  expect(await axeProblems(page)).toEqual([]);
  // Changed back (the panel is still open), everything fits again.
  await expect(change).toHaveAttribute('open', '');
  await change.getByLabel('Every table plays the same boards each round (duplicated boards)').uncheck();
  await change.getByRole('button', { name: 'Set up' }).click();
  await page.getByRole('alertdialog', { name: 'Change the movement?' }).getByRole('button', { name: 'Change the movement' }).click();
  await expect(page.getByTestId('notice')).toContainText('Movement changed: 3 rounds, boards 1 to 6.');
  await expect(page.getByTestId('misfits')).toHaveCount(0);
});

test('typing at speed: Enter in the board field goes to its first row, a row not played is passed over, a note stays on its row, the way of entering is remembered', async ({ page }) => {
  await openNewEvent(page, 'Speed', 'Bridge · Pairs');
  await setUpMitchell(page, 3, 2);
  const entered = page.getByTestId('entry-row').getByTestId('entered');
  // Board 2 from the board field: Enter goes to its first row.
  await page.getByTestId('board-number').fill('2');
  await page.getByTestId('board-number').press('Enter');
  await expect(resultField(page, 0)).toBeFocused();
  // The second table did not play it: saved as not played, and passed over by Enter after.
  await resultField(page, 1).focus();
  await typeAndEnter(page, 'DNP');
  await expect(entered.nth(1)).toHaveText('not played');
  await resultField(page, 0).focus();
  // (North-South vulnerable on board 2.)
  await typeAndEnter(page, '620');
  await expect(resultField(page, 2)).toBeFocused();
  // Board 1: a score far from the field is noted on its row, and the note stays when the next row is saved.
  await page.getByTestId('board-number').fill('1');
  await page.getByTestId('board-number').press('Enter');
  await typeAndEnter(page, '420');
  await typeAndEnter(page, '450');
  await typeAndEnter(page, '-1100');
  const note = page.getByTestId('entry-row').nth(2).getByTestId('row-note');
  await expect(note).toContainText('-1100 is far from the field (middle score +');
  await resultField(page, 0).focus();
  await typeAndEnter(page, '430');
  await expect(page.getByTestId('notice')).toContainText('Board 1, NS 1 v EW 4: NS +430.');
  await expect(note).toContainText('-1100 is far from the field');
  // Entering from the pickup slips is remembered through a reload.
  await page.getByLabel('the pickup slips (a table and round)').check();
  await page.reload();
  await expect(page.getByLabel('the pickup slips (a table and round)')).toBeChecked();
  await expect(page.getByTestId('slip-picker')).toBeVisible();
});

test('Enter always goes to the next place still to enter, and a field never takes keys meant for another (keyboard only, then a phone)', async ({ page }) => {
  await openNewEvent(page, 'Places', 'Bridge · Pairs');
  await setUpMitchell(page, 3, 2);
  const entered = page.getByTestId('entry-row').getByTestId('entered');
  const board = page.getByTestId('board-number');
  // Board 1, table 1's result in (as a table's device would have it); then Enter in the board field passes over the filled row.
  await board.fill('1');
  await board.press('Enter');
  await typeAndEnter(page, '4S= N');
  await expect(entered.nth(0)).toHaveText('NS +420');
  await board.fill('1');
  await board.press('Enter');
  await expect(resultField(page, 1)).toBeFocused();
  // A whole result typed into the By field by mistake is refused by the field's name, and kept as typed.
  await page.keyboard.press('Tab');
  const by = page.getByTestId('entry-row').nth(1).getByLabel(/^Declarer/);
  await expect(by).toBeFocused();
  await typeAndEnter(page, '4S= N');
  await expect(page.getByTestId('notice')).toContainText('By: “4S= N” is not a seat: type N, E, S or W (a whole result goes in Contract or score).');
  await expect(by).toHaveValue('4S= N');
  await expect(entered.nth(1)).toHaveText('—');
  // Said in the order a player says it: three no trumps doubled by West, two down.
  await by.fill('');
  await resultField(page, 1).fill('3 NT X by W -2');
  await resultField(page, 1).press('Enter');
  await expect(entered.nth(1)).toHaveText('NS +300');
  await expect(resultField(page, 2)).toBeFocused();
  // The result field shows its own hint whole.
  const hintCut = await resultField(page, 2).evaluate((i: HTMLInputElement) => {
    const cs = getComputedStyle(i);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = cs.font;
    return ctx.measureText(i.placeholder).width - (i.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight));
  });
  expect(hintCut).toBeLessThanOrEqual(0);

  // Pickup slips: Enter in the table field goes to the slip's first row, so the result typed next lands there.
  await page.getByLabel('the pickup slips (a table and round)').check();
  const slipTable = page.getByTestId('slip-table').getByRole('spinbutton');
  await slipTable.focus();
  await slipTable.selectText();
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('entry-row').first().getByLabel(/^Contract or score/)).toBeFocused();
  await typeAndEnter(page, '450');
  await expect(slipTable).toHaveValue('2');
  await expect(entered.first()).toHaveText('NS +450');
  // A table that does not play is said, not shown as an empty slip.
  await slipTable.fill('45');
  await expect(page.getByTestId('no-rows')).toHaveText('No table 45 plays in round 1 (its tables: 1 to 3).');
  await expect(page.getByTestId('entry-row')).toHaveCount(0);
  await slipTable.fill('3');
  await expect(page.getByTestId('no-rows')).toHaveCount(0);

  // On a phone, the row Enter goes to is on the screen whole, not half below it.
  await page.setViewportSize({ width: 390, height: 640 });
  await page.getByLabel('the travellers (a board)').check();
  await board.fill('2');
  await board.press('Enter');
  for (let row = 0; row < 2; row++) {
    await typeAndEnter(page, ['620', '-100'][row]);
    await expect(resultField(page, row + 1)).toBeFocused();
    const box = await page.getByTestId('entry-row').nth(row + 1).boundingBox();
    const height = await page.evaluate(() => window.innerHeight);
    expect((box?.y ?? -1) >= 0 && (box?.y ?? 0) + (box?.height ?? 0) <= height, `row ${row + 2} in view: ${JSON.stringify(box)}`).toBe(true);
  }
});
