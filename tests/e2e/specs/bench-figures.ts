import { appendFileSync } from 'node:fs';
import type { ConsoleMessage, Page } from '@playwright/test';

// The bench specs' one way to give a figure: every run of it, with its unit,
// the CPU slowdown it ran at and its goal, appended as a line of JSON to the
// file scripts/bench names (BENCH_OUT), which works out min, median and max.
// Under scripts/test (no BENCH_OUT) each figure runs once and is printed.

/** How many times each figure is taken: 7 or more under scripts/bench, once in the functional run. */
export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? '1'));

export type Figure = { name: string; unit: 'ms' | 'bytes' | 'count'; slowdown: number; goal?: number };

export function record(figure: Figure, runs: number[]): void {
  const line = { ...figure, runs: runs.map((r) => Math.round(r * 1000) / 1000) };
  const out = process.env.BENCH_OUT;
  if (out) appendFileSync(out, `${JSON.stringify(line)}\n`);
  console.log(`BENCH ${figure.name} x${figure.slowdown} median=${median(runs).toFixed(1)} ${figure.unit} over ${runs.length} run(s)${figure.goal === undefined ? '' : ` goal ${figure.goal}`}`);
}

/** Slows the page's CPU `rate` times (Chromium's DevTools protocol), as a cheap tablet. */
export async function slowDown(page: Page, rate: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * Gives the page two timers, installed before its own scripts run (and in
 * the page as it is now):
 *
 * - `__nextPaint()` resolves, with the time, once the frame showing what is
 *   in the DOM now has been painted: requestAnimationFrame runs just before
 *   that frame's paint, and a message posted from it is taken after the
 *   paint (Chromium paints before it runs the next task). Start-ups end there.
 * - `__tap(act, ready)` times a tap as Chromium delivers a person's input, at
 *   the start of a frame: in a requestAnimationFrame callback it runs `act`
 *   (a click, a key), and resolves with the milliseconds until the paint
 *   that first shows `ready()` true: this frame's, if the page's work (its
 *   handler and reactive updates, microtasks) made it ready before the
 *   frame's paint; else the next frame's after it became ready.
 */
export async function timeToPaint(page: Page): Promise<void> {
  const install = () => {
    const w = window as any;
    const afterPaint = (done: (t: number) => void) => {
      const c = new MessageChannel();
      c.port1.onmessage = () => done(performance.now());
      c.port2.postMessage(0);
    };
    w.__nextPaint = () => new Promise<number>((done) => requestAnimationFrame(() => afterPaint(done)));
    w.__tap = (act: () => void, ready: () => boolean) => new Promise<number>((done, fail) => requestAnimationFrame(() => {
      // A tap whose result never shows fails the figure, rather than waiting out the test.
      setTimeout(() => fail(new Error('the tap showed nothing in 60 s')), 60_000);
      const t0 = performance.now();
      // True until the first task after this frame: the frame's paint comes before it.
      let inFrame = true;
      const end = new MessageChannel();
      end.port1.onmessage = () => { inFrame = false; };
      end.port2.postMessage(0);
      const shown = () => (inFrame ? new Promise<number>(afterPaint) : w.__nextPaint()).then((t: number) => done(t - t0));
      const seen = new MutationObserver(() => {
        if (ready()) {
          seen.disconnect();
          shown();
        }
      });
      seen.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
      act();
      if (ready()) {
        seen.disconnect();
        shown();
      }
    }));
  };
  await page.addInitScript(install);
  if (page.url() !== 'about:blank') await page.evaluate(install);
}

/**
 * Watches each document `page` loads, from its start, for `count` elements
 * matching `selector`; the time of the paint that first shows them is told
 * in a console message, `__shown <ms>`, which `startUps` listens for (and
 * `timeToPaint` is installed).
 */
export async function watchFor(page: Page, selector: string, count: number): Promise<void> {
  await timeToPaint(page);
  await page.addInitScript(([selector, count]) => {
    const w = window as any;
    const seen = new MutationObserver(() => {
      if (document.querySelectorAll(selector as string).length >= (count as number)) {
        seen.disconnect();
        w.__nextPaint().then((t: number) => console.debug(`__shown ${t}`));
      }
    });
    seen.observe(document, { subtree: true, childList: true });
  }, [selector, count] as const);
}

/**
 * Milliseconds from the navigation's start to the paint showing what
 * `watchFor` waits for, `RUNS` times: `url` opened after a blank page (so a
 * document starts even where only the hash differs), then reloaded. The
 * page tells the time in a console message: waiting in the page instead
 * (waitForFunction) puts Playwright's own script in the page while it
 * starts, which took 74 ms of its main thread at 4×.
 *
 * The first opening is not counted: in a new profile it is the first visit
 * ever (the service worker installing, no compiled code kept), two to four
 * times the others (the empty list at 4×: 771 ms, then 184 to 254), where a
 * club's device opens a page it has opened before.
 */
export async function startUps(page: Page, url: string): Promise<number[]> {
  const runs: number[] = [];
  await page.goto('about:blank');
  for (let i = -1; i < RUNS; i++) {
    let heard = (_: ConsoleMessage) => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    const shown = new Promise<number>((resolve, reject) => {
      heard = (m: ConsoleMessage) => {
        const t = /^__shown (\S+)$/.exec(m.text());
        if (t) resolve(Number(t[1]));
      };
      page.on('console', heard);
      timer = setTimeout(() => reject(new Error(`${url}: nothing shown in 60 s`)), 60_000);
    }).finally(() => {
      page.off('console', heard);
      clearTimeout(timer);
    });
    if (i === -1) await page.goto(url);
    else await page.reload();
    const took = await shown;
    if (i >= 0) runs.push(took);
    // What the page does after its paint (the WebAssembly's optimised compile
    // on other threads, the service worker) is done before the next run starts.
    await page.waitForTimeout(1_000);
  }
  return runs;
}

/**
 * The bench edition's scorer's page, whose module has the benchmark exports
 * (`wasmBindings.bench_*`); the list of events there is the release's,
 * whose start-up is a figure. Opened on an event no device holds.
 */
export async function withBenchExports(page: Page): Promise<void> {
  await page.goto('./bridge.html#/event/bench-exports');
  await page.waitForFunction(() => typeof (window as any).wasmBindings?.bench_full_event_envelope === 'function');
}

export function median(runs: number[]): number {
  const sorted = [...runs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
