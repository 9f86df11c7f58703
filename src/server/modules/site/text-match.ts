/**
 * Keyword matching and highlighting for search, shared by every search source. Matching is done
 * in code (never with LIKE), so %, _ and quotes in keywords are plain characters.
 */

/** Whitespace-separated terms of a query, lower-cased, duplicates dropped. */
export function searchTerms(keywords: string): string[] {
  return [...new Set(keywords.toLowerCase().split(/\s+/).filter(Boolean))];
}

/** A text matches when it contains the whole query or every one of its terms (case-insensitive). */
export function matchesKeywords(text: string, keywords: string): boolean {
  const hay = text.toLowerCase();
  const whole = keywords.trim().toLowerCase();
  if (!whole) return false;
  if (hay.includes(whole)) return true;
  const terms = searchTerms(keywords);
  return terms.length > 0 && terms.every((t) => hay.includes(t));
}

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );

export const HIGHLIGHT_OPEN = '<span style="color:red">';
export const HIGHLIGHT_CLOSE = '</span>';

/**
 * A MeiliSearch-style cropped and highlighted snippet: up to `around` characters either side of
 * the first hit, every hit wrapped in a red span, the rest HTML-escaped (the result is HTML).
 */
export function highlightSnippet(text: string, keywords: string, around = 100): string {
  const chars = [...text];
  const lower = chars.map((ch) => ch.toLowerCase());
  const terms = [keywords.trim().toLowerCase(), ...searchTerms(keywords)].filter(Boolean);
  // Positions (in code points) of every hit, longest term first so the whole query wins.
  const marks: Array<[number, number]> = [];
  for (const term of [...new Set(terms)].sort((a, b) => b.length - a.length)) {
    const t = [...term];
    for (let i = 0; i + t.length <= lower.length; i++) {
      if (t.every((ch, k) => lower[i + k] === ch) && !marks.some(([s, e]) => i < e && i + t.length > s)) {
        marks.push([i, i + t.length]);
      }
    }
  }
  // Crop around the whole query where it occurs, else around the first term.
  const wholeLength = [...terms[0]].length;
  const anchor = marks.filter(([s, e]) => e - s === wholeLength).sort((a, b) => a[0] - b[0])[0];
  marks.sort((a, b) => a[0] - b[0]);
  const first = anchor ?? marks[0];
  const start = first ? Math.max(0, first[0] - around) : 0;
  const end = first ? Math.min(chars.length, first[1] + around) : Math.min(chars.length, around * 2);
  let out = '';
  let i = start;
  for (const [s, e] of marks) {
    if (s < start || e > end) continue;
    out += escape(chars.slice(i, s).join('')) + HIGHLIGHT_OPEN + escape(chars.slice(s, e).join('')) + HIGHLIGHT_CLOSE;
    i = e;
  }
  out += escape(chars.slice(i, end).join(''));
  return out;
}
