import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';

/**
 * Loaded only when content has a `pre code` block (a chunk of its own). The languages are the
 * ones course material uses most; the theme is in rich-content.css.ts.
 */
const languages = { bash, css, go, java, javascript, json, php, python, sql, typescript, xml };
for (const [name, language] of Object.entries(languages)) hljs.registerLanguage(name, language);
// The sanitizer keeps only language-* classes, and text content is all highlight.js reads, so
// there is no HTML in a block for it to warn about.
hljs.configure({ ignoreUnescapedHTML: true });

export function highlightBlocks(root: ParentNode): number {
  const blocks = Array.from(root.querySelectorAll<HTMLElement>('pre code'));
  for (const block of blocks) {
    if (block.dataset.highlighted) continue;
    hljs.highlightElement(block);
  }
  return blocks.length;
}
