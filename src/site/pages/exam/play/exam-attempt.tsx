import { useEffect, useState } from 'react';
import { env } from '#core/env/index.js';
import { formatCountdown, type AnswerSheet, type SheetState, EXAM_KEYS } from '#core/exam/index.js';
import { invalidate } from '#core/client/index.js';
import { Button } from '#widgets/ui/button.js';
import { Dialog } from '#widgets/ui/dialog.js';
import { Confirm } from './confirm.js';
import { headOf, type PaperHead } from './exam-review.js';
import { answeringCell } from './sheet-grid.js';
import { WholePaper } from './whole-paper.js';
import { useLeaveGuard } from './use-sheet.js';
import * as css from './play.css.js';

const SAVE_TEXT = { saved: '已保存', pending: '保存中…', failed: '保存失败' } as const;

function SaveStatus({ state, id }: { state: SheetState; id: number }) {
  const s = state.saves[id];
  if (!s) return null;
  const text = s === 'pending' && state.offline ? '待同步' : SAVE_TEXT[s];
  return (
    <span className={s === 'failed' ? css.saveFailed : css.saveState}>
      {text}
      {s === 'failed' && state.errors[id] ? `：${state.errors[id]}` : ''}
    </span>
  );
}

/**
 * A timed attempt (paper or mock paper) being answered: countdown by the server's clock, every
 * answer saved as given with its state on the answer sheet, hand-in on request or at zero.
 */
export function ExamAttempt({
  sheet,
  state,
  paper,
  backHref,
}: {
  sheet: AnswerSheet;
  state: SheetState;
  paper: PaperHead;
  /** Where 返回 leads (the paper's page). */
  backHref: string;
}) {
  const { title, passScore, fullScore } = headOf(paper);
  const [asking, setAsking] = useState<'leave' | 'submit' | null>(null);
  const [marking, setMarking] = useState(false);
  const questions = sheet.questions();
  const left = sheet.unanswered();
  const running = state.phase === 'answering';
  useLeaveGuard(state.phase !== 'submitted');

  // Handed in (by the member, at zero, or by the server): say how it went, then show the result.
  const outcome = state.outcome;
  useEffect(() => {
    if (!outcome) return;
    setAsking(null);
    if (outcome.kind === 'marking') return setMarking(true);
    env().toast(outcome.kind === 'scored' ? `考试结束，得分：${outcome.score}分` : outcome.message, 'success');
    invalidate(EXAM_KEYS);
  }, [outcome]);

  // The marking dialog stays until 我知道了: the records change only then (the page would go).
  const acknowledge = () => {
    invalidate(EXAM_KEYS);
    env().navigate(backHref, { replace: true });
  };
  const leave = () => {
    setAsking(null);
    env().navigate(backHref);
  };
  const low = state.remainingMs !== null && state.remainingMs < 5 * 60_000;

  return (
    <>
      <header className={css.bar}>
        <button type="button" className={css.back} onClick={() => setAsking('leave')}>
          ← 返回
        </button>
        <h1 className={css.title}>{title}</h1>
        <div className={css.barSide}>
          <span className={css.info}>
            及格分：{passScore}分/{fullScore}分
          </span>
          {state.remainingMs !== null ? (
            <span className={low ? css.timerLow : css.timer} role="timer" aria-label="剩余时间">
              倒计时：{formatCountdown(state.remainingMs)}
            </span>
          ) : null}
          <Button onClick={() => setAsking('submit')} loading={state.phase === 'submitting'}>
            立即交卷
          </Button>
        </div>
      </header>
      <div role="status">
        {state.offline ? <p className={css.banner}>网络连接已断开，答案已保存在本机，网络恢复后会自动提交。</p> : null}
        {state.phase === 'submitting' ? <p className={css.banner}>正在交卷，请等待所有答案保存完成…</p> : null}
      </div>
      <WholePaper
        questions={questions}
        cellOf={(i) => answeringCell(state.saves, questions[i])}
        legend={['saved', 'pending', 'failed', 'empty']}
        card={(q) => ({
          value: state.answers[q.id],
          onChange: running ? (v, timing) => sheet.answer(q.id, v, timing) : undefined,
          status: <SaveStatus state={state} id={q.id} />,
        })}
      />
      <Confirm
        open={asking === 'submit'}
        okText="确定"
        cancelText="继续答题"
        busy={state.phase === 'submitting'}
        onOk={() => void sheet.submit()}
        onCancel={() => setAsking(null)}
      >
        {left ? `还有${left}道题未做，确认要交卷吗？` : '确认要交卷吗？'}
      </Confirm>
      <Confirm open={asking === 'leave'} onOk={leave} onCancel={() => setAsking(null)}>
        正在考试中,是否确认返回?
      </Confirm>
      <Dialog open={marking} title="交卷提示" onClose={acknowledge}>
        <p className={css.dialogText}>此次在线考试包含主观题，等待老师阅卷后查看成绩</p>
        <div className={css.dialogActions}>
          <Button onClick={acknowledge}>我知道了</Button>
        </div>
      </Dialog>
    </>
  );
}
