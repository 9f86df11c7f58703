import { Suspense, lazy } from 'react';
import { useStore } from '@nanostores/react';
import { $loginWanted } from '#core/app/open-login.js';

// The dialog suite (forms, tabs, captcha, QR) is a good share of the first view's bytes, and most
// visits never open it: its code loads the first time something opens the shared dialog.
const LoginDialog = lazy(() => import('#widgets/login/login-dialog.js').then((m) => ({ default: m.LoginDialog })));

/** Mounts the shared login dialog once something has opened it; its machine loads with it. */
export function LazyLoginDialog() {
  if (!useStore($loginWanted)) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
