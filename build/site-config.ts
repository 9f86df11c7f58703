import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The site's runtime settings: `config.js` beside index.html, a classic script index.html loads
 * (deferred) before the site's module, so the API address can be set on a deployed site without
 * a rebuild and without an inline script a strict CSP would need a new hash for. It sets the
 * page-level names existing MeEdu PC deployments use (src/core/client/client.ts). Not hashed and not
 * precompressed: an edit must take effect as it is (serve it with `Cache-Control: no-cache`).
 */
export const RUNTIME_CONFIG_FILE = 'config.js';

export function runtimeConfig(apiUrl: string): string {
  return `// meedu-web settings, read before the site starts. Edit on the web server and reload the page;
// no rebuild needed (serve this file with Cache-Control: no-cache). docs/deploy.md
{
  // The MeEdu API, e.g. "https://api.example.com". Empty: this site's own origin.
  const apiUrl = ${JSON.stringify(apiUrl)};

  // MeEdu's second service (the live rooms of its live addon), when it has its own address. Empty: the API above.
  const apiGoUrl = "";

  // An empty setting leaves what the page may have set itself (an inline script, as MeEdu's own PC client reads).
  if (apiUrl) window.meedu_api_url = apiUrl;
  if (apiGoUrl) window.meedu_api_go_url = apiGoUrl;
}
`;
}

export async function writeRuntimeConfig(dir: string, apiUrl: string): Promise<void> {
  await writeFile(join(dir, RUNTIME_CONFIG_FILE), runtimeConfig(apiUrl));
}
