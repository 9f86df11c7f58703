import { dirname, join } from 'node:path';
import { normalizeBase } from '../src/core/env/base-path.js';

/**
 * The site build's options, from the environment (scripts/build.mjs turns its flags into these):
 *
 * - `MEEDU_SITE_BASE` (`--base /learn/`): the path the site is served under; every asset address,
 *   the router and the addresses the site builds carry it. Default: the root.
 * - `MEEDU_API_URL` (`--api-url https://api.example.com`): the MeEdu API the site calls, written to
 *   the site's `config.js` (build/site-config.ts). Default: none, the site's own origin.
 * - `MEEDU_SITE_DIR` (`--site-dir DIR`): where the site is written. Default `dist/site`. Its build
 *   records (metafile, stylesheet split) go beside it, in `meta/`, never into the web root.
 */
export interface SiteBuild {
  /** '' or `/learn`. */
  base: string;
  /** `https://api.example.com`, or '' for the site's own origin. */
  apiUrl: string;
  dir: string;
  meta: { site: string; siteCss: string; build: string };
}

export function apiUrlOption(raw: string | undefined): string {
  const text = (raw ?? '').trim();
  if (!text) return '';
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash) {
    throw new Error(`MEEDU_API_URL "${text}" is not an http(s) address such as https://api.example.com`);
  }
  return url.href.replace(/\/+$/, '');
}

export function siteBuild(env: NodeJS.ProcessEnv = process.env): SiteBuild {
  const dir = (env.MEEDU_SITE_DIR ?? '').trim().replace(/\/+$/, '') || 'dist/site';
  const metaDir = join(dirname(dir), 'meta');
  return {
    base: normalizeBase(env.MEEDU_SITE_BASE),
    apiUrl: apiUrlOption(env.MEEDU_API_URL),
    dir,
    meta: {
      site: join(metaDir, 'site.json'),
      siteCss: join(metaDir, 'site-css.json'),
      build: join(metaDir, 'site-build.json'),
    },
  };
}
