import type { ExamRecord, MockPaperDetail, MockRecord } from '#core/exam/index.js';

/** A mock paper's attempts, newest first as the addon lists them. */
export const mockRecords = (d: MockPaperDetail): MockRecord[] => d.user_papers ?? [];

export type RecordKind = 'paper' | 'mock';

/** An attempt as the lists read it: a paper's (`score`) or a mock paper's (`get_score`). */
type AnyRecord = Pick<ExamRecord, 'status' | 'score'> | Pick<MockRecord, 'status' | 'get_score'>;

/** Papers: 1 running, 2 scored, 3 waiting for marking. Mock papers: 0 running, 1 done. */
export const isRunning = (kind: RecordKind, r: Pick<ExamRecord, 'status'>) =>
  Number(r.status) === (kind === 'paper' ? 1 : 0);
export const isMarking = (kind: RecordKind, r: Pick<ExamRecord, 'status'>) =>
  kind === 'paper' && Number(r.status) === 3;
export const recordScore = (r: AnyRecord) => Number('get_score' in r ? r.get_score : r.score) || 0;

/** 考试中 / 阅卷中 / 得分N分 (a list says whose score it is: 上次得分). */
export function recordLabel(kind: RecordKind, r: AnyRecord, scored = '得分'): string {
  if (isRunning(kind, r)) return '考试中';
  if (isMarking(kind, r)) return '阅卷中';
  return `${scored}${recordScore(r)}分`;
}
