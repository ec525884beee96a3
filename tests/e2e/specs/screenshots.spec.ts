import { test, expect } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { HomePage } from './pages';

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

    await page.goto('./#/movements');
    await expect(page.getByTestId('verify')).toBeVisible();
    await page.screenshot({ path: join(out, `${size.name}-movements.png`), fullPage: false });
    // No part of a page is wider than the screen but the tables, which scroll.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
