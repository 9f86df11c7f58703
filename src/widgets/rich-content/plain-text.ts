/**
 * The plain text of server HTML, for a one-line summary in a list. Parsed in an inert document
 * (no scripts run, nothing loads there) and only its text is used, so no sanitizer is needed.
 */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, style, template, noscript').forEach((el) => el.remove());
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
