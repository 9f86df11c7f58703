import { style } from '@vanilla-extract/css';
import { control } from './text-field.css.js';

// In a file of its own: a widget's styles travel as the text of their whole file, and the login
// dialog's fields have no textarea.
export const textarea = style([
  control,
  { padding: '8px 12px', lineHeight: 1.6, minHeight: '120px', resize: 'vertical' },
]);
