import { atom } from 'nanostores';
import type { BindContext, AuthView } from '../auth/index.js';

/*
 * The login dialog's machine brings every auth flow with it (a few KB gzip), and most visits never
 * open it. Whatever sits in a first view opens it through here: the machine's code loads on the
 * first click, and where it is already loaded the import resolves at once to the same instance.
 */

/** True from the first time anything opens the login dialog: from then on the dialog is mounted. */
export const $loginWanted = atom(false);

export function openLogin(view?: AuthView, bind?: BindContext): Promise<void> {
  $loginWanted.set(true);
  return import('./login-dialog.js').then((m) => m.loginDialog().open(view, bind));
}
