import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';

/** Typography for server HTML. px throughout: embeds sit in shadow roots under any root font size. */
export const prose = style({
  fontSize: '15px',
  lineHeight: 1.8,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

const inProse = (selector: string, rules: Parameters<typeof globalStyle>[1]) =>
  globalStyle(
    selector
      .split(',')
      .map((s) => `${prose} ${s.trim()}`)
      .join(', '),
    rules,
  );

inProse('> :first-child', { marginTop: 0 });
inProse('> :last-child', { marginBottom: 0 });
inProse('h1, h2, h3, h4, h5, h6', { margin: '24px 0 12px', lineHeight: 1.4, fontWeight: 600 });
inProse('h1', { fontSize: '24px' });
inProse('h2', { fontSize: '20px' });
inProse('h3', { fontSize: '17px' });
inProse('h4, h5, h6', { fontSize: '15px' });
inProse('p, ul, ol, dl, blockquote, figure, table, pre', { margin: '0 0 14px' });
inProse('ul, ol', { paddingLeft: '24px' });
inProse('li + li', { marginTop: '4px' });
inProse('a', { color: '#0d6ebf', textDecoration: 'underline', textUnderlineOffset: '2px' });
inProse('a:hover', { color: vars.color.primaryHover });
// A link whose address the sanitizer refused is plain text now; it should not look clickable.
inProse('a:not([href])', { color: 'inherit', textDecoration: 'none' });
inProse('img', { maxWidth: '100%', height: 'auto', verticalAlign: 'middle', borderRadius: '4px' });
inProse('blockquote', {
  padding: '8px 16px',
  borderLeft: `4px solid ${vars.color.primary}`,
  background: '#f5f9fd',
  color: vars.color.textMuted,
});
inProse('hr', { border: 0, borderTop: `1px solid ${vars.color.border}`, margin: '20px 0' });
inProse('table', {
  display: 'block',
  maxWidth: '100%',
  overflowX: 'auto',
  borderCollapse: 'collapse',
  fontSize: '14px',
});
inProse('th, td', { border: `1px solid ${vars.color.border}`, padding: '6px 12px', textAlign: 'left' });
inProse('th', { background: '#f7f8fa', fontWeight: 600 });
inProse(':not(pre) > code', {
  padding: '1px 6px',
  borderRadius: '4px',
  background: '#f1f3f5',
  color: '#b3124c',
  fontSize: '0.9em',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
});
inProse('pre', {
  overflowX: 'auto',
  padding: '14px 16px',
  borderRadius: '6px',
  background: '#f6f8fa',
  border: '1px solid #e4e8ec',
  fontSize: '13px',
  lineHeight: 1.6,
});
inProse('pre code', {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  color: '#1f2328',
  background: 'none',
  whiteSpace: 'pre',
});
inProse('pre:focus-visible, .math-display:focus-visible, table:focus-visible', {
  outline: `2px solid ${vars.color.primary}`,
  outlineOffset: '2px',
});
inProse('.math-display', { display: 'block', overflowX: 'auto', overflowY: 'hidden', margin: '0 0 14px' });

// Code colours (highlight.js token classes), each at least 4.5:1 on the block background.
inProse('.hljs-comment, .hljs-quote', { color: '#5c6570', fontStyle: 'italic' });
inProse('.hljs-keyword, .hljs-selector-tag, .hljs-literal, .hljs-doctag', { color: '#a3195b' });
inProse('.hljs-string, .hljs-regexp, .hljs-addition, .hljs-selector-attr', { color: '#1a6b32' });
inProse('.hljs-number, .hljs-symbol, .hljs-bullet, .hljs-link', { color: '#0a5bb0' });
inProse('.hljs-title, .hljs-section, .hljs-title.function_', { color: '#6d3fc0' });
inProse('.hljs-type, .hljs-built_in, .hljs-title.class_, .hljs-class .hljs-title', { color: '#8a4b00' });
inProse('.hljs-attr, .hljs-attribute, .hljs-property, .hljs-variable, .hljs-template-variable, .hljs-params', {
  color: '#0b5e70',
});
inProse('.hljs-meta, .hljs-tag, .hljs-name, .hljs-selector-id, .hljs-selector-class', { color: '#3b5ba5' });
inProse('.hljs-deletion', { color: '#b3261e' });
inProse('.hljs-emphasis', { fontStyle: 'italic' });
inProse('.hljs-strong', { fontWeight: 600 });

export const snippet = style({});
globalStyle(`${snippet} mark`, {
  background: '#fff1c2',
  color: '#8a2600',
  padding: '0 1px',
  borderRadius: '2px',
});
