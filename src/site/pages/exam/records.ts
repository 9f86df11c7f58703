import type { ExamRecord, MockPaperDetail } from '../../../core/api/paper-types.js';

/** A mock paper's attempts: the reference server names them records, the public client user_papers. */
export const mockRecords = (d: MockPaperDetail): ExamRecord[] => d.records ?? d.user_papers ?? [];

export type RecordKind = 'paper' | 'mock';

/** Papers: 1 running, 2 scored, 3 waiting for marking. Mock papers: 0 running, 1 done. */
export const isRunning = (kind: RecordKind, r: Pick<ExamRecord, 'status'>) =>
  Number(r.status) === (kind === 'paper' ? 1 : 0);
export const isMarking = (kind: RecordKind, r: Pick<ExamRecord, 'status'>) =>
  kind === 'paper' && Number(r.status) === 3;
export const recordScore = (r: Pick<ExamRecord, 'score' | 'get_score'>) => Number(r.score ?? r.get_score) || 0;

/** 考试中 / 阅卷中 / 得分N分 (a list says whose score it is: 上次得分). */
export function recordLabel(
  kind: RecordKind,
  r: Pick<ExamRecord, 'status' | 'score' | 'get_score'>,
  scored = '得分',
): string {
  if (isRunning(kind, r)) return '考试中';
  if (isMarking(kind, r)) return '阅卷中';
  return `${scored}${recordScore(r)}分`;
}
