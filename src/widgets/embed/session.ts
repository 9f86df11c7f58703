import type { LoginDialog } from '#core/auth/index.js';
import { isLogin, user } from '#core/session/index.js';
import type { startSession as startUp } from './chunks/session.js';
import { cleanups, disposed, doc, load, snapshot } from './context.js';
import { LOAD_FAILED, emit, failed } from './events.js';
import { mountOverlay } from './overlay.js';

// The session as the page sees it: its start-up, the login dialog that changes it, and the events
// that tell the page. The two need each other (the dialog uses what start-up learns; start-up may
// ask the dialog to bind a mobile number), so they live together.

/** The session start-up, once something asked for it. */
let session: Promise<void> | undefined;
/** Start-up has finished: session changes from now on are logins and logouts. */
let started = false;
/** The link to core's login dialog machine, once something asked for it. */
export let link: Promise<LoginDialog> | undefined;

export const resetSession = () => {
  session = link = undefined;
  started = false;
};

/** What the `session` chunk exports. */
interface SessionChunk {
  startSession: typeof startUp;
}

/**
 * Start-up runs once something on the page shows or asks about the session: a login button, bell
 * or user menu, `Meedu.session`, a session event listener, the dialog. A page with only a course
 * list never loads it (its API base is set by the runtime, which is all the list needs).
 */
export function startSession(): void {
  if (disposed) return;
  session ??= (load('session') as Promise<unknown> as Promise<SessionChunk>).then(
    (mod) => {
      if (disposed) return;
      const { done, stop } = mod.startSession({
        onBindMobileRequired: (code) =>
          void withDialog((dialog) => dialog.open('bindMobile', { code, via: 'socialite' })),
        // Exchanging a QQ login_code is a login happening now; a session restored from a stored
        // token is not, and only shows in meedu:ready.
        onSilentLogin: (u) => emit('login', { user: snapshot(u)! }, doc),
      });
      cleanups.push(stop);
      return done.then(() => {
        started = true;
        if (!disposed) emit('ready', { isLogin: isLogin.get(), user: snapshot(user.get()) }, doc);
      });
    },
    (error) => {
      // A later widget or call tries again.
      session = undefined;
      failed('session start-up', error);
    },
  );
}

/** Once start-up has told the page where it stands, each change is a login or a logout. */
export const tellSessionChanges = () =>
  isLogin.listen((value) => {
    if (started) value ? emit('login', { user: snapshot(user.get())! }) : emit('logout', {});
  });

/**
 * The dialog machine is core's and shared: a login button, the user menu, a 401 or Meedu.open may
 * open it. The runtime links to it once something on the page can open it; the first time it
 * opens, the dialog widget is loaded and mounted, and renders the already-open state.
 */
export function linkDialog(): Promise<LoginDialog> {
  const linked = (link ??= import('#core/app/login-dialog.js').then(({ loginDialog }) => {
    const dialog = loginDialog();
    if (!disposed) {
      cleanups.push(
        dialog.$state.subscribe((state) => {
          if (!state.open) return;
          // A login through the dialog uses the server's config (face check): start-up knows it.
          startSession();
          mountOverlay('login', 'login-dialog').catch(() => emit('error', { message: '登录' + LOAD_FAILED }));
        }),
      );
    }
    return dialog;
  }));
  linked.catch((error) => {
    link = undefined;
    failed('login dialog', error);
  });
  return linked;
}

export const withDialog = (fn: (dialog: LoginDialog) => unknown) => linkDialog().then(fn);
