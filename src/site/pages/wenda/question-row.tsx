import type { WendaQuestionItem } from '#core/wenda/index.js';
import * as paths from '#core/paths/index.js';
import { Link } from '#widgets/ui/link.js';
import { RelativeTime } from '#widgets/ui/relative-time.js';
import * as css from './wenda.css.js';

/** A question in a list: title, 已解决/未解决, bounty, counts, when it was asked. */
export function QuestionRow({ q }: { q: WendaQuestionItem }) {
  const solved = Number(q.status) === 1;
  const category = q.category && !Array.isArray(q.category) ? q.category.name : '';
  return (
    <li className={css.row}>
      <div className={css.rowMain}>
        <Link className={css.rowTitle} href={paths.wendaDetail(q.id)}>
          {q.title}
        </Link>
        <p className={css.rowMeta}>
          <span className={solved ? css.solved : css.unsolved}>{q.status_text || (solved ? '已解决' : '未解决')}</span>
          {Number(q.credit) > 0 ? <span className={css.credit}>悬赏{Number(q.credit)}积分</span> : null}
          {category ? <span>{category}</span> : null}
          <span>{Number(q.answer_count) || 0}个回答</span>
          <span>{Number(q.view_times) || 0}次浏览</span>
          <RelativeTime value={q.created_at} />
        </p>
      </div>
    </li>
  );
}
