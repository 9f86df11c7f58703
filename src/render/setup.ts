import { configureApi } from '#core/client/index.js';
import { configureEnvironment, env } from '#core/env/index.js';
import { sessionReady } from '#core/session/index.js';
import { getConfig, type SystemConfig } from '#core/site/index.js';
import type { SiteAssets } from './assets.js';
import { pageHandler } from './handler.js';
import { sanitizeRenderedContent } from './server-sanitizer.js';
import { setStaticRender } from '#widgets/runtime/in-browser.js';

export interface RenderSettings {
  /** The MeEdu API the pages' data comes from. */
  apiUrl: string;
  /** The site's public origin (`https://www.example.com`): canonical and structured-data addresses. */
  publicUrl: string;
  assets: SiteAssets;
  /** How long the API may take for a page (default 3 s) before the client-rendered page goes instead. */
  timeoutMs?: number;
  /** Keep the API's answers for their stale time between requests (default true). */
  keepAnswers?: boolean;
  sMaxAge?: number;
  staleWhileRevalidate?: number;
  /** The pages' Content-Security-Policy, if the server sends one (see PageHandlerOptions.csp). */
  csp?: string;
  log?: (line: string) => void;
}

/** How long the server keeps the site's config before asking again. */
const CONFIG_KEPT_MS = 60_000;

/** The config, asked for at most once a minute; a failure is not kept. */
function keptConfig(): () => Promise<SystemConfig> {
  let kept: { at: number; config: Promise<SystemConfig> } | null = null;
  return () => {
    const now = env().clock.now();
    if (!kept || now - kept.at > CONFIG_KEPT_MS) {
      const config = getConfig();
      kept = { at: now, config };
      config.catch(() => {
        if (kept?.config === config) kept = null;
      });
    }
    return kept.config;
  };
}

/**
 * Prepares this process to render the site's pages (one site per process: the client's core keeps
 * its settings in modules) and returns the handler answering for them. The pages are rendered as a
 * visitor sees them: this process never holds a token, so start-up counts as done, signed out.
 */
export function setUpRendering(settings: RenderSettings): (request: Request) => Promise<Response | null> {
  configureApi({ baseURL: settings.apiUrl });
  const origin = new URL(settings.publicUrl).origin;
  configureEnvironment({
    base: settings.assets.base,
    location: () => ({ pathname: '/', search: '', origin }),
    // The client's toasts and "only logged" failures have no one to show them to here.
    log: () => {},
    toast: () => {},
  });
  sanitizeRenderedContent(origin);
  setStaticRender(true);
  sessionReady.set(true);
  return pageHandler({
    assets: settings.assets,
    config: keptConfig(),
    site: `${origin}${settings.assets.base}`,
    timeoutMs: settings.timeoutMs ?? 3000,
    keepAnswers: settings.keepAnswers ?? true,
    sMaxAge: settings.sMaxAge ?? 60,
    staleWhileRevalidate: settings.staleWhileRevalidate ?? 600,
    csp: settings.csp,
    log: settings.log,
  });
}
