import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { LiveSignIn } from '#core/live/index.js';
import { env } from '#core/env/index.js';
import { createCountdown, signInLive } from '#core/live/index.js';
import { toTimestamp } from '#core/time/index.js';
import { Button } from '#widgets/ui/button.js';
import { Dialog } from '#widgets/ui/dialog.js';
import * as css from './live-room.css.js';

/**
 * 签到: the teacher's call, answered with one press before it closes. Its end is China time
 * without a zone, read as UTC+8 whatever the browser's zone; at zero it closes by itself.
 */
export function SignInDialog({
  signIn,
  courseId,
  videoId,
  onDone,
}: {
  signIn: LiveSignIn;
  courseId: number;
  videoId: number;
  onDone(): void;
}) {
  const [countdown] = useState(() => createCountdown(toTimestamp(signIn.end_at)));
  useEffect(() => () => countdown.stop(), [countdown]);
  const remaining = useStore(countdown.$remaining);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (remaining <= 0) onDone();
  }, [remaining, onDone]);

  const answer = async () => {
    setBusy(true);
    try {
      await signInLive(courseId, videoId, signIn.id);
      env().toast('签到成功', 'success');
      onDone();
    } catch {
      // The API client has said why (签到已结束 and the like).
      setBusy(false);
    }
  };

  return (
    <Dialog open title="签到" onClose={onDone}>
      <p className={css.signInText}>
        讲师发起了签到，剩余 <span className={css.countdown}>{Math.ceil(remaining / 1000)}</span> 秒
      </p>
      <Button loading={busy} onClick={() => void answer()}>
        立即签到
      </Button>
    </Dialog>
  );
}
