import { escapeHtml } from './php.js';

/**
 * How every comment becomes `render_content`, for course, video and all addon comments and Q&A
 * answers alike. The member's text is stored exactly as written and escaped once, here, on the
 * way out: markup they typed (`a<b`, `<script>`) is shown as text, never run and never lost.
 * Newlines stay newlines, as upstream MeEdu leaves them (its render_content is the submitted text
 * itself, without <br> or paragraphs).
 */
export function commentHtml(text: string): string {
  return escapeHtml(text);
}
