// Temporary: a trace of one result saved on the 30-table evening (bench edition), summarised.
import { chromium } from '@playwright/test';
import { writeFileSync } from 'node:fs';
const base = process.argv[2] ?? 'http://127.0.0.1:8094/';
const rate = Number(process.argv[3] ?? 1);
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
await cdp.send('Emulation.setCPUThrottlingRate', { rate });
const row = page.getByTestId('entry-row').first();
const times = [];
const events = [];
cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
for (let i = 0; i < 6; i++) {
  await row.getByLabel(/^Contract/).fill('7NT');
  await row.getByLabel(/^Declarer/).fill('N');
  await row.getByLabel(/^Tricks/).fill(i % 2 === 0 ? '13' : '6');
  await page.waitForTimeout(300);
  const tracing = true;
  let done;
  if (tracing) {
    done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8,blink.user_timing,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
  }
  const t = await row.evaluate((row) => new Promise((done) => {
    const entered = row.querySelector('[data-testid="entered"]');
    const before = entered.textContent;
    requestAnimationFrame(() => {
      const t0 = performance.now();
      performance.mark('tap');
      const muts = []; const mo = new MutationObserver((l) => muts.push(...l)); mo.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      row.querySelector('button').click();
      setTimeout(() => { mo.disconnect(); const c = {}; for (const m of muts) { const where = (m.target.closest ? m.target : m.target.parentElement)?.closest('section')?.getAttribute('data-testid') ?? '?'; const k = where + ':' + m.type + (m.type === 'childList' ? '+' + m.addedNodes.length + '-' + m.removedNodes.length : ''); c[k] = (c[k] ?? 0) + 1; } console.log('MUT ' + JSON.stringify(c)); }, 100);
      const h = performance.now() - t0;
      requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = () => { performance.mark('painted'); done({ handler: h, paint: performance.now() - t0, changed: entered.textContent !== before }); }; c.port2.postMessage(0); });
    });
  }));
  times.push(t);
  console.log('notice:', await page.getByTestId('notice').textContent().catch(() => '?'), '| entered:', await row.getByTestId('entered').textContent());
  if (tracing) {
    await page.waitForTimeout(200);
    await cdp.send('Tracing.end');
    await done;
    writeFileSync('/tmp/prof/save' + i + '.json', JSON.stringify({ traceEvents: events })); events.length = 0;
  }
}
console.log(times.map((t) => `handler=${t.handler.toFixed(1)} paint=${t.paint.toFixed(1)} ${t.changed}`).join('\n'));
await browser.close();
