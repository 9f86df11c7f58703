import { style } from '@vanilla-extract/css';

export const text = style({ margin: '0 0 24px', fontSize: '15px', lineHeight: 1.8 });

export const link = style({ color: '#0d6ebf', selectors: { '&:hover': { textDecoration: 'underline' } } });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: '12px' });
