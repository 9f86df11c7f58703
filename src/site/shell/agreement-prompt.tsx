import { Suspense, lazy } from 'react';
import { useStore } from '@nanostores/react';
import { agreementPrompt } from '#core/member/index.js';

// Only members of a server with versioned agreements who have not accepted them see it.
const AgreementDialog = lazy(() => import('./agreement-dialog.js'));

/** Mounts the agreement question when the signed-in member has something to accept. */
export function AgreementPrompt() {
  const pending = useStore(agreementPrompt);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <AgreementDialog />
    </Suspense>
  );
}
