/** Set by the site build (build/site-options.ts, `--base`); absent in tests, where the site is at the root. */
declare const MEEDU_SITE_BASE: string | undefined;

/** The path the site is served under: '' at the root, `/learn` for a site at /learn/ (core/env/base-path.ts). */
export const SITE_BASE: string = typeof MEEDU_SITE_BASE === 'string' ? MEEDU_SITE_BASE : '';
