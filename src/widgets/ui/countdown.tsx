import { useEffect, useState } from 'react';
import { env } from '#core/env/index.js';
import { formatCountdown } from '#core/time/index.js';

/**
 * Time left until a moment the server gave as seconds from now (a sale's end, a group's close),
 * ticking every second on the environment's clock. A timer is not a live region: screen readers
 * read it when they reach it, not every second.
 */
export function Countdown({ seconds, className }: { seconds: number; className?: string }) {
  const [until] = useState(() => env().clock.now() + Math.max(0, seconds) * 1000);
  const [now, setNow] = useState(() => env().clock.now());
  useEffect(() => {
    const { clock } = env();
    const handle = clock.setInterval(() => {
      setNow(clock.now());
      if (clock.now() >= until) clock.clearInterval(handle);
    }, 1000);
    return () => clock.clearInterval(handle);
  }, [until]);
  return (
    <span className={className} role="timer">
      {formatCountdown(until - now)}
    </span>
  );
}
