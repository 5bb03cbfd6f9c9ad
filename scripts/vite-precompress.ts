// Build-time compression for the two front ends: every hashed asset worth compressing gets a
// brotli (.br) and a gzip (.gz) twin next to it, which the server sends as they are
// (@fastify/static `preCompressed`, apps/server/src/plugins/static-apps.ts). Compressing once at
// build time allows the slowest, smallest settings (brotli 11, gzip 9) that would cost too much
// per request. node:zlib does both without a dependency; a plugin package would add only options
// this needs none of.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images, fonts in woff2 and media are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map|xml|wasm)$/i;
/** Below this the headers outweigh the saving (and a .br lookup costs the server a stat). */
const MIN_BYTES = 1024;

/** Writes `.br` and `.gz` next to each compressible file of the build's assets. */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'ia-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(outDir, file));
          if (source.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          // A twin that saves nothing is left out: the server then sends the original.
          if (br.length < source.length) await writeFile(path.join(outDir, `${file}.br`), br);
          if (gz.length < source.length) await writeFile(path.join(outDir, `${file}.gz`), gz);
        }),
      );
    },
  };
}
