/** The operator's Content-Security-Policy widened by a rendered page's inline stylesheets. */
import { describe, expect, it } from 'vitest';
import { policyWithStyles, styleAttributeHashes, styleHash } from '../../src/render/csp.js';

const A = styleHash('body{margin:0}');
const B = styleHash('.x{color:red}');

describe('policyWithStyles', () => {
  it('adds the hashes to style-src, and to style-src-elem when the policy has it', () => {
    expect(A).toBe("'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc='");
    expect(policyWithStyles("default-src 'self'; style-src 'self' https://cdn.example.com", [A, B])).toBe(
      `default-src 'self'; style-src 'self' https://cdn.example.com ${A} ${B}`,
    );
    expect(policyWithStyles("style-src 'self'; style-src-elem 'self';", [A])).toBe(
      `style-src 'self' ${A}; style-src-elem 'self' ${A}`,
    );
  });

  it('gives a policy without style-src one from its default-src', () => {
    expect(policyWithStyles("default-src 'self' https:; img-src data:", [A])).toBe(
      `default-src 'self' https:; img-src data:; style-src 'self' https: ${A}`,
    );
  });

  it('leaves a policy alone that already allows inline styles, or when nothing is inline', () => {
    // A hash would turn its 'unsafe-inline' off, and with it the style attributes it allows.
    const open = "default-src 'self'; style-src 'self' 'unsafe-inline'";
    expect(policyWithStyles(open, [A])).toBe(open);
    expect(policyWithStyles("default-src 'self' 'unsafe-inline'", [A])).toBe("default-src 'self' 'unsafe-inline'");
    expect(policyWithStyles("default-src 'self'", [])).toBe("default-src 'self'");
  });

  it('allows the markup’s style attributes by their hashes, with unsafe-hashes, in style-src-attr too', () => {
    const markup =
      '<div class="a" style="width:80%"></div><p>style="color:red" is text</p>' +
      '<img alt="x" style="font-family:&quot;A&amp;B&quot;"><i style="width:80%"></i>';
    const attributes = styleAttributeHashes(markup);
    expect(attributes).toEqual([styleHash('width:80%'), styleHash('font-family:"A&B"')]);
    expect(policyWithStyles("style-src 'self'; style-src-attr 'none'", [A], attributes)).toBe(
      `style-src 'self' ${A} 'unsafe-hashes' ${attributes.join(' ')}; ` +
        `style-src-attr 'none' ${A} 'unsafe-hashes' ${attributes.join(' ')}`,
    );
  });
});
