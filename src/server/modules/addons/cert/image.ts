const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] as string,
  );

/** A certificate drawn as SVG: the template when no holder is given, the member's copy otherwise. */
export function certSvg(name: string, holder?: { nick: string; code: string; date: string }): string {
  const lines = holder
    ? `<text x="400" y="260" text-anchor="middle" font-size="30" fill="#333">${escapeXml(holder.nick)}</text>
<text x="400" y="310" text-anchor="middle" font-size="18" fill="#666">完成全部学习要求，特发此证。</text>
<text x="400" y="470" text-anchor="middle" font-size="14" fill="#999">证书编号 ${escapeXml(holder.code)} · 颁发日期 ${escapeXml(holder.date)}</text>`
    : `<text x="400" y="290" text-anchor="middle" font-size="18" fill="#999">证书模板</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="560" viewBox="0 0 800 560">
<rect width="800" height="560" fill="#fffaf0"/>
<rect x="24" y="24" width="752" height="512" fill="none" stroke="#c9a14a" stroke-width="6"/>
<rect x="40" y="40" width="720" height="480" fill="none" stroke="#c9a14a" stroke-width="1.5"/>
<text x="400" y="130" text-anchor="middle" font-size="44" font-weight="700" fill="#b8860b" font-family="serif">荣誉证书</text>
<text x="400" y="190" text-anchor="middle" font-size="22" fill="#444">${escapeXml(name)}</text>
${lines}
<circle cx="640" cy="420" r="48" fill="none" stroke="#d9363e" stroke-width="4"/>
<text x="640" y="426" text-anchor="middle" font-size="16" fill="#d9363e">MeEdu</text>
</svg>`;
}
