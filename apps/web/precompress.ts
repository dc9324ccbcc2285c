// A Vite plugin that writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the build, so the server
// sends them pre-compressed (@fastify/static `preCompressed`) instead of compressing on each request or not at all.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this size a compressed copy saves less than the extra round of headers costs. */
const MIN_BYTES = 1024;

/** Writes `path`.br and `path`.gz beside the file (if it is big enough to gain). */
export async function compressFile(path: string): Promise<void> {
  const data = await readFile(path).catch(() => null);
  if (!data || data.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gz(data, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
}

export function precompress(): Plugin {
  return {
    name: 'vms-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      const files = [...Object.keys(bundle), 'index.html'].filter((f, i, all) => COMPRESSIBLE.test(f) && all.indexOf(f) === i);
      await Promise.all(files.map((file) => compressFile(join(dir, file))));
    },
  };
}
