import { style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';
import { t } from '#widgets/ui/tokens.css.js';

/** Shared look of the shell's own screens (status pages, error screens, page states). */

export { visuallyHidden as srOnly } from '#widgets/ui/visually-hidden.css.js';

export const skipLink = style({
  position: 'absolute',
  top: '8px',
  left: '8px',
  zIndex: 3000,
  padding: '8px 16px',
  borderRadius: '4px',
  background: vars.color.surface,
  color: t.primaryText,
  boxShadow: '0 2px 8px rgba(0, 0, 0, 0.2)',
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

/** A centred card for one message and its actions. */
export const panel = style({
  maxWidth: '560px',
  margin: '48px auto',
  padding: '40px 24px',
  textAlign: 'center',
  background: vars.color.surface,
  borderRadius: vars.radius,
  '@media': { '(max-width: 767px)': { margin: '24px auto', padding: '32px 16px' } },
});

export const panelIcon = style({ display: 'block', width: '64px', height: '64px', margin: '0 auto 16px' });

export const panelTitle = style({ margin: '0 0 8px', fontSize: '22px', fontWeight: 600, lineHeight: 1.4 });

export const panelText = style({
  margin: '0 auto',
  maxWidth: '440px',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '12px',
  marginTop: '24px',
});

const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '40px',
  padding: '0 20px',
  borderRadius: '4px',
  border: '1px solid transparent',
  fontSize: '15px',
  fontWeight: 500,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  fontFamily: 'inherit',
  textDecoration: 'none',
});

/** Anchors that look like the primary and secondary Button (a link that navigates stays a link). */
export const primaryLink = style([
  linkButton,
  {
    background: t.primary,
    borderColor: t.primary,
    color: t.onPrimary,
    selectors: { '&:hover': { background: t.primaryHover, borderColor: t.primaryHover, color: t.onPrimary } },
  },
]);

export const secondaryLink = style([
  linkButton,
  {
    background: vars.color.surface,
    borderColor: vars.color.border,
    color: vars.color.text,
    selectors: { '&:hover': { borderColor: t.primary, color: t.primaryText } },
  },
]);
