import { style } from '@vanilla-extract/css';
import { vars } from '#widgets/theme/contract.css.js';

export const steps = style({ margin: 0, padding: 0, listStyle: 'none' });

export const step = style({
  position: 'relative',
  padding: '4px 0 20px 44px',
  // The line that joins the steps' numbers.
  selectors: {
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      left: '15px',
      top: '36px',
      bottom: 0,
      width: '2px',
      background: '#e3eef8',
    },
  },
});

export const stepTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  margin: '0 0 6px',
  fontSize: '17px',
});

export const stepNo = style({
  position: 'absolute',
  left: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  background: vars.color.primary,
  color: '#0b2540',
  fontWeight: 600,
});

export const stepDesc = style({ margin: '0 0 10px', color: vars.color.textMuted });

export const items = style({ display: 'grid', gap: '8px', margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: '12px',
  padding: '8px',
  borderRadius: '6px',
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { 'a&:hover': { borderColor: vars.color.primary } },
});

export const thumb = style({
  flex: 'none',
  width: '96px',
  height: '72px',
  borderRadius: '4px',
  objectFit: 'cover',
  background: 'linear-gradient(135deg, #eef6fd, #e3eef8)',
  '@media': { '(max-width: 480px)': { width: '64px', height: '48px' } },
});

export const itemText = style({ display: 'flex', flexDirection: 'column', gap: '4px', flex: 1, minWidth: 0 });

export const itemType = style({
  alignSelf: 'flex-start',
  padding: '0 6px',
  borderRadius: '4px',
  background: '#eef6fd',
  color: '#0d6ebf',
  fontSize: '12px',
  lineHeight: '20px',
});

export const itemName = style({ overflowWrap: 'anywhere', fontWeight: 500 });

export const itemPrice = style({ flex: 'none', fontWeight: 600 });
