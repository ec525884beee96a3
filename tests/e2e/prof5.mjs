// Temporary: the 30-table evening's start at a rate, traced (timeline) or CPU-profiled (PROFILE=1), once.
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
const base = process.argv[2] ?? 'http://127.0.0.1:8094/';
const rate = Number(process.argv[3] ?? 4);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext();
const page = await ctx.newPage();
await page.goto(base + 'bridge.html#/event/bench-exports');
await page.waitForFunction(() => typeof window.wasmBindings?.bench_full_event_envelope === 'function');
await page.evaluate(() => {
  const envelope = JSON.parse(window.wasmBindings.bench_full_event_envelope());
  envelope.data.revision = 1;
  localStorage.setItem('clubscore/event/bench', JSON.stringify(envelope));
  localStorage.setItem('clubscore/index', JSON.stringify({ ids: ['bench'] }));
});
await page.goto(base + 'bridge.html#/event/bench');
await page.reload();
await page.getByTestId('standing').nth(59).waitFor();
await page.waitForTimeout(1500);
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate });
await page.addInitScript(() => {
  const seen = new MutationObserver(() => {
    if (document.querySelectorAll('[data-testid="standing"]').length >= 60) {
      seen.disconnect();
      performance.mark('content');
      requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = () => { performance.mark('shown'); console.debug('__shown ' + performance.now()); }; c.port2.postMessage(0); });
    }
  });
  seen.observe(document, { subtree: true, childList: true });
});
const profile = !!process.env.PROFILE;
const events = [];
let done;
if (profile) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
} else {
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8,v8.wasm,blink.user_timing,loading,navigation,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
}
const shownP = new Promise((r) => page.on('console', (m) => { const t = /^__shown (\S+)/.exec(m.text()); if (t) r(Number(t[1])); }));
await page.reload();
const shown = await shownP;
const res = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => `${r.name.split('/').pop()} start=${r.startTime.toFixed(0)} end=${r.responseEnd.toFixed(0)}`));
const marks = await page.evaluate(() => performance.getEntriesByType('mark').map((m) => `${m.name}=${m.startTime.toFixed(0)}`).join(' '));
await page.waitForTimeout(300);
if (profile) {
  const { profile: p } = await cdp.send('Profiler.stop');
  writeFileSync('/tmp/prof/cpu.json', JSON.stringify(p));
} else {
  await cdp.send('Tracing.end');
  await done;
  writeFileSync('/tmp/prof/trace.json', JSON.stringify({ traceEvents: events }));
}
console.log('shown', shown.toFixed(1), marks);
console.log(res.join('\n'));
await browser.close();
