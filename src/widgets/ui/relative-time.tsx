import { formatDateTime, relativeTime } from '#core/time/index.js';

/** 刚刚 / N分钟前 / … (spec section 9) with the full time on hover and for machines. */
export function RelativeTime({
  value,
  className,
  withTime,
}: {
  value: string | null | undefined;
  className?: string;
  withTime?: boolean;
}) {
  if (!value) return null;
  return (
    <time className={className} dateTime={value} title={formatDateTime(value)}>
      {relativeTime(value, { withTime })}
    </time>
  );
}
