import { Suspense, lazy, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { loginDialog } from '../../core/app/login-dialog.js';

// The dialog suite (forms, tabs, captcha, QR) is a good share of the first view's bytes, and most
// visits never open it: its code loads the first time something opens the shared dialog.
const LoginDialog = lazy(() => import('../../widgets/login/login-dialog.js').then((m) => ({ default: m.LoginDialog })));

/** Mounts the shared login dialog once it has been opened; the machine itself is core's and already running. */
export function LazyLoginDialog() {
  const { open } = useStore(loginDialog().$state);
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  if (!wanted && !open) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}
