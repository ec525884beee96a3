import { test, expect, type Page } from '@playwright/test';

// Benchmark (prints figures; asserts only that the work was done): a club's
// year on one device (issue 29, items 3 and 6), as `clubscore bench year`
// stores it, what is due archived: the list of events, and opening the
// largest evening and an archived chess event, at full speed and with the
// CPU slowed four times (a cheap tablet).

/** Milliseconds from the navigation's start until `selector` matches `count` elements. */
async function loadedWhen(page: Page, url: string, selector: string, count: number): Promise<number> {
  await page.addInitScript(([selector, count]) => {
    const seen = () => {
      if ((window as any).__ready === undefined && document.querySelectorAll(selector as string).length >= (count as number)) {
        (window as any).__ready = performance.now();
      }
    };
    new MutationObserver(seen).observe(document, { subtree: true, childList: true });
  }, [selector, count]);
  await page.goto(url);
  await page.waitForFunction(() => (window as any).__ready !== undefined, null, { timeout: 60_000 });
  return page.evaluate(() => (window as any).__ready as number);
}

/** Milliseconds from a route change on the page until `selector` matches `count` elements. */
async function routedWhen(page: Page, hash: string, selector: string, count: number): Promise<number> {
  return page.evaluate(([hash, selector, count]) => new Promise<number>((done) => {
    const t0 = performance.now();
    const check = () => {
      if (document.querySelectorAll(selector as string).length >= (count as number)) {
        observer.disconnect();
        done(performance.now() - t0);
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true });
    location.hash = hash as string;
  }), [hash, selector, count] as const);
}

test('bench: a club year on one device, listed and opened, at full speed and at 4x CPU slowdown', async ({ browser }) => {
  test.setTimeout(300_000);
  // The year, made by the engine in the page and put in this profile's storage.
  const context = await browser.newContext();
  const setup = await context.newPage();
  await setup.goto('./');
  await expect(setup.getByRole('heading', { name: 'Events on this device' })).toBeVisible();
  const stored = await setup.evaluate(() => {
    const store = JSON.parse((window as any).wasmBindings.bench_club_year_store()) as Record<string, string>;
    localStorage.clear();
    let chars = 0;
    for (const [k, v] of Object.entries(store)) {
      localStorage.setItem(k, v);
      chars += k.length + v.length;
    }
    return { keys: Object.keys(store).length, chars };
  });
  await setup.close();
  expect(stored.chars).toBeGreaterThan(500_000);
  const figures: string[] = [`stored_chars=${stored.chars} keys=${stored.keys}`];
  for (const rate of [1, 4]) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // The list of events, from the page's first byte (WebAssembly compiled, the 68 events listed).
    const list = await loadedWhen(page, './', '[data-testid="event-row"]', 68);
    // The largest evening not archived (the last Tuesday's, 15 tables, 405 results), scored and shown.
    const open = await routedWhen(page, '#/event/pairs51', '[data-testid="standing"]', 30);
    // Back to the list within the page: the listing alone, the page's start-up aside.
    await page.evaluate(() => document.querySelectorAll('[data-testid="event-row"]').length);
    const relist = await routedWhen(page, '#/', '[data-testid="event-row"]', 68);
    const reads = await page.evaluate(() => (window as any).wasmBindings.bench_home_reads(5));
    await page.close();
    // An archived chess event of 40 teams and 9 rounds, unpacked and replayed, on the chess page.
    const chess = await context.newPage();
    const cdp2 = await context.newCDPSession(chess);
    await cdp2.send('Emulation.setCPUThrottlingRate', { rate });
    const archived = await loadedWhen(chess, 'chess.html#/event/chess2', '[data-testid="archived-note"]', 1);
    await chess.close();
    figures.push(`cpu_x${rate}: list_ms=${list.toFixed(0)} list_again_in_page_ms=${relist.toFixed(0)} (of which ${reads}) open_largest_evening_ms=${open.toFixed(0)} open_archived_chess_ms=${archived.toFixed(0)}`);
  }
  // The page with nothing stored, for comparison: what the list itself adds.
  const empty = await browser.newContext();
  for (const rate of [1, 4]) {
    const page = await empty.newPage();
    const cdp = await empty.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const none = await loadedWhen(page, './', '[data-testid="no-events"]', 1);
    figures.push(`cpu_x${rate}: empty_list_ms=${none.toFixed(0)}`);
    await page.close();
  }
  console.log(`BENCH wasm club_year ${figures.join(' ')}`);
  await context.close();
  await empty.close();
});
