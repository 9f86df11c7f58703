import type { PracticeItem } from '#core/exam/index.js';
import * as paths from '#core/paths/index.js';
import { practiceList } from '#core/exam/index.js';
import { Link } from '#widgets/ui/link.js';
import { Price } from '#widgets/ui/price.js';
import { ExamListPage } from '../exam-list.js';
import * as css from '../exam.css.js';

export default function PracticesPage() {
  return (
    <ExamListPage<PracticeItem> heading="练习模式" noun="练习" query={practiceList}>
      {(items) =>
        items.map((p) => (
          <li key={p.id} className={css.item}>
            <div className={css.itemMain}>
              <h2 className={css.itemTitle}>
                <Link className={css.itemLink} href={paths.practiceDetail(p.id)}>
                  {p.name}
                </Link>
              </h2>
              <ul className={css.meta}>
                <li>{p.question_count}道题</li>
                {p.user_count ? <li>已练习{p.user_count}道</li> : null}
              </ul>
            </div>
            <div className={css.itemSide}>
              <Price item={p} />
            </div>
          </li>
        ))
      }
    </ExamListPage>
  );
}
