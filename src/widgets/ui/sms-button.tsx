import { useStore } from '@nanostores/react';
import type { SmsButton as SmsMachine } from '#core/auth/index.js';
import * as css from './sms-button.css.js';
import * as spinCss from './spinner.css.js';

/**
 * 获取验证码 → spinner while sending → 120s … 1s → 获取验证码 (core's SMS countdown machine).
 * A click while idle asks for a code; one while sending or counting down is refused. A missing mobile
 * or image captcha is reported by the machine to its form, which marks and focuses that field.
 */
export function SmsButton({ sms }: { sms: SmsMachine }) {
  const s = useStore(sms.$state);
  const busy = s.status !== 'idle';
  return (
    <button
      type="button"
      className={css.button}
      data-status={s.status}
      aria-disabled={busy || undefined}
      aria-busy={s.status === 'sending' || undefined}
      onClick={() => {
        if (!busy) void sms.send();
      }}
    >
      {s.status === 'sending' ? (
        <>
          <span className={spinCss.small} aria-hidden="true" />
          <span className={spinCss.srOnly}>发送中</span>
        </>
      ) : (
        s.label
      )}
    </button>
  );
}
