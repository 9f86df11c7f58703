/**
 * `npm run build` (node scripts/build.mjs): every build (site, embed, npm package, server).
 *
 *   --site                 the site alone (dist/site), the quickest way to build for a deployment
 *   --base /learn/         the path the site is served under (default /)
 *   --api-url https://api.example.com
 *                          the MeEdu API the site calls, written to the site's config.js (default:
 *                          the site's own origin; config.js can be edited after deploying)
 *   --site-dir DIR         where the site is written (default dist/site; its build records go to
 *                          DIR/../meta)
 *
 * Each flag can also be given as an environment variable: MEEDU_BUILD=site, MEEDU_SITE_BASE,
 * MEEDU_API_URL, MEEDU_SITE_DIR (docs/deploy.md).
 */
import { parseArgs } from 'node:util';
import { build, ensurePackages } from './ensure.mjs';

const FLAGS = {
  base: 'MEEDU_SITE_BASE',
  'api-url': 'MEEDU_API_URL',
  'site-dir': 'MEEDU_SITE_DIR',
};

let values;
try {
  ({ values } = parseArgs({
    options: {
      site: { type: 'boolean' },
      ...Object.fromEntries(Object.keys(FLAGS).map((name) => [name, { type: 'string' }])),
    },
  }));
} catch (err) {
  console.error(
    `${err.message}\nUsage: node scripts/build.mjs [--site] [--base /learn/] [--api-url URL] [--site-dir DIR]`,
  );
  process.exit(2);
}
for (const [name, variable] of Object.entries(FLAGS)) {
  if (values[name] !== undefined) process.env[variable] = values[name];
}
if (values.site) process.env.MEEDU_BUILD = 'site';

await ensurePackages();
build();
