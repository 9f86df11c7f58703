import { phpMap } from '#core/client/index.js';
import type { BookArticleRef, BookDetail } from '#core/book/index.js';
import * as paths from '#core/paths/index.js';
import { Link } from '#widgets/ui/link.js';
import * as css from '../../kit/content.css.js';

type Toc = Pick<BookDetail, 'chapters' | 'articles'>;

/** Chapters in their order, each with its articles; articles without a chapter (key "0") first. */
export function tocOf(data: Toc): Array<{ id: number; name: string; articles: BookArticleRef[] }> {
  const articles = phpMap(data.articles as Record<string, BookArticleRef[]>);
  const loose = articles['0'] ?? [];
  const chapters = [...data.chapters]
    .sort((a, b) => (Number(a.sort) || 0) - (Number(b.sort) || 0))
    .map((c) => ({ id: c.id, name: c.name, articles: articles[String(c.id)] ?? [] }))
    .filter((c) => c.articles.length);
  return loose.length ? [{ id: 0, name: '', articles: loose }, ...chapters] : chapters;
}

/** Every article in reading order (the first is where 开始阅读 leads). */
export const articlesInOrder = (data: Toc) => tocOf(data).flatMap((c) => c.articles);

/**
 * The table of contents. While the book is not the reader's, a free article says 试读 and a paid
 * one 付费; `current` marks the article being read.
 */
export function BookToc({ data, owned, current }: { data: Toc; owned: boolean; current?: number }) {
  const chapters = tocOf(data);
  if (!chapters.length) return <p className={css.muted}>暂无章节，敬请期待</p>;
  return (
    <div>
      {chapters.map((chapter) => (
        <section key={chapter.id} aria-label={chapter.name || '目录'}>
          {chapter.name ? <h3 className={css.tocChapter}>{chapter.name}</h3> : null}
          <ol className={css.toc}>
            {chapter.articles.map((a) => (
              <li key={a.id}>
                <Link
                  className={css.tocLink}
                  href={paths.bookRead(a.id)}
                  aria-current={a.id === current ? 'page' : undefined}
                >
                  <span>{a.title}</span>
                  {owned ? null : Number(a.charge) > 0 ? (
                    <span className={css.lockedTag}>付费</span>
                  ) : (
                    <span className={css.tag}>试读</span>
                  )}
                </Link>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
