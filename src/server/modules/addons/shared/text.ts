const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (s: string) => s.replace(/[<>&"']/g, (ch) => ENTITIES[ch] as string);

/** Member-written text becomes HTML paragraphs; markup the member typed is shown, never run. */
export function plainToHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/** Tags removed, the way Laravel's strip_tags leaves comment text. */
export const stripTags = (html: string) => html.replace(/<[^>]*>/g, '').trim();
