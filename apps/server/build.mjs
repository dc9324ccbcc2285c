// Bundles the server into dist/main.js: our code and @vms/shared inlined, every npm package left external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
});
console.log('built apps/server/dist/main.js');
