import type { ExamRecord, MockRecord } from '#core/exam/index.js';
import { formatDateTime } from '#core/time/index.js';
import { Link } from '#widgets/ui/link.js';
import { EmptyState } from '#widgets/ui/page-state.js';
import { isMarking, isRunning, recordLabel, type RecordKind } from './records.js';
import * as css from './exam.css.js';

/** 我的考试记录: newest first, each with its state and a way back into it. */
export function RecordList({
  kind,
  records,
  playHref,
}: {
  kind: RecordKind;
  records: Array<ExamRecord | MockRecord>;
  playHref(recordId: number): string;
}) {
  return (
    <section className={css.section} aria-labelledby="exam-records">
      <h2 className={css.sectionTitle} id="exam-records">
        考试记录
      </h2>
      {records.length ? (
        <ol className={css.rows}>
          {records.map((r, i) => (
            <li key={r.id} className={css.rowItem}>
              <span className={css.rowName}>第{records.length - i}次</span>
              <span className={css.muted}>{formatDateTime(r.created_at)}</span>
              <span className={isRunning(kind, r) ? css.wrong : undefined}>{recordLabel(kind, r)}</span>
              {isMarking(kind, r) ? (
                <span className={css.muted}>等待老师阅卷</span>
              ) : (
                <Link className={css.textLink} href={playHref(r.id)}>
                  {isRunning(kind, r) ? '继续考试' : '查看试卷'}
                </Link>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <EmptyState>暂无考试记录</EmptyState>
      )}
    </section>
  );
}
