import type { PaperItem, PaperList } from '#core/exam/index.js';
import { phpMap } from '#core/client/index.js';
import * as paths from '#core/paths/index.js';
import { paperList } from '#core/exam/index.js';
import { Link } from '#widgets/ui/link.js';
import { Price } from '#widgets/ui/price.js';
import { ExamListPage } from '../exam-list.js';
import { recordLabel } from '../records.js';
import * as css from '../exam.css.js';

export default function PapersPage() {
  return (
    <ExamListPage<PaperItem, PaperList> heading="在线考试" noun="试卷" query={paperList}>
      {(items, data) => {
        const mine = phpMap<{ id: number; score: number; status: number }>(data.user_papers);
        return items.map((p) => {
          const last = mine[p.id];
          return (
            <li key={p.id} className={css.item}>
              <div className={css.itemMain}>
                <h2 className={css.itemTitle}>
                  <Link className={css.itemLink} href={paths.paperDetail(p.id)}>
                    {p.title}
                  </Link>
                </h2>
                <ul className={css.meta}>
                  <li>{p.questions_count}道题</li>
                  <li>考试时长{p.expired_minutes}分钟</li>
                  {p.score !== undefined ? <li>总分{p.score}分</li> : null}
                  {p.pass_score !== undefined ? <li>及格分{p.pass_score}分</li> : null}
                </ul>
              </div>
              <div className={css.itemSide}>
                {last ? <span className={css.badge}>{recordLabel('paper', last, '上次得分')}</span> : null}
                <Price item={p} />
              </div>
            </li>
          );
        });
      }}
    </ExamListPage>
  );
}
