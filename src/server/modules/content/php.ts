/**
 * Serialisation habits of the PHP server that the contract keeps (section 1 "Maps", quirk 1).
 */

/**
 * A PHP associative array as json_encode writes it: `[]` when empty, a JSON list when the keys
 * happen to be 0..n-1 in order, otherwise an object keyed by id.
 */
export function phpMap<V>(entries: Array<[number | string, V]>): Record<string, V> | V[] {
  if (entries.length === 0) return [];
  if (entries.every(([k], i) => String(k) === String(i))) return entries.map(([, v]) => v);
  const out: Record<string, V> = {};
  for (const [k, v] of entries) out[String(k)] = v;
  return out;
}

/** Groups rows under a key, keeping first-seen order of the keys (PHP's groupBy). */
export function groupBy<T>(rows: T[], key: (row: T) => number | string): Array<[number | string, T[]]> {
  const groups = new Map<number | string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return [...groups.entries()];
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );
}

/** Plain text of stored HTML, for search snippets: tags dropped, common entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
