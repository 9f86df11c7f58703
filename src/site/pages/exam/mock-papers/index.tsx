import type { MockPaperItem } from '#core/exam/index.js';
import * as paths from '#core/paths/index.js';
import { mockPaperList } from '#core/exam/index.js';
import { Link } from '#widgets/ui/link.js';
import { Price } from '#widgets/ui/price.js';
import { ExamListPage } from '../exam-list.js';
import * as css from '../exam.css.js';

export default function MockPapersPage() {
  return (
    <ExamListPage<MockPaperItem> heading="模拟考试" noun="模拟试卷" query={mockPaperList}>
      {(items) =>
        items.map((m) => (
          <li key={m.id} className={css.item}>
            <div className={css.itemMain}>
              <h2 className={css.itemTitle}>
                <Link className={css.itemLink} href={paths.mockPaperDetail(m.id)}>
                  {m.title}
                </Link>
              </h2>
              <ul className={css.meta}>
                <li>每次随机组卷{m.questions_count}道题</li>
                <li>考试时长{m.expired_minutes}分钟</li>
                {m.pass_score !== undefined ? <li>及格分{m.pass_score}分</li> : null}
              </ul>
            </div>
            <div className={css.itemSide}>
              <Price item={m} />
            </div>
          </li>
        ))
      }
    </ExamListPage>
  );
}
