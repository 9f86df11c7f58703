import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, t } from '../ui/tokens.css.js';

export const form = style({ display: 'flex', flexDirection: 'column', gap: '16px' });

export const submit = style({ marginTop: '8px', fontSize: '16px', letterSpacing: '2px' });

// Text inside the dialog inherits its panel's 14px and text colour.
export const links = style({ display: 'flex', justifyContent: 'space-between', marginTop: '16px' });

export const footnote = style({ margin: '16px 0 0', textAlign: 'center', color: t.textMuted });

export const lead = style({ margin: '0 0 16px', color: t.textMuted });

export const error = style({ margin: '4px 0 0 24px', fontSize: '12px', lineHeight: 1.5, color: t.danger });

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  margin: '24px 0 16px',
  fontSize: '13px',
  color: t.textMuted,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, height: '1px', background: t.border },
  },
});

export const socialRow = style({ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: '12px' });

export const social = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '8px',
  height: '36px',
  padding: '0 16px',
  border: `1px solid ${t.border}`,
  borderRadius: '18px',
  background: t.surface,
  color: t.text,
  fontFamily: 'inherit',
  fontSize: '14px',
  cursor: 'pointer',
  transition: 'border-color 0.15s',
  selectors: {
    '&:hover': { borderColor: t.primary },
    '&:focus-visible': focusRing,
  },
});

globalStyle(`${social} svg`, { width: '20px', height: '20px', display: 'block' });

export const qrBox = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '220px',
  height: '220px',
  margin: '4px auto 0',
  border: `1px solid ${t.border}`,
  borderRadius: t.radius,
  background: t.surface,
});

export const qrPlaceholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '12px',
  color: t.textMuted,
});

// The placeholder around it sets the muted colour.
export const qrError = style({ margin: 0 });

export const qrHint = style({ margin: '16px 0 0', textAlign: 'center' });

// Also styles the 用户中心 link that replaces the button once logged in.
export const loginButton = style({ height: '36px', padding: '0 18px', fontSize: '14px', textDecoration: 'none' });
