import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8094/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await (await browser.newContext()).newPage();
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
console.log(await page.evaluate(() => {
  const out = [`all ${document.querySelectorAll('*').length} inputs ${document.querySelectorAll('input,select,button').length}`];
  const walk = (el, depth) => {
    for (const c of el.children) {
      const n = c.querySelectorAll('*').length + 1;
      if (n >= 40) { out.push(`${'  '.repeat(depth)}${n} ${c.tagName.toLowerCase()}${c.dataset.testid ? '[' + c.dataset.testid + ']' : ''}${c.className ? '.' + c.className : ''} inputs=${c.querySelectorAll('input,select,button').length}`); if (depth < 3) walk(c, depth + 1); }
    }
  };
  walk(document.body, 0);
  return out.join('\n');
}));
await browser.close();
