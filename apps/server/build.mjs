// Bundles the server into dist/main.js: our code and @vms/shared inlined, every npm package left external. The render
// process (platform/render/engine.child.ts: every render runs in one) and its picture process
// (platform/render/pictures.child.ts) are bundles beside it, dist/render-engine.js and dist/render-pictures.js.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** esbuild's options for a Node bundle of our code (the benchmark bundles its render driver the same way). */
export const NODE_BUNDLE = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalise-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@vms/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
};

/**
 * The render process's and the picture process's entries, bundled as render-engine.js and render-pictures.js next to
 * whatever bundle starts renders (render-process.ts forks the first, the first forks the second).
 */
export const RENDER_ENTRIES = {
  'render-engine': fileURLToPath(new URL('./src/platform/render/engine.child.ts', import.meta.url)),
  'render-pictures': fileURLToPath(new URL('./src/platform/render/pictures.child.ts', import.meta.url)),
};

if (fileURLToPath(import.meta.url) === process.argv[1]) {
  await build({ ...NODE_BUNDLE, entryPoints: { main: 'src/main.ts', ...RENDER_ENTRIES }, outdir: 'dist' });
  console.log('built apps/server/dist/main.js, dist/render-engine.js and dist/render-pictures.js');
}
