import { test, expect } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HomePage, axeProblems } from './pages';

// Screenshots of the main pages at tablet and phone sizes, kept as files for
// review (tests/e2e/screenshots, not committed).
const out = resolve(__dirname, '../screenshots');
const sizes = [
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'phone', width: 390, height: 844 },
];

for (const size of sizes) {
  test(`screenshots at ${size.name} size`, async ({ page }) => {
    mkdirSync(out, { recursive: true });
    await page.setViewportSize({ width: size.width, height: size.height });
    const home = new HomePage(page);
    await home.open();
    await home.create('Tuesday Pairs');
    await home.create('County Teams', 'Bridge · Multiple teams');
    await page.screenshot({ path: join(out, `${size.name}-home.png`), fullPage: true });

    await page.getByRole('link', { name: 'Tuesday Pairs' }).click();
    const setup = page.getByTestId('setup-form');
    await setup.getByLabel('Pairs', { exact: true }).fill('8');
    await setup.getByRole('button', { name: 'Set up' }).click();
    const row = page.getByTestId('entry-row').first();
    await row.getByLabel(/^Contract/).fill('4S');
    await row.getByLabel(/^Declarer/).fill('N');
    await row.getByLabel(/^Tricks/).fill('10');
    await row.getByRole('button').click();
    await expect(row.getByTestId('entered')).toHaveText('NS +420');
    await page.screenshot({ path: join(out, `${size.name}-session.png`), fullPage: true });
    // The director's tools, opened.
    const director = page.getByTestId('director');
    await director.getByText('Fouled board', { exact: true }).click();
    await director.getByText('Late or missing pair').click();
    await director.screenshot({ path: join(out, `${size.name}-director.png`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // A teams event: its standings and matches.
    await page.goto('./#/');
    await page.getByRole('link', { name: 'County Teams' }).click();
    await page.getByTestId('setup-form').getByRole('button', { name: 'Set up' }).click();
    await expect(page.getByTestId('match')).toHaveCount(10);
    await page.screenshot({ path: join(out, `${size.name}-teams.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await page.goto('./movements.html#/movements');
    await expect(page.getByTestId('verify')).toBeVisible();
    await page.screenshot({ path: join(out, `${size.name}-movements.png`), fullPage: false });
    // No part of a page is wider than the screen but the tables, which scroll.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

// One form layout everywhere: a field's label above it, aligned at its left; a
// tick box or a choice beside its words, on one line. At laptop, tablet and phone widths.
async function misaligned(page: import('@playwright/test').Page, scope: string): Promise<string[]> {
  return page.locator(scope).evaluate((root) => {
    const bad: string[] = [];
    for (const label of Array.from(root.querySelectorAll('label'))) {
      const box = (e: Element) => e.getBoundingClientRect();
      if (label.classList.contains('check')) {
        const input = label.querySelector('input');
        if (!input) continue;
        const i = box(input), l = box(label);
        if (i.top < l.top - 1 || i.bottom > l.bottom + 1 || l.height > 4 * i.height) bad.push(`${label.textContent?.trim()}: its box is not beside its words`);
        continue;
      }
      const target = label.htmlFor ? document.getElementById(label.htmlFor) : label.querySelector('input, select, textarea');
      const words = label.querySelector('span') ?? label;
      if (!target || box(target).width === 0) continue;
      const t = box(target), w = box(words);
      if (w.bottom > t.top + 1 || Math.abs(w.left - t.left) > 2) bad.push(`${words.textContent?.trim()}: not above its field`);
    }
    return bad;
  });
}

for (const width of [1280, 768, 390]) {
  test(`one form layout at ${width} px: the session set-up, the import page, the chess settings`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const home = new HomePage(page);
    await home.open();
    await home.create('Layout', 'Bridge · Pairs');
    await page.getByRole('link', { name: 'Layout', exact: true }).click();
    await page.getByTestId('setup-form').getByRole('combobox', { name: 'Movement' }).selectOption('mitchell');
    await page.getByTestId('half-table').check();
    expect(await misaligned(page, '[data-testid=setup-form]')).toEqual([]);
    await page.getByTestId('setup-form').screenshot({ path: join(out, `${width}-session-setup.png`) });
    expect(await axeProblems(page)).toEqual([]);
    await page.goto('import.html');
    const pbn = '[Event "Night"]\n[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n1 2 4S N 10\n3 4 4S N 9\n\n[Board "2"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n2 3 4S N 10\n4 1 4S N 9\n';
    await page.locator('#import-results-file').setInputFiles({ name: 'night.pbn', mimeType: 'text/plain', buffer: Buffer.from(pbn) });
    expect(await misaligned(page, '[data-testid=import-results]')).toEqual([]);
    await page.getByTestId('import-results').screenshot({ path: join(out, `${width}-import.png`) });
    expect(await axeProblems(page)).toEqual([]);
    await home.open();
    await home.create('Layout cup', 'Chess · Team Swiss');
    await page.getByRole('link', { name: 'Layout cup', exact: true }).click();
    await page.getByRole('button', { name: 'Settings' }).click();
    expect(await misaligned(page, '.chess-settings')).toEqual([]);
    await page.locator('.chess-settings').screenshot({ path: join(out, `${width}-chess-settings.png`) });
    expect(await axeProblems(page)).toEqual([]);
    // The Teams tab's new forms: a roster pasted, a player's details corrected.
    await page.getByRole('button', { name: 'Teams', exact: true }).click();
    await page.getByTestId('add-team').getByLabel('New team').fill('Ants');
    await page.getByTestId('add-team').getByRole('button', { name: 'Add team' }).click();
    const paste = page.getByTestId('paste-roster');
    await paste.getByText('Paste a roster…').click();
    await paste.getByLabel('Onto').selectOption({ label: 'Ants' });
    await paste.getByLabel('Players, one a line').fill('Ann Ant 1500\nAl Ant 1490');
    await paste.getByRole('button', { name: 'Check and add…' }).click();
    await page.getByRole('alertdialog', { name: 'Add 2 player(s)?' }).getByRole('button', { name: 'Add them' }).click();
    await page.getByRole('button', { name: 'Edit Ann Ant' }).click();
    expect(await misaligned(page, '[data-testid=edit-player]')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.locator('.chess-teams').screenshot({ path: join(out, `${width}-chess-teams-edit.png`) });
    expect(await axeProblems(page)).toEqual([]);
  });
}
