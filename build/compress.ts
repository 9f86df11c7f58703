import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What is worth compressing: text the browser fetches (fonts other than TTF are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|ttf|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip -9) beside every compressible file
 * of `dir` from 1 KB up, so the server sends the smallest form a browser accepts without
 * compressing on each request, and removes copies left by an earlier build. Build bookkeeping
 * (esbuild metafiles) is left alone. Meant for folders the build rewrites whole (hashed assets, the
 * embed): the site's index.html is small and changes without changing its name, so it is sent as
 * it is. Returns the files compressed.
 */
export function precompress(dir: string): string[] {
  const done: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      done.push(...precompress(path));
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name) || entry.name.startsWith('metafile') || statSync(path).size < MIN_BYTES)
      continue;
    const raw = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
    done.push(path);
  }
  return done;
}
