// Trunk post-build hook: writes sw.js into the build with the list of every
// file the build produced, and a version that changes whenever any file does.
// The list is never kept by hand.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR || process.argv[2];
if (!dir) {
  console.error('service-worker.mjs: no build folder (TRUNK_STAGING_DIR or an argument)');
  process.exit(1);
}

function walk(d) {
  return readdirSync(d).flatMap((name) => {
    const p = join(d, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

const files = walk(dir)
  .map((p) => relative(dir, p).split(sep).join('/'))
  .filter((f) => f !== 'sw.js')
  .sort();
const hash = createHash('sha256');
for (const f of files) {
  hash.update(f);
  hash.update(readFileSync(join(dir, f)));
}
const version = hash.digest('hex').slice(0, 16);
const urls = ['./', ...files.map((f) => './' + f)];
const template = readFileSync(new URL('../public/sw-template.js', import.meta.url), 'utf8');
const sw = template
  .replace('__VERSION__', version)
  .replace('__FILES__', JSON.stringify(urls, null, 2));
writeFileSync(join(dir, 'sw.js'), sw);
console.log(`service worker: ${urls.length} files, version ${version}`);
