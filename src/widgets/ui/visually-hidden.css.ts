/** The one visually-hidden class (declared with the tokens): out of sight, still read by assistive technology. */
export { visuallyHidden } from './tokens.css.js';
