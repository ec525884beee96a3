// Page objects: what a scorer sees and does, found by role, label and data-testid.
import { expect, test, type Page, type Locator } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { fourSpades } from './bridge-helpers';

export class HomePage {
  constructor(readonly page: Page) {}

  async open(url = './') {
    await this.page.goto(url);
    await expect(this.page.getByRole('heading', { name: 'Events on this device' })).toBeVisible();
  }

  rows(): Locator {
    return this.page.getByTestId('event-row');
  }

  row(name: string): Locator {
    return this.rows().filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  notice(): Locator {
    return this.page.getByTestId('notice');
  }

  async create(name: string, format = 'Bridge · Pairs') {
    const form = this.page.getByTestId('create-form');
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Game and format').selectOption({ label: format });
    await form.getByRole('button', { name: 'Create event' }).click();
  }

  async rename(from: string, to: string) {
    await this.page.getByRole('button', { name: `Rename ${from}` }).click();
    const input = this.page.getByLabel(`New name for “${from}”`);
    await input.fill(to);
    await input.press('Enter');
  }

  async names(): Promise<string[]> {
    return this.page.locator('.event-name').allTextContents();
  }
}

/** Every serious or critical accessibility violation on the page as it is now. */
export async function axeProblems(page: Page): Promise<string[]> {
  // In the page itself (none of ours has a frame) and the violations alone: the
  // default runs the audit's end on a new page with every passing node, which
  // took 4 of a long spec's 30 seconds on a results page.
  const result = await new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
}

/** The stored events of this browser profile, keyed by local-storage key. */
export async function storedEvents(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => {
    // Each event whole, as the device holds it: an event stored in parts
    // (schema 3: its head lists its log's parts, "sum:entries:chars", and
    // its seating's) is put together here from its parts, apart from the
    // app's own reader.
    const out: Record<string, unknown> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i)!;
      if (!k.startsWith('clubscore/event/')) continue;
      const stored = JSON.parse(localStorage.getItem(k)!);
      if (stored.schema === 3) {
        const id = k.slice('clubscore/event/'.length);
        const parts: string[] = stored.parts.split(' ').filter((p: string) => p !== '');
        stored.data.log = parts.flatMap((p) => JSON.parse(localStorage.getItem(`clubscore/log/${id}/${p.split(':')[0]}`)!));
        if (stored.seating) stored.data.schedule = JSON.parse(localStorage.getItem(`clubscore/log/${id}/${stored.seating.split(':')[0]}`)!);
      }
      out[k] = { data: stored.data };
    }
    return out;
  });
}

/** Takes in a backup file on the backup page, opened from the list of events unless it is open. */
export async function importBackup(page: Page, file: Parameters<Locator['setInputFiles']>[0]) {
  if (!page.url().includes('backup.html')) {
    await page.getByTestId('import-backup-link').click();
    await expect(page.getByRole('heading', { name: 'Import a backup', level: 1 })).toBeVisible();
  }
  await page.locator('#import-file').setInputFiles(file);
}

/** Back to the list of events from the backup page. */
export async function backToEvents(page: Page) {
  await page.getByTestId('all-events-link').click();
  await expect(page.getByRole('heading', { name: 'Clubscore', level: 1 })).toBeVisible();
}

/** Creates an event from the home page and opens it. */
export async function openNewEvent(page: Page, name: string, format: string) {
  const home = new HomePage(page);
  await home.open();
  await home.create(name, format);
  await page.getByRole('link', { name, exact: true }).click();
}

/** The session's results page (its files, sharing, and the results page on screen),
 * opened from the session's link in a tab of its own: the session's page stays as it was. */
export async function openResults(page: Page): Promise<Page> {
  const href = await page.getByTestId('results-link').getAttribute('href');
  expect(href).toMatch(/^results\.html#\/event\//);
  const results = await page.context().newPage();
  await results.goto(new URL(href!, page.url()).href);
  await expect(results.getByTestId('sharing')).toBeVisible();
  return results;
}

/** Types one result into an entry row (traveller or pickup slip) and saves it with Enter. */
export async function enterResult(row: Locator, contract: string, declarer: string, tricks: number | string) {
  await row.getByLabel(/^Contract/).fill(contract);
  await row.getByLabel(/^Declarer/).fill(declarer);
  await row.getByLabel(/^Tricks/).fill(String(tricks));
  await row.getByLabel(/^Tricks/).press('Enter');
}

/** One board's NS score at one table of a teams event. */
export type Leg = { board: number; ns: number; ew: number; score: number };

/**
 * Enters 4S by North on every table of each board in a teams event (four
 * tables), `tricks(ns, board)` tricks, and returns each table's NS score.
 */
export async function playFourSpades(page: Page, boards: number[], tricks: (ns: number, board: number) => number, tables = 4): Promise<Leg[]> {
  const legs: Leg[] = [];
  for (const board of boards) {
    await page.getByTestId('board-number').fill(String(board));
    const rows = page.getByTestId('entry-row');
    await expect(rows).toHaveCount(tables);
    for (let i = 0; i < tables; i++) {
      const row = rows.nth(i);
      const ns = Number(await row.locator('td').nth(1).textContent());
      const ew = Number(await row.locator('td').nth(2).textContent());
      const t = tricks(ns, board);
      await enterResult(row, '4S', 'N', t);
      await expect(row.getByTestId('entered')).not.toHaveText('—');
      legs.push({ board, ns, ew, score: fourSpades(board, t) });
    }
  }
  return legs;
}

/** Sets up the open pairs event as a Mitchell of `tables` tables (NS 1..n, EW n+1..2n). */
/**
 * Sets up a Mitchell of `tables` tables. These tests were written with the
 * East–West pairs numbered after the North–South ones (NS 1-3, EW 4-6), an
 * option clubs keep; `ewFromOne` numbers them 1 to n instead, as the set-up
 * does unless told otherwise (bridge-movements and the Newton evening test that).
 */
export async function setUpMitchell(page: Page, tables: number, boardsPerRound?: number, ewFromOne = false) {
  const setup = page.getByTestId('setup-form');
  await setup.getByRole('combobox', { name: 'Movement' }).selectOption('mitchell');
  await setup.getByTestId('ew-from-one').setChecked(ewFromOne);
  await setup.getByLabel('Tables', { exact: true }).fill(String(tables));
  if (boardsPerRound) await setup.getByLabel('Boards per round', { exact: true }).fill(String(boardsPerRound));
  await setup.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByTestId('entry-row')).toHaveCount(tables);
}

/** The native command line, built by the native tests (scripts/test runs them first); the test is skipped without it. */
export function commandLine(): string {
  const cli = join(resolve(__dirname, '../../..'), 'target/debug/clubscore');
  test.skip(!existsSync(cli) && process.env.CI !== 'true', 'the command line is built by the native tests (scripts/test runs them first)');
  return cli;
}

/** A chess team added on the Teams tab, with four players rated `base`, `base` - 10, … (board order). */
export async function addTeam(page: Page, name: string, base: number) {
  const form = page.getByTestId('add-team');
  await form.getByLabel('New team').fill(name);
  await form.getByRole('button', { name: 'Add team' }).click();
  await expect(page.getByTestId('notice')).toContainText(`Team ${name} added.`);
  const card = page.getByTestId('team-card').filter({ hasText: name });
  for (let b = 0; b < 4; b++) {
    await card.getByLabel('Player', { exact: true }).fill(`${name} ${b + 1}`);
    await card.getByLabel('Rating', { exact: true }).fill(String(base - 10 * b));
    await card.getByLabel('Rating', { exact: true }).press('Enter');
    await expect(page.getByTestId('notice')).toContainText(`${name} ${b + 1} added to ${name}.`);
  }
}
