// `npm start`'s build step: builds the web app and the server only when their sources changed since the last build
// (or an output is missing), so a second start serves at once. The stamp is the size and modification time of every
// source file that goes into a build; `npm run build` always builds.
import { createHash } from 'node:crypto';
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const STAMP = join(ROOT, '.cache', 'build-stamp');
const SOURCES = [
  'package-lock.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/precompress.ts',
  'apps/web/postcss.config.js',
  'apps/web/package.json',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/server/package.json',
];
const OUTPUTS = [
  'apps/web/dist/index.html',
  'apps/web/dist-ssr/entry-server.js',
  'apps/server/dist/main.js',
  'apps/server/dist/render-engine.js',
  'apps/server/dist/render-pictures.js',
];

function walk(path, out) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isDirectory()) {
    for (const name of readdirSync(path).sort()) walk(join(path, name), out);
  } else {
    out.push(`${relative(ROOT, path)} ${stat.size} ${stat.mtimeMs}`);
  }
}

const files = [];
for (const source of SOURCES) walk(join(ROOT, source), files);
const stamp = createHash('sha256').update(files.join('\n')).digest('hex');
const built = OUTPUTS.every((output) => existsSync(join(ROOT, output)));

if (built && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === stamp) {
  console.log('build: sources unchanged since the last build, skipped');
} else {
  execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  mkdirSync(join(ROOT, '.cache'), { recursive: true });
  writeFileSync(STAMP, stamp);
}
