import type { JoinedPaper } from '#core/exam/index.js';
import { phpObject } from '#core/client/index.js';
import { Link } from '#widgets/ui/link.js';
import { RelativeTime } from '#widgets/ui/relative-time.js';
import * as css from './exam.css.js';

/** One joined paper (or mock paper): best score against the pass mark, attempts, last time. */
export function JoinedPaperItem({ row, href }: { row: JoinedPaper; href(id: number): string }) {
  const paper = phpObject(row.paper);
  const passed = paper && Number(row.max_score) >= Number(paper.pass_score);
  return (
    <li className={css.item}>
      <div className={css.itemMain}>
        <h2 className={css.itemTitle}>
          {paper ? (
            <Link className={css.itemLink} href={href(row.paper_id)}>
              {paper.title}
            </Link>
          ) : (
            '试卷已下架'
          )}
        </h2>
        <ul className={css.meta}>
          <li>考试{row.join_count}次</li>
          {paper ? <li>及格分{paper.pass_score}分</li> : null}
          <li>
            最近：
            <RelativeTime value={row.created_at} />
          </li>
        </ul>
      </div>
      <div className={css.itemSide}>
        <span>
          最高分 <strong className={passed ? css.right : css.wrong}>{row.max_score}分</strong>
        </span>
      </div>
    </li>
  );
}
