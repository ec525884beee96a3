import { test, expect, Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { axeProblems, enterResult, openNewEvent, setUpMitchell, openResults } from './pages';

const repo = resolve(__dirname, '../../..');
const cli = join(repo, 'target/debug/clubscore');

/** Every file the test moves between devices also goes through QR codes and back (encoder and reader, clean and photographed-style). */
function qrRoundTrip(path: string) {
  if (!existsSync(cli)) return test.info().annotations.push({ type: 'skip', description: 'qr check: the command line is built by the native tests' });
  const out = JSON.parse(execFileSync(cli, ['qr', 'check', path], { encoding: 'utf8' }));
  expect(out).toEqual({ frames: out.frames, clean: out.frames, photographed: out.frames, whole: true });
}

/** The table page at a size: a screenshot kept for review, and nothing wider than the screen. */
async function shoot(page: Page, name: string, width: number, height: number) {
  const out = resolve(__dirname, '../screenshots');
  mkdirSync(out, { recursive: true });
  await page.setViewportSize({ width, height });
  await page.screenshot({ path: join(out, `table-${name}.png`), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** The scorer's 3-table Mitchell (NS 1-3, EW 4-6), two boards a round. */
async function scorerEvent(page: Page) {
  await openNewEvent(page, 'Tuesday', 'Bridge · Pairs');
  await setUpMitchell(page, 3, 2);
}

/** From the session's page to its tables page (the table pack, the tables' results files). */
async function toTables(scorer: Page) {
  await scorer.getByTestId('tables-link').click();
  await expect(scorer).toHaveURL(/tables\.html#\/event\//);
  await expect(scorer.getByRole('heading', { name: "Hand out the table pack, take the tables' results in" })).toBeVisible();
}

/** Back from the tables page to the session's page. */
async function toSession(scorer: Page) {
  await scorer.getByRole('link', { name: /^← Back to/ }).click();
  await expect(scorer.getByTestId('tables-link')).toBeVisible();
}

/** The scorer's 3-table Mitchell, its table pack made with the PIN 2468 (asking for the lead where said): the file downloaded. */
async function handOutPack(scorer: Page, askLead = false) {
  await scorerEvent(scorer);
  const tables = scorer.getByTestId('tables');
  await toTables(scorer);
  await tables.getByLabel("Director's PIN (4 to 8 digits)").fill('2468');
  if (askLead) await tables.getByLabel('Ask for the lead').check();
  const [packFile] = await Promise.all([scorer.waitForEvent('download'), tables.getByRole('button', { name: 'Make the table pack' }).click()]);
  return packFile;
}

async function tap(page: Page, name: string | RegExp) {
  await page.getByTestId('keypad').getByRole('button', { name, exact: true }).click();
}

test('a tablet at table 1: the pack in, a round on the keypad, the results back to the scorer', async ({ browser }) => {
  // Two devices, a dozen page loads and an accessibility audit: 17 s here, so a 3× slower run still fits.
  test.setTimeout(60_000);
  // Two devices: the scorer's and a table's tablet.
  const scorer = await (await browser.newContext({ acceptDownloads: true })).newPage();
  const tablet = await (await browser.newContext({ acceptDownloads: true, viewport: { width: 768, height: 1024 } })).newPage();
  await scorerEvent(scorer);
  const tables = scorer.getByTestId('tables');
  await toTables(scorer);
  // The option says what it does: a table device has its own results, not the board's whole traveller.
  await expect(tables.getByLabel("After each board, show its score and its traveller: the results this device has (its own table's)")).toBeChecked();
  // No deals yet: no hands to show, and the option says why.
  await expect(tables.getByTestId('show-hands')).toBeDisabled();
  await expect(tables.getByLabel("…and the board's hands (this session has no deals yet: deal them on its boards page)")).not.toBeChecked();
  await tables.getByLabel("Director's PIN (4 to 8 digits)").fill('12');
  await tables.getByRole('button', { name: 'Make the table pack' }).click();
  await expect(scorer.getByTestId('notice')).toContainText("The director's PIN is 4 to 8 digits.");
  await tables.getByLabel("Director's PIN (4 to 8 digits)").fill('2468');
  const [packFile] = await Promise.all([scorer.waitForEvent('download'), tables.getByRole('button', { name: 'Make the table pack' }).click()]);
  expect(packFile.suggestedFilename()).toBe('Tuesday-' + new Date().toISOString().slice(0, 10) + '-table-pack.json');
  // The pack is also shown as QR codes, one after another.
  await expect(tables.getByTestId('qr-codes').locator('svg')).toBeVisible();
  await expect(tables.getByTestId('qr-codes')).toContainText(/Code \d of \d/);
  qrRoundTrip(await packFile.path());

  // The tablet opens table mode and the pack, and picks its table.
  await tablet.goto('./');
  await tablet.getByTestId('table-mode-link').click();
  await expect(tablet).toHaveURL(/table\.html$/);
  await tablet.locator('#open-pack').setInputFiles(await packFile.path());
  await tablet.getByRole('button', { name: 'Table 1' }).click();
  await expect(tablet.getByTestId('table-title')).toHaveText('Tuesday · Table 1 · Round 1 of 3');
  await expect(tablet.getByTestId('table-who')).toHaveText('NS 1 Pair 1 — EW 4 Pair 4');
  await expect(tablet.getByTestId('table-board')).toHaveText([/^1Dealer N, nobody vulnerable—$/, /^2Dealer E, NS vulnerable—$/]);
  // Locked to the table: the scorer's page, the chess page and the import pages send it back here.
  for (const other of ['./', 'chess.html', 'import.html', 'report.html', 'backup.html', 'archive.html', 'backup.html#file', 'trf.html']) {
    await tablet.goto(other);
    await expect(tablet, other).toHaveURL(/table\.html$/);
  }

  // Board 1: 4♠ by North, made: NS +420, accepted by East–West.
  await tablet.getByRole('button', { name: 'Enter board 1' }).click();
  await tap(tablet, '4');
  await tap(tablet, 'spades');
  // The contract chosen stays in view at the next steps, and through a reload.
  await expect(tablet.getByTestId('table-contract')).toHaveText('Contract: 4♠');
  await tablet.reload();
  await expect(tablet.getByTestId('table-contract')).toHaveText('Contract: 4♠');
  await tap(tablet, 'N');
  await expect(tablet.getByTestId('table-contract')).toHaveText('Contract: 4♠ by N');
  await tap(tablet, 'made exactly');
  await expect(tablet.getByTestId('table-score')).toHaveText('NS +420');
  // East–West confirm the whole result, not the score alone.
  await expect(tablet.getByTestId('table-played')).toHaveText('4♠ by North, 10 tricks (made exactly)');
  // The confirmation screen in portrait and landscape, and on a phone.
  await shoot(tablet, 'confirm-portrait', 768, 1024);
  await shoot(tablet, 'confirm-landscape', 1024, 768);
  await shoot(tablet, 'confirm-phone', 390, 844);
  expect(await axeProblems(tablet)).toEqual([]);
  await tablet.setViewportSize({ width: 768, height: 1024 });
  await tap(tablet, 'Accept');
  await expect(tablet.getByTestId('table-saved')).toHaveText('Board 1 saved: NS +420.');
  // Its traveller of the results this device has; no hands (the pack carries none).
  await expect(tablet.getByTestId('table-traveller').locator('tbody tr')).toHaveText(['144SN10NS +420']);
  await expect(tablet.getByTestId('table-hands')).toHaveCount(0);
  // Board 2: 3NT doubled by East, two down (East–West not vulnerable): NS +300; first a slip, changed.
  await tablet.getByRole('button', { name: 'Enter board 2' }).click();
  await tap(tablet, '3');
  await tap(tablet, 'no trumps');
  await tap(tablet, 'doubled');
  await expect(tablet.getByTestId('table-contract')).toHaveText('Contract: 3NTX');
  await tap(tablet, 'E');
  await tap(tablet, '1 down');
  await expect(tablet.getByTestId('table-score')).toHaveText('NS +100');
  await tap(tablet, 'Change');
  await tap(tablet, '2 down');
  await expect(tablet.getByTestId('table-score')).toHaveText('NS +300');
  await expect(tablet.getByTestId('table-played')).toHaveText('3NT doubled by East, 7 tricks (2 down)');
  await tap(tablet, 'Accept');
  await expect(tablet.getByTestId('table-move')).toHaveText('Round complete. NS stay, EW to table 2 EW, boards to table 3');
  await expect(tablet.getByTestId('table-board')).toHaveText([/NS \+420$/, /NS \+300$/]);

  // Round 2, mid-board: the device is closed and opened again: it resumes at the same step.
  await tablet.getByRole('button', { name: 'Next round' }).click();
  await expect(tablet.getByTestId('table-title')).toHaveText('Tuesday · Table 1 · Round 2 of 3');
  await tablet.getByRole('button', { name: 'Enter board 3' }).click();
  // On a 390×844 phone, portrait, the keypad's first row is on screen without scrolling, the board's facts above it.
  await tablet.setViewportSize({ width: 390, height: 844 });
  await tablet.evaluate(() => window.scrollTo(0, 0));
  const first = await tablet.getByTestId('keypad').getByRole('button', { name: '1', exact: true }).boundingBox();
  const facts = await tablet.getByTestId('keypad').locator('.facts').boundingBox();
  expect((first?.y ?? 9999) + (first?.height ?? 0)).toBeLessThanOrEqual(844);
  expect((facts?.y ?? 9999)).toBeLessThan(first?.y ?? 0);
  await tap(tablet, '2');
  await shoot(tablet, 'contract-phone', 390, 844);
  await tablet.setViewportSize({ width: 768, height: 1024 });
  await tap(tablet, 'hearts');
  await tablet.reload();
  await expect(tablet.getByTestId('keypad')).toContainText('Declarer');
  await expect(tablet.getByTestId('keypad').getByRole('heading')).toHaveText('Board 3');

  // The results file goes back to the scorer.
  const [resultsFile] = await Promise.all([tablet.waitForEvent('download'), tablet.getByRole('button', { name: 'Download the results file' }).click()]);
  qrRoundTrip(await resultsFile.path());
  const importFiles = async (path: string) => tables.locator('#import-results').setInputFiles(path);
  await importFiles(await resultsFile.path());
  await expect(scorer.getByTestId('notice')).toContainText('table 1, 2 result(s) taken, 0 already here, 0 conflict(s)');
  await expect(tables.getByTestId('arrivals').locator('tbody tr').first()).toHaveText('112 of 2');
  await toSession(scorer);
  await expect(scorer.getByTestId('entry-row').first().getByTestId('entered')).toHaveText('NS +420');
  await toTables(scorer);
  // The same file again changes nothing.
  await importFiles(await resultsFile.path());
  await expect(scorer.getByTestId('notice')).toContainText('table 1, 0 result(s) taken, 2 already here, 0 conflict(s)');

  // A conflicting file: the same board entered differently on another device.
  const results = JSON.parse(readFileSync(await resultsFile.path(), 'utf8'));
  const other = { ...results, device: 'spare', entries: [{ ...results.entries[0], id: { device: 'spare', seq: 1 }, action: { ...results.entries[0].action, entry: { kind: 'played', contract: '4S', declarer: 'N', tricks: 9 } } }] };
  const conflictPath = test.info().outputPath('conflict.json');
  writeFileSync(conflictPath, JSON.stringify(other));
  await importFiles(conflictPath);
  await expect(scorer.getByTestId('notice')).toContainText('table 1, 0 result(s) taken, 0 already here, 1 conflict(s)');
  await expect(tables.getByTestId('tables-conflicts')).toHaveText("1 result(s) from the tables differ from those entered: they wait for the director on the session's page.");
  // The conflict is kept with the event: a reload before the director settles it loses nothing.
  await scorer.reload();
  await expect(tables.getByTestId('tables-conflicts')).toBeVisible();
  await toSession(scorer);
  await expect(tables).toContainText('(1 conflict waits for the director)');
  // The standings count the result here until the director settles it, and say which pairs and board are disputed.
  await expect(scorer.getByTestId('standings-title')).toContainText('1 result(s) disputed, counted as entered here until the director settles them');
  await expect(scorer.getByTestId('disputed')).toHaveText([' disputed: board 1', ' disputed: board 1']);
  const conflict = scorer.getByTestId('conflict');
  await expect(conflict).toContainText('Board 1, NS 1 v EW 4');
  await expect(conflict).toContainText('Here: 4S by N, 10 tricks, NS +420');
  await expect(conflict).toContainText('Table 1: 4S by N, 9 tricks, NS -50');
  await conflict.getByRole('button', { name: "Take table 1's" }).click();
  await expect(scorer.getByTestId('notice')).toContainText("Board 1, NS 1 v EW 4: table 1's result taken (undo it in the audit trail).");
  await expect(scorer.getByTestId('entry-row').first().getByTestId('entered')).toHaveText('EW +50');
  await expect(scorer.getByTestId('conflict')).toHaveCount(0);
  await expect(scorer.getByTestId('disputed')).toHaveCount(0);
  await expect(scorer.getByTestId('standings-title')).not.toContainText('disputed');
  await expect(tables).not.toContainText('conflict');
  await toTables(scorer);
  // A file that writes what its table did not play: that entry refused, with the reason, the rest taken.
  const forgedPath = test.info().outputPath('forged.json');
  const forged = { ...results, entries: [...results.entries, { ...results.entries[0], id: { device: results.device, seq: 50 }, action: { ...results.entries[0].action, board: 99 } }] };
  writeFileSync(forgedPath, JSON.stringify(forged));
  await importFiles(forgedPath);
  await expect(scorer.getByTestId('notice')).toContainText('1 entry(ies) refused (entry 50: board 99, NS 1 v EW 4 was not played at table 1)');
  // A file for another event is refused whole.
  const wrongPath = test.info().outputPath('wrong.json');
  writeFileSync(wrongPath, JSON.stringify({ ...results, event_id: 'elsewhere', event_name: 'Thursday' }));
  await importFiles(wrongPath);
  await expect(scorer.getByTestId('notice')).toContainText('these results are for another event, “Thursday”');
  // Two files read from QR codes at once, one taken and one refused: the refused one stays, through a reload, until deleted.
  await scorer.evaluate(([good, bad]) => {
    localStorage.setItem('clubscore/inbox/1', good);
    localStorage.setItem('clubscore/inbox/2', bad);
  }, [JSON.stringify(results), JSON.stringify({ ...results, event_id: 'elsewhere', event_name: 'Thursday' })]);
  await scorer.reload();
  await expect(scorer.getByTestId('notice')).toContainText('QR codes: table 1, 0 result(s) taken, 2 already here, 0 conflict(s). Not taken: QR codes: these results are for another event');
  await expect(tables.getByTestId('refused-results').locator('li')).toHaveCount(1);
  await scorer.reload();
  await expect(tables.getByTestId('refused-results').locator('li')).toHaveCount(1);
  const [kept] = await Promise.all([scorer.waitForEvent('download'), tables.getByTestId('refused-results').getByRole('button', { name: 'Download' }).click()]);
  expect(JSON.parse(readFileSync(await kept.path(), 'utf8')).event_name).toBe('Thursday');
  await tables.getByTestId('refused-results').getByRole('button', { name: 'Delete' }).click();
  await expect(tables.getByTestId('refused-results')).toHaveCount(0);
  expect(await scorer.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('clubscore/inbox/')))).toEqual([]);

  // The director unlocks the tablet with the PIN and leaves table mode.
  await tablet.getByRole('button', { name: 'Director…' }).click();
  await tablet.getByLabel("Director's PIN").fill('1111');
  await tablet.getByRole('button', { name: 'Unlock' }).click();
  await expect(tablet.getByTestId('notice')).toContainText("That is not the director's PIN.");
  // A wrong PIN makes the next try wait 1 s (then longer each time: the native tests hold the times).
  await tablet.waitForTimeout(1100);
  await tablet.getByLabel("Director's PIN").fill('2468');
  await tablet.getByRole('button', { name: 'Unlock' }).click();
  await expect(tablet.getByText('Unlocked.')).toBeVisible();
  // Leaving with results on the device asks, and keeps them as a file first.
  await tablet.getByRole('button', { name: 'Leave table mode…' }).click();
  const leaving = tablet.getByRole('alertdialog', { name: 'Leave table mode?' });
  await leaving.getByRole('button', { name: 'Cancel' }).click();
  await expect(tablet).toHaveURL(/table\.html/);
  await tablet.getByRole('button', { name: 'Leave table mode…' }).click();
  const [keptResults] = await Promise.all([tablet.waitForEvent('download'), leaving.getByRole('button', { name: 'Download the results and leave' }).click()]);
  expect(keptResults.suggestedFilename()).toBe(`Tuesday-${new Date().toISOString().slice(0, 10)}-table-1-round-2-results.json`);
  await expect(tablet).not.toHaveURL(/table\.html/);
  await expect(tablet.getByRole('heading', { name: 'Events on this device' })).toBeVisible();
});

test('a phone at the table: a contract said in its natural order, the lead by suit, a file named for its round, and a notice that covers nothing', async ({ browser }) => {
  const scorer = await (await browser.newContext({ acceptDownloads: true })).newPage();
  const packFile = await handOutPack(scorer, true);
  const phone = await (await browser.newContext({ acceptDownloads: true, viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto('table.html');
  await phone.locator('#open-pack').setInputFiles(await packFile.path());
  await phone.getByRole('button', { name: 'Table 1' }).click();
  // "Three, no trumps, doubled, by East": the double after the strain, the declarer with the contract.
  await phone.getByRole('button', { name: 'Enter board 1' }).click();
  await tap(phone, '3');
  await tap(phone, 'no trumps');
  await expect(phone.getByTestId('table-contract')).toHaveText('Contract: 3NT');
  await tap(phone, 'doubled');
  await expect(phone.getByTestId('table-contract')).toHaveText('Contract: 3NTX');
  await expect(phone.getByTestId('keypad').getByRole('button', { name: 'doubled', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await tap(phone, 'E');
  await expect(phone.getByTestId('table-contract')).toHaveText('Contract: 3NTX by E');
  await expect(phone.getByTestId('table-contract')).toHaveAttribute('aria-label', 'Contract: 3 no trumps doubled by East');
  // The lead: a column per suit, a row per rank, on a phone.
  const lead = phone.getByTestId('lead-keys').locator('button.small');
  await expect(lead).toHaveCount(52);
  const boxes = await lead.evaluateAll((bs) => bs.map((b) => [b.textContent, Math.round(b.getBoundingClientRect().left)] as const));
  for (const [i, [key, left]] of boxes.entries()) expect(left, String(key)).toBe(boxes[i % 4][1]);
  expect(boxes.slice(0, 4).map(([k]) => k![0])).toEqual(['♠', '♥', '♦', '♣']);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await phone.getByTestId('lead-keys').getByRole('button', { name: '♥K', exact: true }).click();
  await tap(phone, '1 down');
  await expect(phone.getByTestId('table-played')).toContainText('3NT doubled by East');
  await tap(phone, 'Accept');
  // The results file says whose it is: the event, its date, the table and the round.
  const [file] = await Promise.all([phone.waitForEvent('download'), phone.getByRole('button', { name: 'Download the results file' }).click()]);
  const name = `Tuesday-${new Date().toISOString().slice(0, 10)}-table-1-round-1-results.json`;
  expect(file.suggestedFilename()).toBe(name);
  const notice = phone.getByTestId('notice');
  await expect(notice).toContainText(`${name} downloaded: send it to the scorer.`);
  // The notice takes its own place: scrolled (a short screen), it goes with the page and covers no button.
  await phone.setViewportSize({ width: 390, height: 560 });
  await phone.evaluate(() => window.scrollTo(0, 200));
  expect(await phone.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const covered = await phone.evaluate(() => {
    const n = document.querySelector('[data-testid=notice]')!.getBoundingClientRect();
    return [...document.querySelectorAll('button')]
      .filter((b) => b.closest('[data-testid=notice]') === null)
      .map((b) => [b, b.getBoundingClientRect()] as const)
      .filter(([, r]) => r.height > 0 && r.bottom > n.top && r.top < n.bottom && r.right > n.left && r.left < n.right)
      .map(([b]) => b.textContent);
  });
  expect(covered).toEqual([]);
  // It leaves with the next tap, and that tap does what it was for.
  await phone.getByRole('button', { name: 'Enter board 2' }).click();
  await expect(notice).toHaveText('');
  await expect(phone.getByTestId('keypad').getByRole('heading')).toHaveText('Board 2');
  await tap(phone, '4');
  await tap(phone, 'spades');
  await tap(phone, 'N');
  await phone.getByTestId('lead-keys').getByRole('button', { name: 'Skip' }).click();
  await tap(phone, 'made exactly');
  await expect(phone.getByTestId('table-score')).toHaveText('NS +620');
});

test('a table state this version cannot read is kept aside with its results, never overwritten by a new pack', async ({ browser }) => {
  const scorer = await (await browser.newContext({ acceptDownloads: true })).newPage();
  const tablet = await (await browser.newContext({ acceptDownloads: true })).newPage();
  const packFile = await handOutPack(scorer);

  // A state written by a newer version (an update mid-evening, then a step back), with a result not yet sent.
  const newer = JSON.stringify({ schema: 9, data: { table: 2, log: [{ board: 3, unsent: '4S N 10' }] } });
  await tablet.goto('./table.html');
  // The page drawn first (it has read the store), then the state written behind it.
  await expect(tablet.locator('#open-pack')).toBeAttached();
  await tablet.evaluate((text) => localStorage.setItem('clubscore/table', text), newer);
  await tablet.reload();
  await expect(tablet.getByTestId('notice')).toContainText("This device held a table's state it cannot read (at schema: schema 9 was written by a newer Clubscore");
  await expect(tablet.getByTestId('notice')).toContainText('It is kept aside, results and all');
  const kept = tablet.getByTestId('kept-states');
  const [keptFile] = await Promise.all([tablet.waitForEvent('download'), kept.getByRole('button', { name: 'Download it' }).click()]);
  expect(readFileSync(await keptFile.path(), 'utf8')).toBe(newer);

  // A new pack opens, and what was kept is still there, untouched.
  await tablet.locator('#open-pack').setInputFiles(await packFile.path());
  await tablet.getByRole('button', { name: 'Table 1' }).click();
  await expect(tablet.getByTestId('table-title')).toHaveText('Tuesday · Table 1 · Round 1 of 3');
  const stored = await tablet.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('clubscore/table-kept/')).map((k) => localStorage.getItem(k)));
  expect(stored).toEqual([newer]);
  // The new state is written in its envelope, and read back after a reload.
  expect(await tablet.evaluate(() => JSON.parse(localStorage.getItem('clubscore/table') || '{}').schema)).toBe(1);
  await tablet.reload();
  await expect(tablet.getByTestId('table-title')).toHaveText('Tuesday · Table 1 · Round 1 of 3');
});

test('East–West accept a result by typing their pair number when the pack asks for it', async ({ browser }) => {
  const scorer = await (await browser.newContext({ acceptDownloads: true })).newPage();
  const tablet = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await scorerEvent(scorer);
  const tables = scorer.getByTestId('tables');
  await toTables(scorer);
  await tables.getByLabel("Director's PIN (4 to 8 digits)").fill('2468');
  await tables.getByLabel('East–West accept by typing their pair number').check();
  const [packFile] = await Promise.all([scorer.waitForEvent('download'), tables.getByRole('button', { name: 'Make the table pack' }).click()]);
  await tablet.goto('./table.html');
  await tablet.locator('#open-pack').setInputFiles(await packFile.path());
  await tablet.getByRole('button', { name: 'Table 1' }).click();
  await tablet.getByRole('button', { name: 'Enter board 1' }).click();
  await tap(tablet, '4');
  await tap(tablet, 'hearts');
  await tap(tablet, 'S');
  await tap(tablet, '1 down');
  await expect(tablet.getByTestId('table-played')).toHaveText('4♥ by South, 9 tricks (1 down)');
  await expect(tablet.getByTestId('table-played').locator('.red')).toHaveText('♥');
  // North–South's number, or none, does not accept; East–West's (EW 4) does.
  await tablet.getByLabel('East–West pair number').fill('1');
  await tap(tablet, 'Accept');
  await expect(tablet.getByTestId('notice')).toContainText("That is not East–West's pair number");
  await tablet.getByLabel('East–West pair number').fill('4');
  await tap(tablet, 'Accept');
  await expect(tablet.getByTestId('table-saved')).toHaveText('Board 1 saved: EW +50.');
  expect(await axeProblems(tablet)).toEqual([]);
});

test("a session dealt: the pack carries the hands when asked, and the tablet shows them after each board with its traveller", async ({ browser }) => {
  const scorer = await (await browser.newContext({ acceptDownloads: true })).newPage();
  const tablet = await (await browser.newContext({ acceptDownloads: true, viewport: { width: 390, height: 844 } })).newPage();
  await scorerEvent(scorer);
  await scorer.getByTestId('boards-link').click();
  await scorer.getByTestId('deal-form').getByLabel('Seed').fill('club night 1');
  await scorer.getByTestId('deal-form').getByRole('button', { name: 'Deal boards 1–6' }).click();
  await expect(scorer.getByTestId('notice')).toContainText('Dealt from the seed club night 1.');
  await scorer.getByRole('link', { name: /^← Back to/ }).click();
  await toTables(scorer);
  const tables = scorer.getByTestId('tables');
  const hands = tables.getByLabel("…and the board's hands (the pack then carries the session's deals: anyone who opens its file can read them)");
  await expect(hands).toBeEnabled();
  await expect(hands).not.toBeChecked();
  await hands.check();
  await tables.getByLabel("Director's PIN (4 to 8 digits)").fill('2468');
  const [packFile] = await Promise.all([scorer.waitForEvent('download'), tables.getByRole('button', { name: 'Make the table pack' }).click()]);
  const pack = JSON.parse(readFileSync(await packFile.path(), 'utf8'));
  expect(pack.deals).toHaveLength(6);
  // Board 1 dealt from the seed "club night 1" (boards.spec.ts pins it): N A.8642.KQT5.KT52.
  expect(pack.deals[0]).toEqual([1, 'N:A.8642.KQT5.KT52 K765.Q95.A983.63 T9432.AKJ.74.J98 QJ8.T73.J62.AQ74']);

  await tablet.goto('./table.html');
  await tablet.locator('#open-pack').setInputFiles(await packFile.path());
  await tablet.getByRole('button', { name: 'Table 1' }).click();
  // Nothing of the hands before the board is played here.
  await expect(tablet.getByTestId('table-hands')).toHaveCount(0);
  await tablet.getByRole('button', { name: 'Enter board 1' }).click();
  await expect(tablet.getByTestId('table-hands')).toHaveCount(0);
  for (const key of ['2', 'hearts', 'N', '1 over', 'Accept']) await tap(tablet, key);
  await expect(tablet.getByTestId('table-saved')).toHaveText('Board 1 saved: NS +140.');
  const shown = tablet.getByTestId('table-hands');
  await expect(shown.getByLabel('North')).toHaveText('♠ A♥ 8 6 4 2♦ K Q 10 5♣ K 10 5 2');
  await expect(shown.getByLabel('South')).toHaveText('♠ 10 9 4 3 2♥ A K J♦ 7 4♣ J 9 8');
  await expect(shown).toContainText('North deals');
  await expect(tablet.getByTestId('table-traveller').locator('tbody tr')).toHaveText(['142HN9NS +140']);
  // On a phone: nothing wider than the screen.
  expect(await tablet.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeProblems(tablet)).toEqual([]);
  // The next board: the hands go with the board entered.
  await tablet.getByRole('button', { name: 'Enter board 2' }).click();
  await expect(tablet.getByTestId('table-hands')).toHaveCount(0);

  // The scorer takes the table's results in, then hands the final results back to the tables.
  const [resultsFile] = await Promise.all([tablet.waitForEvent('download'), tablet.getByRole('button', { name: 'Download the results file' }).click()]);
  await tables.locator('#import-results').setInputFiles(await resultsFile.path());
  await expect(scorer.getByTestId('notice')).toContainText('table 1, 1 result(s) taken');
  await scorer.getByRole('link', { name: /^← Back to/ }).click();
  const results = await openResults(scorer);
  const [finalFile] = await Promise.all([results.waitForEvent('download'), results.getByTestId('final-for-tables').click()]);
  expect(finalFile.suggestedFilename()).toMatch(/^Tuesday-\d{4}-\d\d-\d\d-final-results\.json$/);
  // The tablet shows them: the ranking, and board 1's traveller under its hands; kept through a reload.
  await tablet.locator('#open-final').setInputFiles(await finalFile.path());
  await expect(tablet.getByTestId('notice')).toContainText('The final results are open below.');
  for (const reload of [false, true]) {
    if (reload) await tablet.reload();
    const shown = tablet.frameLocator('[data-testid=final-page]');
    await expect(shown.locator('h1')).toHaveText('Tuesday');
    // One board played: its two pairs ranked, and the page says results are still to come.
    await expect(shown.locator('#ranking tbody tr')).toHaveCount(2);
    await expect(shown.locator('h1 + p')).toContainText('Provisional: 17 result(s) still to come.');
    await expect(shown.locator('h3#b1 + .board').getByLabel('North')).toHaveText('♠ A♥ 8 6 4 2♦ K Q 10 5♣ K 10 5 2');
    await expect(shown.locator('#travellers')).toContainText('+140');
  }
  // The frame runs nothing and has no address of its own.
  expect(await tablet.getByTestId('final-page').getAttribute('sandbox')).toBe('');
});

test('two tabs of table mode on one device: neither writes over the other\'s results', async ({ browser }) => {
  const scorer = await (await browser.newContext({ acceptDownloads: true })).newPage();
  const packFile = await handOutPack(scorer);
  const device = await browser.newContext();
  const a = await device.newPage();
  await a.goto('./table.html');
  await a.locator('#open-pack').setInputFiles(await packFile.path());
  await a.getByRole('button', { name: 'Table 1' }).click();
  const b = await device.newPage();
  await b.goto('./table.html');
  await expect(b.getByTestId('table-title')).toHaveText('Tuesday · Table 1 · Round 1 of 3');
  const fourSpades = async (page: Page, board: number) => {
    await page.getByRole('button', { name: `Enter board ${board}` }).click();
    await tap(page, '4');
    await tap(page, 'spades');
    await tap(page, 'N');
    await tap(page, 'made exactly');
    await tap(page, 'Accept');
  };
  // Tab A saves board 1; tab B shows it at once (it follows the other tab's saves).
  await fourSpades(a, 1);
  await expect(b.getByTestId('table-board').first()).toHaveText(/NS \+420$/);
  // Tab B shown the stored state a moment late (as a browser may): its save is refused, the latest shown, nothing lost.
  await b.evaluate(() => localStorage.setItem('clubscore/table', JSON.stringify(JSON.parse(localStorage.getItem('clubscore/table')!), null, 1)));
  await b.getByRole('button', { name: 'Enter board 2' }).click();
  await expect(b.getByTestId('notice')).toContainText('This table\'s results were changed in another tab or window on this device; the latest is shown now.');
  await fourSpades(b, 2);
  await expect(b.getByTestId('table-board')).toHaveText([/NS \+420$/, /NS \+620$/]);
  await expect(a.getByTestId('table-board')).toHaveText([/NS \+420$/, /NS \+620$/]);
});

test('teams of four at the tables: a disputed board marks both teams, their match and the standings until the director settles it', async ({ browser }) => {
  const scorer = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await openNewEvent(scorer, 'Knock-out', 'Bridge · Teams of four');
  const setup = scorer.getByTestId('setup-form');
  await setup.getByLabel('Rounds (the boards change tables each round)').fill('2');
  await setup.getByLabel('Boards per round', { exact: true }).fill('2');
  await setup.getByRole('button', { name: 'Set up' }).click();
  // Board 1 in both rooms from the scorer's travellers: 4♠ made by team 1's North, one off by team 2's.
  await scorer.getByTestId('board-number').fill('1');
  const rows = scorer.getByTestId('entry-row');
  await enterResult(rows.nth(0), '4S', 'N', 10);
  await expect(rows.nth(0).getByTestId('entered')).toHaveText('NS +420');
  await enterResult(rows.nth(1), '4S', 'N', 9);
  await expect(rows.nth(1).getByTestId('entered')).toHaveText('EW +50');
  const title = scorer.getByTestId('standings-title');
  await expect(title).toHaveText('Standings, provisional: 6 result(s) still to come');

  // Table 1's phone says team 1's North went one off.
  const tables = scorer.getByTestId('tables');
  await toTables(scorer);
  await tables.getByLabel("Director's PIN (4 to 8 digits)").fill('2468');
  const [packFile] = await Promise.all([scorer.waitForEvent('download'), tables.getByRole('button', { name: 'Make the table pack' }).click()]);
  const phone = await (await browser.newContext({ acceptDownloads: true, viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto('table.html');
  await phone.locator('#open-pack').setInputFiles(await packFile.path());
  await phone.getByRole('button', { name: 'Table 1' }).click();
  await phone.getByRole('button', { name: 'Enter board 1' }).click();
  for (const key of ['4', 'spades', 'N', '1 down', 'Accept']) await tap(phone, key);
  const [results] = await Promise.all([phone.waitForEvent('download'), phone.getByRole('button', { name: 'Download the results file' }).click()]);
  await tables.locator('#import-results').setInputFiles(await results.path());
  await expect(scorer.getByTestId('notice')).toContainText('table 1, 0 result(s) taken, 0 already here, 1 conflict(s)');
  await toSession(scorer);

  // The standings count the scorer's 4♠ made meanwhile (10 IMPs to team 1), and say so on both teams, their match and the title.
  await expect(title).toHaveText('Standings, provisional: 6 result(s) still to come; 1 result(s) disputed, counted as entered here until the director settles them');
  const standings = scorer.getByTestId('standings');
  // Place, team, name and its note, matches, IMPs, VPs, ladder %.
  await expect(standings.getByTestId('standing')).toHaveText(['11Team 1 disputed: board 1110–015.00100.00', '22Team 2 disputed: board 110–105.000.00']);
  await expect(standings.getByTestId('match')).toHaveText([/^1 v 2 disputed: board 11 of 410–0/]);
  // Table 1's taken: the board is a push, and nothing is marked.
  await scorer.getByTestId('conflict').getByRole('button', { name: "Take table 1's" }).click();
  await expect(standings.getByTestId('match')).toHaveText([/^1 v 21 of 40–0/]);
  await expect(standings.getByTestId('disputed')).toHaveCount(0);
  await expect(title).toHaveText('Standings, provisional: 6 result(s) still to come');
});
