// Where an import in this package points: a relative path, or one of the package's own
// `#core/…`, `#widgets/…`, `#site/…`, `#server/…` imports (package.json "imports"), which keep
// imports across the layers short. Shared by the lint rules and the bundles' index flattening.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const IMPORTS = Object.entries(JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')).imports ?? {}).map(
  ([pattern, target]) => [pattern.replace(/\*$/, ''), resolve(ROOT, target.replace(/\*$/, ''))],
);

/** The absolute path `spec` names from the file `from` (extension as written), or null for a package. */
export function localTarget(from, spec) {
  if (spec.startsWith('.')) return resolve(dirname(from), spec);
  for (const [prefix, dir] of IMPORTS) if (spec.startsWith(prefix)) return resolve(dir, spec.slice(prefix.length));
  return null;
}
