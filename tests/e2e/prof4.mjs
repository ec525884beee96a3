// Temporary: CPU profile of saves on the 30-table evening, self and total time per function.
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
const base = process.argv[2] ?? 'http://127.0.0.1:8095/';
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
const cdp = await ctx.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
const row = page.getByTestId('entry-row').first();
let started = false;
for (let i = 0; i < 16; i++) {
  await row.getByLabel(/^Contract/).fill('7NT');
  await row.getByLabel(/^Declarer/).fill('N');
  await row.getByLabel(/^Tricks/).fill(i % 2 === 0 ? '13' : '6');
  await page.waitForTimeout(200);
  if (i >= 4 && !started) { await cdp.send('Profiler.start'); started = true; }
  await row.evaluate((row) => new Promise((done) => {
    requestAnimationFrame(() => {
      row.querySelector('button').click();
      requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = done; c.port2.postMessage(0); });
    });
  }));
}
const { profile } = await cdp.send('Profiler.stop');
writeFileSync('/tmp/prof/cpu.json', JSON.stringify(profile));
await browser.close();
