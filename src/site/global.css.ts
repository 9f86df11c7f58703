import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { themeValues, vars } from '#widgets/theme/contract.css.js';

createGlobalTheme(':root', vars, themeValues);

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font,
  fontSize: '14px',
  lineHeight: 1.6,
  color: vars.color.text,
  background: vars.color.background,
});
globalStyle('a', { color: 'inherit', textDecoration: 'none' });
globalStyle('a:hover', { color: vars.color.primary });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.primary}`, outlineOffset: '2px' });
