import type { JoinedPractice } from '#core/exam/index.js';
import { phpObject } from '#core/client/index.js';
import * as paths from '#core/paths/index.js';
import { joinedPractices } from '#core/exam/index.js';
import { Link } from '#widgets/ui/link.js';
import { RelativeTime } from '#widgets/ui/relative-time.js';
import { ExamRecordsPage } from '../mine-records.js';
import * as css from '../exam.css.js';

export default function MemberPracticesPage() {
  return (
    <ExamRecordsPage heading="我的练习" noun="练习记录" query={joinedPractices}>
      {(row: JoinedPractice) => {
        const practice = phpObject(row.practice);
        return (
          <li key={row.practice_id} className={css.item}>
            <div className={css.itemMain}>
              <h2 className={css.itemTitle}>
                {practice ? (
                  <Link className={css.itemLink} href={paths.practiceDetail(row.practice_id)}>
                    {practice.name}
                  </Link>
                ) : (
                  '练习已下架'
                )}
              </h2>
              <ul className={css.meta}>
                <li>
                  已练习{row.submit_count}/{row.practice_question_count}题
                </li>
                <li>
                  最近：
                  <RelativeTime value={row.updated_at} />
                </li>
              </ul>
            </div>
          </li>
        );
      }}
    </ExamRecordsPage>
  );
}
