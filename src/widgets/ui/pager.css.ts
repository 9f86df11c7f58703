import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, t } from './tokens.css.js';

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  // The row gap only shows when narrow: the numbers get a row of their own and 上一页 / 下一页
  // sit side by side under them. Wide, the at most nine buttons fit on one line.
  gap: '12px 8px',
  marginTop: '24px',
});

const narrowPages = { order: -1, flexBasis: '100%', justifyContent: 'center', gap: '6px' } as const;

// The container query serves the course list; the media query any page without a container.
export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@container': { '(max-width: 520px)': narrowPages },
  '@media': { '(max-width: 480px)': narrowPages },
});

/** 上一页 / 下一页 and the page numbers; only the numbers carry aria-current, only the ends aria-disabled. */
export const button = style({
  // Links (the site's pages with addresses; its global styles size them and drop the underline)
  // look like the buttons.
  display: 'inline-block',
  textAlign: 'center',
  minWidth: '36px',
  height: '36px',
  padding: '0 12px',
  border: `1px solid ${t.border}`,
  borderRadius: '6px',
  background: t.surface,
  color: t.text,
  font: 'inherit',
  fontSize: '14px',
  lineHeight: '34px',
  cursor: 'pointer',
  transition: 'border-color .15s, color .15s, background-color .15s',
  selectors: {
    '&:hover': { borderColor: t.primary, color: t.primaryText },
    '&:focus-visible': focusRing,
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: '#767676', borderColor: t.border },
    '&[aria-current="page"]': {
      borderColor: t.primary,
      background: `color-mix(in srgb, ${t.primary} 10%, #fff)`,
      color: t.primaryText,
      fontWeight: 600,
      cursor: 'default',
    },
  },
});

const narrowNumber = { minWidth: '32px', height: '32px', lineHeight: '30px', padding: '0 6px' } as const;

globalStyle(`${pages} ${button}`, {
  padding: '0 8px',
  '@container': { '(max-width: 520px)': narrowNumber },
  '@media': { '(max-width: 480px)': narrowNumber },
});

export const gap = style({
  minWidth: '20px',
  lineHeight: '36px',
  textAlign: 'center',
  color: t.textMuted,
});
