import katex from 'katex';
import stylesheetUrl from 'katex/dist/katex.min.css?url';

/**
 * Loaded only when content has delimited math (a chunk of its own). KaTeX's stylesheet is not
 * imported as CSS: esbuild would fold it into the page's initial stylesheet. It is emitted as its
 * own file (with its fonts) and linked here the first time a formula is rendered.
 */
export { katex };

const loaded = new Map<Document | ShadowRoot, Promise<void>>();

function nonce(doc: Document): string | undefined {
  const script = doc.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || script?.getAttribute('nonce') || undefined;
}

function link(target: Document | ShadowRoot): Promise<void> {
  const doc = target instanceof Document ? target : target.ownerDocument;
  const el = doc.createElement('link');
  el.rel = 'stylesheet';
  el.href = stylesheetUrl;
  el.dataset.meeduKatex = '';
  const n = nonce(doc);
  if (n) el.nonce = n;
  const done = new Promise<void>((resolve) => {
    el.addEventListener('load', () => resolve(), { once: true });
    // A stylesheet that cannot load still leaves readable MathML output; do not hang the page.
    el.addEventListener('error', () => resolve(), { once: true });
  });
  (target instanceof Document ? target.head : target).appendChild(el);
  return done;
}

/**
 * Links the stylesheet once per document, and once more per shadow root, since @font-face only
 * works from the document while the layout rules must reach inside the root.
 */
export function ensureKatexStyles(node: Node): Promise<void> {
  const targets: Array<Document | ShadowRoot> = [node.ownerDocument ?? document];
  const root = node.getRootNode();
  if (typeof ShadowRoot !== 'undefined' && root instanceof ShadowRoot) targets.push(root);
  return Promise.all(
    targets.map((t) => {
      let p = loaded.get(t);
      if (!p) loaded.set(t, (p = link(t)));
      return p;
    }),
  ).then(() => undefined);
}
