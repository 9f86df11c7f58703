// Core's concerns one by one, never its index. What only some pages need is loaded when needed:
// the session start-up (the `session` chunk), the login dialog machine and logout (import()).
import { configureApi } from '#core/client/index.js';
import { onToast } from '#core/env/index.js';
import { keepEarlyToasts } from '../toast/early.js';
import { createApi } from './api.js';
import { begin, cleanups, doc, end, noop } from './context.js';
import { setTheme } from './css-registry.js';
import { emit, setOrigin } from './events.js';
import { stayOnHostPage } from './host-page.js';
import type { MeeduApi } from './meedu-api.js';
import { entries, unmountWidget } from './mounts.js';
import { themeFromData } from './options.js';
import { mountOverlay, overlay, resetOverlays } from './overlay.js';
import { watchPlaceholders } from './placeholders.js';
import { linkDialog, resetSession, tellSessionChanges } from './session.js';
import { SESSION_WIDGETS, type LoadChunk, type LoaderSettings } from './types.js';

export interface Runtime {
  api: MeeduApi;
  /** Unmounts everything, stops observing and restores the environment (tests, hot reload). */
  dispose(): void;
}

/**
 * Everything behind the script tag: mounts each `[data-meedu-widget]` placeholder into its own
 * shadow root (and ones added later; removed ones are unmounted; placeholders.ts, mounts.ts),
 * adopts the shared stylesheet, runs the one login dialog and toaster in an overlay host on
 * document.body (overlay.ts, session.ts), keeps the visitor on the host page after
 * login/logout/401 (host-page.ts), and turns session changes into DOM events (events.ts).
 */
export function createRuntime(settings: LoaderSettings, load: LoadChunk): Runtime {
  const { data } = settings;
  begin(settings, load);
  // Run last by dispose: a runtime started again begins without the last one's overlay or session.
  cleanups.push(resetOverlays, resetSession, () => setTheme({}));

  if (data.api || data.apiSecondary) {
    cleanups.push(configureApi({ baseURL: data.api || undefined, secondaryBaseURL: data.apiSecondary || undefined }));
  }
  setTheme(themeFromData(data));
  // The toaster is loaded by the first toast; that toast and any raised meanwhile wait for it.
  keepEarlyToasts();

  const track = (event: Event) => {
    const origin = setOrigin(
      event.composedPath().find((node) => entries.has(node as HTMLElement) || node === overlay) as
        HTMLElement | undefined,
    );
    // The bell and the user menu load core's dialog machine themselves on a click; the runtime must
    // be subscribed to it to show the dialog, so it links as the visitor reaches for one of them
    // (capture phase: before the widget's own handler runs).
    if (SESSION_WIDGETS.includes(entries.get(origin!)?.type as string)) linkDialog().catch(noop);
  };
  for (const type of ['pointerdown', 'focusin', 'keydown', 'click']) {
    doc.addEventListener(type, track, true);
    cleanups.push(() => doc.removeEventListener(type, track, true));
  }

  cleanups.push(
    stayOnHostPage(),
    tellSessionChanges(),
    onToast((message, kind) => {
      if (kind === 'error') emit('error', { message });
      mountOverlay('toast', 'toaster').catch(noop);
    }),
    () => entries.forEach((_, el) => unmountWidget(el)),
  );
  watchPlaceholders();

  return {
    api: createApi(),
    dispose() {
      end();
      setOrigin(null);
    },
  };
}
