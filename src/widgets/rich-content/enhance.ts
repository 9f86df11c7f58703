import { env } from '#core/env/index.js';
import { hasMath, renderMath, type TexRenderer } from './math.js';

/** The two heavy renderers, each its own lazily loaded chunk. Tests substitute their own. */
export interface Enhancers {
  math(): Promise<{ katex: TexRenderer; ensureKatexStyles(node: Node): Promise<void> }>;
  code(): Promise<{ highlightBlocks(root: ParentNode): number }>;
}

export const lazyEnhancers: Enhancers = {
  math: () => import('./katex.js'),
  code: () => import('./highlight.js'),
};

export interface EnhanceResult {
  math: boolean;
  code: boolean;
}

/**
 * Renders math and highlights code in already sanitized content, loading each renderer only
 * when the content needs it. `isCurrent` lets a caller whose content changed meanwhile drop a
 * late result. A renderer that fails to load leaves the content readable as plain text.
 */
export async function enhance(
  root: HTMLElement,
  enhancers: Enhancers = lazyEnhancers,
  isCurrent: () => boolean = () => true,
): Promise<EnhanceResult> {
  const needs = { math: hasMath(root), code: !!root.querySelector('pre code') };
  const jobs: Array<Promise<unknown>> = [];
  if (needs.math) {
    jobs.push(
      enhancers.math().then(async ({ katex, ensureKatexStyles }) => {
        await ensureKatexStyles(root);
        if (isCurrent()) renderMath(root, katex);
      }),
    );
  }
  if (needs.code) {
    jobs.push(
      enhancers.code().then(({ highlightBlocks }) => {
        if (isCurrent()) highlightBlocks(root);
      }),
    );
  }
  const results = await Promise.allSettled(jobs);
  for (const r of results) if (r.status === 'rejected') env().log('rich content renderer failed to load', r.reason);
  return needs;
}
