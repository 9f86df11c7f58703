import type { ExamRecord, MockRecord } from '../../../core/api/paper-types.js';

export type RecordKind = 'paper' | 'mock';

/** An attempt as the lists read it: a paper's (`score`) or a mock paper's (`get_score`). */
type AnyRecord = Pick<ExamRecord, 'status' | 'score'> | Pick<MockRecord, 'status' | 'get_score'>;

/** Papers: 1 running, 2 scored, 3 waiting for marking. Mock papers: 0 running, 1 done. */
export const isRunning = (kind: RecordKind, r: Pick<ExamRecord, 'status'>) =>
  Number(r.status) === (kind === 'paper' ? 1 : 0);
export const isMarking = (kind: RecordKind, r: Pick<ExamRecord, 'status'>) =>
  kind === 'paper' && Number(r.status) === 3;
export const recordScore = (r: AnyRecord) => Number('get_score' in r ? r.get_score : r.score) || 0;

/** 考试中 / 阅卷中 / N分 */
export function recordLabel(kind: RecordKind, r: AnyRecord): string {
  if (isRunning(kind, r)) return '考试中';
  if (isMarking(kind, r)) return '阅卷中';
  return `${recordScore(r)}分`;
}
