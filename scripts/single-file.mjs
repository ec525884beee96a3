// Writes the one-file edition: the scorer's built page with its CSS, JavaScript
// and WebAssembly inlined, so it runs when opened from disk (file://) with no
// server; marked as such (`data-one-file`), it lists the events itself (its
// module is built with the feature `one-file`, into the folder given: Trunk
// names the page index.html there).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const [dist = 'dist-one-file', out = 'dist-single/clubscore.html'] = process.argv.slice(2);
let html = readFileSync(join(dist, 'index.html'), 'utf8');
const fail = (why) => { console.error(`single-file.mjs: ${why}`); process.exit(1); };

const jsName = (html.match(/import init, \* as bindings from '\.\/([^']+\.js)'/) || [])[1];
const wasmName = (html.match(/module_or_path: '\.\/([^']+\.wasm)'/) || [])[1];
if (!jsName || !wasmName) fail(`could not find the app script and module in ${dist}/index.html`);

// The wasm-bindgen glue, turned from an ES module into a script body.
let glue = readFileSync(join(dist, jsName), 'utf8')
  .replace(/^export \{[^}]*\};?\s*$/gm, '')
  .replace(/^export default [^;]+;\s*$/gm, '')
  .replace(/^export (function|class|const|let|async function) /gm, '$1 ');
if (/^export /m.test(glue)) fail('the glue still has an export this script does not know');
// The modules the glue imports (wasm-bindgen snippets), inlined as data: URLs.
// Only the import statements: the module's name stays the key of the wasm's imports.
glue = glue.replace(/from (['"])\.\/(snippets\/[^'"]+\.js)\1/g, (_, q, path) =>
  `from ${q}data:text/javascript;base64,${readFileSync(join(dist, path)).toString('base64')}${q}`);
if (/from ['"]\.\/snippets\//.test(glue)) fail('the glue imports a module this script did not inline');
const wasm = readFileSync(join(dist, wasmName)).toString('base64');

// Drop what needs a server (service worker, manifest) and the preloads of inlined files.
html = html
  .replace(/<script data-web-only[^>]*>[\s\S]*?<\/script>/g, '')
  .replace(/<link[^>]*data-web-only[^>]*>/g, '')
  .replace(/<link rel="(modulepreload|preload)"[^>]*>/g, '')
  .replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/, '');

html = html.replace(/<link rel="stylesheet" href="\.\/([^"]+\.css)"[^>]*>/g, (_, css) =>
  `<style>${readFileSync(join(dist, css), 'utf8')}</style>`);
if (/<link rel="stylesheet"/.test(html)) fail('a stylesheet was left linked');

const icon = readFileSync('public/icons/icon.svg').toString('base64');
const boot = `<link rel="icon" href="data:image/svg+xml;base64,${icon}">
<script type="module">
${glue}
const bytes = Uint8Array.from(atob(${JSON.stringify(wasm)}), (c) => c.charCodeAt(0));
initSync({ module: bytes });
</script>`;
html = html.replace('</head>', `${boot}\n</head>`);
if (!html.includes('<html lang="en">')) fail('could not find the html element to mark');
html = html.replace('<html lang="en">', '<html lang="en" data-one-file>');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, html);
console.log(`one-file edition: ${out} (${(html.length / 1024).toFixed(0)} KiB)`);
