/** The demo site's wordmark, drawn as SVG (dark for light headers, white for dark footers). */
export function logoSvg(white: boolean): Response {
  const ink = white ? '#ffffff' : '#3ca7fa';
  const text = white ? '#ffffff' : '#333333';
  const body = `<svg xmlns="http://www.w3.org/2000/svg" width="236" height="48" viewBox="0 0 236 48">
<rect x="4" y="8" width="32" height="32" rx="8" fill="${ink}"/>
<path d="M12 32V16l8 9 8-9v16" fill="none" stroke="${white ? '#3ca7fa' : '#ffffff'}" stroke-width="3" stroke-linejoin="round"/>
<text x="46" y="32" font-family="sans-serif" font-size="22" font-weight="700" fill="${text}">MeEdu 在线学习</text>
</svg>`;
  return new Response(body, {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
