/**
 * `npm run conformance -- --api URL [...]` (docs/conformance.md): bundles the conformance check
 * (src/conformance/main.ts, which runs the client's own core) with esbuild into a temporary
 * file, with the aliases every client build uses, and runs it. Its exit code is the check's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'meedu-conformance-'));
const options = { format: 'esm', platform: 'node', target: 'node20', logLevel: 'error' };
try {
  // The aliases of build/aliases.ts (ofetch's helpers shimmed), from their one definition: it
  // finds the shims from its own address, which stays that of the source file.
  const aliasesSource = join(root, 'build', 'aliases.ts');
  const aliases = join(dir, 'aliases.mjs');
  await build({
    ...options,
    entryPoints: [aliasesSource],
    outfile: aliases,
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(aliasesSource).href) },
  });
  const { fetchShims } = await import(pathToFileURL(aliases).href);

  const check = join(dir, 'conformance.mjs');
  await build({
    ...options,
    entryPoints: [join(root, 'src', 'conformance', 'main.ts')],
    bundle: true,
    outfile: check,
    alias: fetchShims,
  });
  await import(pathToFileURL(check).href);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
