import './standards-mode.js';
import katex from 'katex';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureEnvironment, recordingEnvironment } from '#core/env/index.js';
import { findMath, hasMath, renderMath, type TexRenderer } from '#widgets/rich-content/math.js';
import { enhance, type Enhancers } from '#widgets/rich-content/enhance.js';

const tex = (text: string) => findMath(text).map((m) => [m.tex, m.display]);

describe('findMath: the four delimiters', () => {
  it('finds $$…$$ and \\[…\\] as display math', () => {
    expect(tex('见 $$F(n) = F(n-1) + F(n-2)$$ 即可')).toEqual([['F(n) = F(n-1) + F(n-2)', true]]);
    expect(tex('\\[\\frac{1}{\\sqrt{5}}\\]')).toEqual([['\\frac{1}{\\sqrt{5}}', true]]);
  });

  it('finds \\(…\\) and $…$ as inline math', () => {
    expect(tex('最多比较 \\(\\lceil \\log_2 (n+1) \\rceil\\) 次')).toEqual([['\\lceil \\log_2 (n+1) \\rceil', false]]);
    expect(tex('满足 $T(n) = 2T(n/2) + O(n)$，因此 $T(n) = O(n \\log n)$。')).toEqual([
      ['T(n) = 2T(n/2) + O(n)', false],
      ['T(n) = O(n \\log n)', false],
    ]);
  });

  it('reports positions that cover the delimiters', () => {
    const text = 'a $x$ b';
    const [m] = findMath(text);
    expect(text.slice(m.start, m.end)).toBe('$x$');
  });

  it('reads prices as prices, not math', () => {
    expect(tex('原价 $5 现价 $3')).toEqual([]);
    expect(tex('costs $5 and $10 today')).toEqual([]);
    expect(tex('a $ b $ c')).toEqual([]);
    expect(tex('$x$5')).toEqual([]);
  });

  it('treats \\$ as a literal dollar', () => {
    expect(tex('\\$5 and \\$6')).toEqual([]);
    expect(tex('\\$ and $y$')).toEqual([['y', false]]);
  });

  it('ignores unclosed and empty delimiters', () => {
    expect(tex('$$ unclosed')).toEqual([]);
    expect(tex('\\( unclosed')).toEqual([]);
    expect(tex('$$$$ and \\(\\)')).toEqual([]);
    expect(tex('plain text')).toEqual([]);
  });

  it('does not run inline math across a blank line', () => {
    expect(tex('$a\n\nb$')).toEqual([]);
  });
});

function content(html: string): HTMLDivElement {
  // Built with DOM calls, not sanitized: these tests are about math and code only.
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

describe('hasMath', () => {
  it('is true only for math outside code and preformatted text', () => {
    expect(hasMath(content('<p>满足 $a+b$</p>'))).toBe(true);
    expect(hasMath(content('<pre><code>echo "$HOME$PATH"</code></pre><p>no math</p>'))).toBe(false);
    expect(hasMath(content('<p>use <code>$x$</code> and <kbd>\\(y\\)</kbd></p>'))).toBe(false);
    expect(hasMath(content('<p>原价 $5 现价 $3</p>'))).toBe(false);
  });
});

describe('renderMath', () => {
  const fake: TexRenderer = {
    render: (source, el, options) => {
      el.setAttribute('data-tex', source);
      el.setAttribute('data-display', String(options.displayMode));
      expect(options.trust).toBe(false);
      expect(options.throwOnError).toBe(false);
    },
  };

  it('replaces each formula with a rendered element and keeps the surrounding text', () => {
    const div = content('<p>设 $a$ 与 \\(b\\)，则</p>$$c$$');
    expect(renderMath(div, fake)).toBe(3);
    expect(
      Array.from(div.querySelectorAll('[data-tex]')).map((e) => [
        e.getAttribute('data-tex'),
        e.getAttribute('data-display'),
      ]),
    ).toEqual([
      ['a', 'false'],
      ['b', 'false'],
      ['c', 'true'],
    ]);
    expect(div.querySelector('p')!.textContent).toBe('设  与 ，则');
    expect(div.querySelector('.math-display')).not.toBeNull();
  });

  it('leaves code untouched', () => {
    const div = content('<pre><code>$a$</code></pre>');
    expect(renderMath(div, fake)).toBe(0);
    expect(div.innerHTML).toBe('<pre><code>$a$</code></pre>');
  });

  it('leaves the formula as written when the renderer throws (KaTeX does on a quirks-mode host page)', () => {
    const div = content('<p>x $a$ y $b$</p>');
    const refusing: TexRenderer = {
      render: () => {
        throw new Error("KaTeX doesn't work in quirks mode.");
      },
    };
    expect(renderMath(div, refusing)).toBe(0);
    expect(div.querySelector('p')!.textContent).toBe('x $a$ y $b$');
  });

  it('renders with KaTeX itself', () => {
    const div = content('<p>$\\frac{1}{2}$</p>');
    expect(renderMath(div, katex)).toBe(1);
    expect(div.querySelector('.katex')).not.toBeNull();
    expect(div.querySelector('.katex-mathml')).not.toBeNull();
  });

  it('shows a broken formula as source instead of throwing', () => {
    const div = content('<p>$\\frac{1}{$</p>');
    expect(() => renderMath(div, katex)).not.toThrow();
    expect(div.querySelector('.katex-error')).not.toBeNull();
    expect(div.textContent).toContain('\\frac{1}{');
  });
});

describe('enhance: renderers load only where content needs them', () => {
  function spies() {
    const render = vi.fn();
    const styles = vi.fn(async () => undefined);
    const highlight = vi.fn(() => 1);
    const enhancers: Enhancers = {
      math: vi.fn(async () => ({ katex: { render }, ensureKatexStyles: styles })),
      code: vi.fn(async () => ({ highlightBlocks: highlight })),
    };
    return { enhancers, render, styles, highlight };
  }

  it('loads nothing for plain content', async () => {
    const s = spies();
    expect(await enhance(content('<p>只是文字，价格 $5</p><pre>no code element</pre>'), s.enhancers)).toEqual({
      math: false,
      code: false,
    });
    expect(s.enhancers.math).not.toHaveBeenCalled();
    expect(s.enhancers.code).not.toHaveBeenCalled();
  });

  it('loads the math renderer (and its styles) for math only', async () => {
    const s = spies();
    const div = content('<p>$x$</p>');
    expect(await enhance(div, s.enhancers)).toEqual({ math: true, code: false });
    expect(s.styles).toHaveBeenCalledWith(div);
    expect(s.render).toHaveBeenCalledTimes(1);
    expect(s.enhancers.code).not.toHaveBeenCalled();
  });

  it('loads the highlighter for pre code only', async () => {
    const s = spies();
    const div = content('<pre><code class="language-js">const $a$ = 1</code></pre>');
    expect(await enhance(div, s.enhancers)).toEqual({ math: false, code: true });
    expect(s.highlight).toHaveBeenCalledWith(div);
    expect(s.enhancers.math).not.toHaveBeenCalled();
  });

  it('drops a late result when the content has changed meanwhile', async () => {
    const s = spies();
    await enhance(content('<p>$x$</p><pre><code>x</code></pre>'), s.enhancers, () => false);
    expect(s.render).not.toHaveBeenCalled();
    expect(s.highlight).not.toHaveBeenCalled();
  });

  let restore: (() => void) | undefined;
  afterEach(() => restore?.());

  it('keeps the content readable when a renderer fails to load', async () => {
    const env = recordingEnvironment();
    restore = configureEnvironment(env);
    const s = spies();
    s.enhancers.math = vi.fn(async () => {
      throw new Error('chunk failed');
    });
    const div = content('<p>$x$</p><pre><code>y</code></pre>');
    await expect(enhance(div, s.enhancers)).resolves.toEqual({ math: true, code: true });
    expect(div.querySelector('p')!.textContent).toBe('$x$');
    expect(s.highlight).toHaveBeenCalled();
    expect(env.logs).toHaveLength(1);
  });
});
