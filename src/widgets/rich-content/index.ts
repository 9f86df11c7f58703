import { createMount } from '../runtime/mount.js';
import { RichContent, type RichContentProps } from './rich-content.js';

export { RichContent, HighlightedSnippet, type RichContentProps } from './rich-content.js';
export { sanitizeHtml, sanitizeSnippet, isSafeHref, isSafeImageSrc } from './sanitize.js';
export { findMath, hasMath, renderMath, type MathSpan, type TexRenderer } from './math.js';
export { enhance, lazyEnhancers, type Enhancers, type EnhanceResult } from './enhance.js';

/** Embeds and React hosts: `mountRichContent(element, { html })`. */
export const mountRichContent = /* @__PURE__ */ createMount<RichContentProps>(RichContent);
