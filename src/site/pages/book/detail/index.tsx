import { isOn } from '#core/features/index.js';
import { isFree } from '#core/format/price.js';
import * as paths from '#core/paths/index.js';
import { bookComments, bookDetail, commentOnBook } from '#core/book/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { RichContent } from '#widgets/rich-content/rich-content.js';
import { Link } from '#widgets/ui/link.js';
import { useTitle } from '#site/shell/title.js';
import type { PageProps } from '#site/route-def.js';
import { CommentThread } from '#site/kit/comments.js';
import { DetailView } from '#site/kit/query-view.js';
import * as content from '#site/kit/content.css.js';
import * as css from '#site/kit/detail.css.js';
import { BuyBook } from '../buy.js';
import { articlesInOrder, BookToc } from '../toc.js';
import { DetailHero } from '#site/kit/detail-hero.js';

/** /book/detail/:id: the book, its table of contents, buying it, and its comments. */
export default function BookDetailPage({ params }: PageProps<{ courseId: number }>) {
  const detail = useQuery(bookDetail(params.courseId));
  const comments = useQuery(bookComments(params.courseId));
  useTitle(detail.data?.book.name);

  return (
    <DetailView state={detail} noun="电子书" listHref={paths.books()} listLabel="浏览全部电子书">
      {(loaded) => {
        const { book } = loaded;
        const owned = isOn(loaded.is_buy);
        const first = articlesInOrder(loaded)[0];
        // A reader who does not own the book starts at its first free article, if any.
        const start = owned ? first : articlesInOrder(loaded).find((a) => Number(a.charge) === 0);

        return (
          <div className={css.page}>
            <DetailHero id="book-title" title={book.name} thumb={book.thumb} desc={book.short_desc} price={book}>
              {owned ? (
                first ? (
                  <Link className={css.primaryAction} href={paths.bookRead(first.id)}>
                    开始阅读
                  </Link>
                ) : (
                  <span className={css.owned}>{isFree(book) ? '免费电子书' : '已订阅'}</span>
                )
              ) : (
                <>
                  <BuyBook book={book} />
                  {start ? (
                    <Link className={css.like} href={paths.bookRead(start.id)}>
                      免费试读
                    </Link>
                  ) : null}
                </>
              )}
            </DetailHero>
            <section className={content.panel} aria-labelledby="book-toc">
              <h2 className={content.panelTitle} id="book-toc">
                目录
              </h2>
              <BookToc data={loaded} owned={owned} />
            </section>
            {book.render_desc ? (
              <section className={content.panel} aria-labelledby="book-desc">
                <h2 className={content.panelTitle} id="book-desc">
                  介绍
                </h2>
                <RichContent html={book.render_desc} className={css.desc} />
              </section>
            ) : null}
            <div className={content.panel}>
              <CommentThread
                title="读者评论"
                state={comments}
                post={commentOnBook(book.id)}
                gate={owned ? null : '订阅电子书后可以发表评论。'}
              />
            </div>
          </div>
        );
      }}
    </DetailView>
  );
}
