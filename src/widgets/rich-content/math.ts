/**
 * Finding TeX in text: `$$…$$` and `\[…\]` (display), `\(…\)` and `$…$` (inline), the four
 * delimiters the product renders. Single dollars follow the usual prose rule so prices read as
 * prices: the opening `$` is followed and the closing `$` preceded by a non-space, and the
 * closing one is not followed by a digit. `\$` is a literal dollar.
 */
export interface MathSpan {
  start: number;
  end: number;
  tex: string;
  display: boolean;
}

/** Text inside these elements is never treated as math. */
export const NO_MATH_SELECTOR = 'pre, code, kbd, samp, script, style, textarea';

const isSpace = (ch: string | undefined) => ch === undefined || /\s/.test(ch);

function closeSingleDollar(text: string, from: number): number {
  if (isSpace(text[from])) return -1;
  for (let j = from; j < text.length; j++) {
    const ch = text[j];
    if (ch === '\\') {
      j++;
      continue;
    }
    if (ch === '\n' && text[j + 1] === '\n') return -1;
    if (ch !== '$') continue;
    if (j === from || isSpace(text[j - 1]) || /\d/.test(text[j + 1] ?? '')) return -1;
    return j;
  }
  return -1;
}

export function findMath(text: string): MathSpan[] {
  const spans: MathSpan[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\\') {
      const next = text[i + 1];
      const close = next === '[' ? '\\]' : next === '(' ? '\\)' : null;
      if (close) {
        const end = text.indexOf(close, i + 2);
        const tex = end < 0 ? '' : text.slice(i + 2, end);
        if (tex.trim()) {
          spans.push({ start: i, end: end + 2, tex: tex.trim(), display: next === '[' });
          i = end + 2;
          continue;
        }
      }
      // `\$` and any other escape: skip the escaped character.
      i += 2;
      continue;
    }
    if (ch === '$') {
      if (text[i + 1] === '$') {
        const end = text.indexOf('$$', i + 2);
        const tex = end < 0 ? '' : text.slice(i + 2, end);
        if (tex.trim()) {
          spans.push({ start: i, end: end + 2, tex: tex.trim(), display: true });
          i = end + 2;
          continue;
        }
        i += 2;
        continue;
      }
      const end = closeSingleDollar(text, i + 1);
      if (end > 0) {
        spans.push({ start: i, end: end + 1, tex: text.slice(i + 1, end), display: false });
        i = end + 1;
        continue;
      }
    }
    i++;
  }
  return spans;
}

/** Text nodes of `root` that may carry math (outside code, preformatted text and the like). */
export function mathTextNodes(root: ParentNode): Text[] {
  const doc = (root as Node).ownerDocument ?? document;
  const walker = doc.createTreeWalker(root as Node, 4 /* NodeFilter.SHOW_TEXT */);
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n as Text;
    if (!text.data.includes('$') && !text.data.includes('\\')) continue;
    if (text.parentElement?.closest(NO_MATH_SELECTOR)) continue;
    nodes.push(text);
  }
  return nodes;
}

/** Whether rendering `root` needs the math renderer at all (decides whether KaTeX is loaded). */
export function hasMath(root: ParentNode): boolean {
  return mathTextNodes(root).some((t) => findMath(t.data).length > 0);
}

export interface TexRenderer {
  render(
    tex: string,
    element: HTMLElement,
    options: { displayMode: boolean; throwOnError: boolean; trust: boolean },
  ): void;
}

/** Replaces every delimited formula in `root`'s text with the renderer's output. Returns how many. */
export function renderMath(root: ParentNode, katex: TexRenderer): number {
  let count = 0;
  for (const node of mathTextNodes(root)) {
    const spans = findMath(node.data);
    if (!spans.length) continue;
    const doc = node.ownerDocument;
    const parts: Node[] = [];
    let at = 0;
    for (const span of spans) {
      if (span.start > at) parts.push(doc.createTextNode(node.data.slice(at, span.start)));
      const holder = doc.createElement('span');
      holder.className = span.display ? 'math-display' : 'math-inline';
      try {
        // No \href, \url or \includegraphics from server content (trust: false); a bad formula
        // shows its source in the error colour instead of breaking the page (throwOnError: false).
        katex.render(span.tex, holder, { displayMode: span.display, throwOnError: false, trust: false });
        parts.push(holder);
      } catch {
        // KaTeX still throws on a host page in quirks mode: the formula stays as written.
        parts.push(doc.createTextNode(node.data.slice(span.start, span.end)));
        at = span.end;
        continue;
      }
      at = span.end;
      count++;
    }
    if (at < node.data.length) parts.push(doc.createTextNode(node.data.slice(at)));
    node.replaceWith(...parts);
  }
  return count;
}
