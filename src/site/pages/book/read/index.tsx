import { useState } from 'react';
import { isOn } from '#core/features/index.js';
import * as paths from '#core/paths/index.js';
import {
  bookArticle,
  bookArticleComments,
  bookComments,
  bookDetail,
  commentOnArticle,
  commentOnBook,
} from '#core/book/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { RichContent } from '#widgets/rich-content/rich-content.js';
import { Link } from '#widgets/ui/link.js';
import { LoadError, Skeleton } from '#widgets/ui/page-state.js';
import { useTitle } from '#site/shell/title.js';
import type { PageProps } from '#site/route-def.js';
import { CommentThread } from '#site/kit/comments.js';
import { DetailView } from '#site/kit/query-view.js';
import * as content from '#site/kit/content.css.js';
import { BuyBook } from '../buy.js';
import { BookToc } from '../toc.js';
import * as css from './read.css.js';

/** 上一节 / 下一节: a link, or a greyed label at either end of the book. */
function Step({ id, label }: { id: number; label: string }) {
  return Number(id) > 0 ? (
    <Link className={css.step} href={paths.bookRead(id)}>
      {label}
    </Link>
  ) : (
    <span className={css.stepOff} aria-disabled="true">
      {label}
    </span>
  );
}

/**
 * /book/read/:id (id = article): the reader, footer-only. The table of contents beside the
 * article (a toggle on narrow screens), the article's text (server HTML through the rich-content
 * renderer) or, when `can_see` is false, the offer to subscribe; previous and next; the article's
 * comment threads and the book's comments. Opening an article records the reader's place (the
 * server does, on read).
 */
export default function BookReadPage({ params }: PageProps<{ courseId: number }>) {
  const read = useQuery(bookArticle(params.courseId));
  const bookId = read.data?.book.id;
  // Whether the book is the reader's (it decides who may post on the book): cached from its page.
  const book = useQuery(bookDetail(bookId ?? null));
  const articleComments = useQuery(bookArticleComments({ articleId: params.courseId, parent: 0 }));
  const comments = useQuery(bookComments(bookId ?? null));
  const [tocOpen, setTocOpen] = useState(false);
  useTitle(read.data?.article.title);

  return (
    <div className={css.page}>
      <DetailView
        state={read}
        noun="文章"
        listHref={paths.books()}
        listLabel="浏览全部电子书"
        skeleton={<Skeleton lines={8} label="文章加载中" />}
      >
        {(data) => {
          const canSee = isOn(data.can_see);
          const owned = book.data ? isOn(book.data.is_buy) : false;

          return (
            <>
              <header className={css.bar}>
                <Link className={css.back} href={paths.bookDetail(data.book.id)}>
                  <span aria-hidden="true">‹ </span>
                  {data.book.name}
                </Link>
                <nav className={css.steps} aria-label="翻页">
                  <button
                    type="button"
                    className={css.tocToggle}
                    aria-expanded={tocOpen}
                    aria-controls="book-reader-toc"
                    onClick={() => setTocOpen(!tocOpen)}
                  >
                    {tocOpen ? '收起目录' : '目录'}
                  </button>
                  <Step id={data.prev_id} label="上一节" />
                  <Step id={data.next_id} label="下一节" />
                </nav>
              </header>
              <div className={css.layout}>
                <nav id="book-reader-toc" className={tocOpen ? css.tocOpen : css.toc} aria-label="目录">
                  <BookToc data={data} owned={owned} current={data.article.id} />
                </nav>
                <div className={css.main}>
                  <article className={css.sheet} aria-labelledby="article-title">
                    <h1 className={css.title} id="article-title">
                      {data.article.title}
                    </h1>
                    {canSee ? (
                      <RichContent html={data.article.render_content} className={content.article} />
                    ) : (
                      <div className={content.paywall}>
                        <p className={content.paywallTitle}>本节为付费内容</p>
                        <p className={content.muted}>订阅《{data.book.name}》后即可阅读全书。</p>
                        <div className={content.rowActions}>
                          <BuyBook book={data.book} />
                        </div>
                      </div>
                    )}
                    <nav className={css.footerSteps} aria-label="上一节和下一节">
                      <Step id={data.prev_id} label="上一节" />
                      <Step id={data.next_id} label="下一节" />
                    </nav>
                  </article>
                  <div className={content.panel}>
                    <CommentThread
                      title="本节评论"
                      state={articleComments}
                      post={commentOnArticle(params.courseId)}
                      replies={(parent) =>
                        bookArticleComments(parent === null ? null : { articleId: params.courseId, parent })
                      }
                      gate={canSee ? null : '订阅电子书后可以评论本节。'}
                    />
                  </div>
                  <div className={content.panel}>
                    {comments.status === 'idle' ? null : book.status === 'error' ? (
                      <LoadError error={book.error} onRetry={book.reload} title="电子书加载失败" />
                    ) : (
                      <CommentThread
                        title="全书评论"
                        state={comments}
                        post={commentOnBook(data.book.id)}
                        gate={owned ? null : '订阅电子书后可以发表评论。'}
                      />
                    )}
                  </div>
                </div>
              </div>
            </>
          );
        }}
      </DetailView>
    </div>
  );
}
