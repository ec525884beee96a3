// Profiles N saves on the 30-table bench evening: self and inclusive time per function.
import { chromium } from 'playwright-core';
const url = process.argv[2] || 'http://127.0.0.1:8099/';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await b.newPage();
page.on('pageerror', e => console.log('pageerror', e.message.slice(0, 300)));
await page.goto(url);
await page.getByRole('heading', { name: 'Events on this device' }).waitFor();
await page.evaluate(() => {
  const envelope = JSON.parse(window.wasmBindings.bench_full_event_envelope());
  envelope.data.revision = 1;
  localStorage.setItem('clubscore/event/bench', JSON.stringify(envelope));
  localStorage.setItem('clubscore/index', JSON.stringify({ ids: ['bench'] }));
});
await page.goto(url + '#/event/bench');
await page.reload();
await page.getByTestId('standing').nth(59).waitFor();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
const row = page.getByTestId('entry-row').first();
const figures = [];
await cdp.send('Profiler.start');
for (let i = 0; i < 21; i++) {
  await row.getByLabel(/^Contract/).fill('4S');
  await row.getByLabel(/^Declarer/).fill('N');
  await row.getByLabel(/^Tricks/).fill(String(3 + (i % 11)));
  const ms = await row.getByRole('button').evaluate(async (button) => {
    const t0 = performance.now();
    button.click();
    await new Promise((r) => { const c = new MessageChannel(); c.port1.onmessage = r; c.port2.postMessage(0); });
    return performance.now() - t0;
  });
  figures.push(ms);
}
const { profile } = await cdp.send('Profiler.stop');
figures.sort((a, b) => a - b);
console.log('median', figures[10].toFixed(1), 'best', figures[0].toFixed(1));
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const dt = {}; // self time per node id
for (let i = 0; i < profile.samples.length; i++) dt[profile.samples[i]] = (dt[profile.samples[i]] || 0) + (profile.timeDeltas[i] || 0) / 1000;
const self = {}, incl = {};
const name = n => (n.callFrame.functionName || '(anon)') + (n.callFrame.url ? '' : '');
function walk(n, stack) {
  const nm = name(n);
  let total = dt[n.id] || 0;
  for (const c of n.children || []) total += walk(byId.get(c), [...stack, nm]);
  self[nm] = (self[nm] || 0) + (dt[n.id] || 0);
  if (!stack.includes(nm)) incl[nm] = (incl[nm] || 0) + total;
  return total;
}
walk(profile.nodes[0], []);
const top = (o, k) => Object.entries(o).sort((a, b) => b[1] - a[1]).slice(0, k);
console.log('--- self (ms over 21 saves)');
for (const [n, t] of top(self, 45)) console.log(t.toFixed(1).padStart(8), n.slice(0, 150));
console.log('--- inclusive');
for (const [n, t] of top(incl, 400).filter(([n]) => /clubscore|tachys|Memo|Render|focus|setItem|getItem|passString|decode/.test(n)).slice(0, 90)) console.log(t.toFixed(1).padStart(8), n.slice(0, 150));
await b.close();
