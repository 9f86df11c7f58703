import { useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  agreeToAgreements,
  acceptAgreements,
  declineAgreements,
  dismissAgreements,
  type AgreementsApi,
  agreementPrompt,
  type PendingAgreements,
} from '#core/member/index.js';
import { getMemberDetail } from '#core/auth/index.js';
import { logout } from '#core/app/logout.js';
import { config } from '#core/session/index.js';
import { Button } from '#widgets/ui/button.js';
import { Dialog } from '#widgets/ui/dialog.js';
import { SafeLink } from '#widgets/ui/safe-link.js';
import * as css from './agreement-prompt.css.js';

const api: AgreementsApi = { agree: agreeToAgreements, getMemberDetail: () => getMemberDetail(), logout };

const titleOf = (p: PendingAgreements) =>
  p.user && p.privacy ? '用户协议与隐私政策提示' : p.user ? '用户协议提示' : '隐私政策提示';

/**
 * The question MeEdu 4.9.27+ asks a member who has not accepted the current user agreement or
 * privacy policy (the wording of MeEdu's own PC client). 同意 records it; 不同意 logs out;
 * closing the dialog leaves the answer for another browser session.
 */
export default function AgreementDialog() {
  const pending = useStore(agreementPrompt);
  const cfg = useStore(config);
  const [busy, setBusy] = useState(false);
  if (!pending) return null;
  const links = [
    pending.user ? (
      <SafeLink key="user" className={css.link} href={cfg?.user_protocol} target="_blank" rel="noopener noreferrer">
        《用户协议》
      </SafeLink>
    ) : null,
    pending.user && pending.privacy ? '和' : null,
    pending.privacy ? (
      <SafeLink
        key="privacy"
        className={css.link}
        href={cfg?.user_private_protocol}
        target="_blank"
        rel="noopener noreferrer"
      >
        《隐私政策》
      </SafeLink>
    ) : null,
  ];
  const names = pending.user && pending.privacy ? '用户协议与隐私政策' : pending.user ? '用户协议' : '隐私政策';
  return (
    <Dialog open title={titleOf(pending)} onClose={dismissAgreements}>
      <p className={css.text}>
        您需要同意{names}后才能使用本系统。如您不同意，我们将只能为您提供浏览服务。您可阅读{links}
        了解详细信息。如您同意，请点击“同意”开始接受我们的服务。
      </p>
      <div className={css.actions}>
        <Button variant="secondary" disabled={busy} onClick={() => void declineAgreements(api)}>
          不同意
        </Button>
        <Button
          loading={busy}
          onClick={async () => {
            setBusy(true);
            await acceptAgreements(api);
            setBusy(false);
          }}
        >
          同意
        </Button>
      </div>
    </Dialog>
  );
}
