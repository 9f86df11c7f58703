import { revalidate, seedAnswers } from '#core/client/index.js';
import { env } from '#core/env/index.js';
import { getToken, isLogin, sessionReady, setConfig } from '#core/session/index.js';
import type { SystemConfig } from '#core/site/index.js';
import { setStaticRender } from '#widgets/runtime/in-browser.js';
import type { PageState } from './page-state.js';
import { holdRoute } from './route-code.js';

/** The page state a server-rendered page carries, or null when it cannot be read. */
function readPageState(text: string): PageState | null {
  try {
    const state = JSON.parse(text) as Partial<PageState> | null;
    return state?.answers && typeof state.answers === 'object'
      ? { answers: state.answers, config: state.config ?? null }
      : null;
  } catch {
    return null;
  }
}

/**
 * Starts the site on a page the rendering server (src/render) rendered: the client takes in the
 * answers and config the page carries, loads the page's code, and hydrates the server's markup
 * (`hydrate`) instead of rendering its own; start-up (`boot`, src/core/app/boot.ts) then signs a
 * member in (the server rendered for a visitor), and the answers are asked again for them. A chunk
 * of its own, handed what it needs by the entry: client-rendered pages never load it.
 */
export async function hydrateSite(
  stateText: string,
  hydrate: () => void,
  boot: (config: SystemConfig | undefined) => Promise<void>,
): Promise<void> {
  // Unreadable state (never sent by the server) hydrates from nothing: the page asks for its data.
  const state = readPageState(stateText) ?? { answers: {}, config: null };
  seedAnswers(state.answers);
  if (state.config) setConfig(state.config);
  sessionReady.set(true);
  const member = getToken() !== null;
  const { pathname, search } = env().location();
  const release = await holdRoute(pathname, new URLSearchParams(search));
  // What the server could not render (portals) waits for the hydration to be done, as it did there.
  setStaticRender(true);
  hydrate();
  setStaticRender(false);
  // Preact runs the hydration's effects (the views subscribing) in a timeout queued from the next
  // frame; one queued after it lets the stores go once the views hold them.
  requestAnimationFrame(() => setTimeout(release));
  await boot(state.config ?? undefined);
  // The server answered a visitor; a member's answers (bought, collected) may differ.
  if (member && isLogin.get()) revalidate(Object.keys(state.answers));
}
