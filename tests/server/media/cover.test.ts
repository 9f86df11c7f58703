import { describe, expect, it } from 'vitest';
import { avatarSvg, coverSvg } from '#server/modules/media/index.js';

const lines = (svg: string) => [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]);

describe('generated cover images', () => {
  it('keeps a short title on one line', () => {
    expect(lines(coverSvg('a', 'Vue 3 入门'))).toEqual(['Vue 3 入门']);
  });

  it('wraps a long Chinese title onto two lines that fit the width, with an ellipsis when cut', () => {
    const out = lines(coverSvg('b', '大模型应用开发：RAG 与 Agent 实战从入门到精通全流程'));
    expect(out).toHaveLength(2);
    for (const l of out) expect([...l].filter((ch) => /[\u2e80-\uffef]/.test(ch)).length).toBeLessThanOrEqual(10);
    expect(out[1].endsWith('…')).toBe(true);
  });

  it('escapes markup in titles', () => {
    const svg = coverSvg('c', '<script>alert(1)</script>');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
  });

  it('draws avatars with a colour picked from the seed', () => {
    expect(avatarSvg('1')).toMatch(/^<svg[^>]+width="96"/);
    expect(avatarSvg('1')).toBe(avatarSvg('1'));
  });
});
