import { style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';

/** What the live course page adds to the course page's look (course-detail.css.ts). */

export const coverWrap = style({ position: 'relative' });

export const statusBadge = style({
  position: 'absolute',
  left: '12px',
  top: '12px',
  padding: '2px 10px',
  borderRadius: '12px',
  background: 'rgba(11, 37, 64, 0.82)',
  color: '#fff',
  fontSize: '13px',
  lineHeight: '22px',
});

export const statusLive = style([statusBadge, { background: '#c9302c' }]);

export const teacher = style({
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  margin: '8px 0 16px',
  padding: '16px',
  borderRadius: vars.radius,
  background: '#f6f9fc',
});

export const teacherAvatar = style({
  flex: 'none',
  width: '48px',
  height: '48px',
  borderRadius: '50%',
  objectFit: 'cover',
  background: '#e3eef8',
});

export const teacherName = style({ margin: 0, fontWeight: 600 });

export const teacherDesc = style({ margin: '2px 0 0', color: vars.color.textMuted, fontSize: '14px', lineHeight: 1.6 });

/** A session's state beside its title: 直播中 stands out, the others are quiet. */
export const sessionState = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const sessionLive = style({
  padding: '0 8px',
  borderRadius: '10px',
  background: '#c9302c',
  color: '#fff',
  fontSize: '12px',
  lineHeight: '20px',
});

export const sessionReplay = style({ color: '#11804f' });
