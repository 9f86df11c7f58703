import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isAnswered, type AnswerSheet, type AnswerValue, type Question, type SheetState } from '#core/exam/index.js';
import { Button } from '#widgets/ui/button.js';
import { Link } from '#widgets/ui/link.js';
import { Skeleton } from '#widgets/ui/page-state.js';
import { QuestionCard, questionAnchor } from '../questions/question-card.js';
import { SheetGrid, gradedCell } from './sheet-grid.js';
import * as css from './play.css.js';

/** Choices are checked the moment one is picked; other types when 提交答案 is pressed. */
const checksAtOnce = (q: Question) => q.type === 1 || q.type === 5;

const isTyping = (el: Element | null) =>
  !!el?.closest('input:not([type="radio"]):not([type="checkbox"]), textarea, select, [contenteditable="true"]');

/**
 * One question at a time, each answer checked as it is sent (practice, wrong-book and collection
 * replays). Keyboard: ← → between questions, number keys pick options (1 = A), outside text boxes.
 */
export function StepPlayer({
  sheet,
  state,
  title,
  subtitle,
  backHref,
  count,
  practised = [],
  index,
  onIndex,
  question,
  actions,
}: {
  sheet: AnswerSheet;
  state: SheetState;
  title: string;
  subtitle?: string;
  backHref: string;
  /** How many questions there are; their ids in order. */
  count: number[];
  /** Ids practised before this visit (a practice chapter's number sheet marks them). */
  practised?: number[];
  index: number;
  onIndex(index: number): void;
  /** The current question, or null while it loads. */
  question: Question | null;
  actions?(question: Question): ReactNode;
}) {
  const [focusCard, setFocusCard] = useState(false);
  const grade = question ? state.grades[question.id] : undefined;
  const value = question ? state.answers[question.id] : undefined;
  const checking = !!question && state.saves[question.id] === 'pending';
  const go = (next: number, byKey = false) => {
    if (next < 0 || next >= count.length) return;
    setFocusCard(byKey);
    onIndex(next);
  };

  // The learner's change: sent at once for choices, kept as a draft until 提交答案 otherwise.
  const change = (q: Question) => (v: AnswerValue) => {
    sheet.addQuestions([q]);
    sheet.answer(q.id, v, checksAtOnce(q) ? 'now' : 'draft');
  };

  // Number keys answer the current question; arrows move between questions.
  const keys = useRef<(event: KeyboardEvent) => void>(() => {});
  keys.current = (event) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('[role="dialog"]') || isTyping(target)) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      // Inside a group of options the arrows are the options' own.
      if (target?.closest('input')) return;
      event.preventDefault();
      go(index + (event.key === 'ArrowLeft' ? -1 : 1), true);
      return;
    }
    if (!/^[1-9]$/.test(event.key) || !question || grade || ![1, 2, 5].includes(question.type)) return;
    const option = question.options[Number(event.key) - 1];
    if (!option) return;
    event.preventDefault();
    const on = change(question);
    if (question.type === 2) {
      const picked = Array.isArray(value) ? value : [];
      on(picked.includes(option.key) ? picked.filter((k) => k !== option.key) : [...picked, option.key].sort());
    } else on(option.key);
  };
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keys.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  useEffect(() => {
    if (!focusCard || !question) return;
    document.getElementById(questionAnchor(question.id))?.focus();
    setFocusCard(false);
  }, [focusCard, question]);

  const done = count.filter((id) => state.grades[id] || practised.includes(id)).length;
  return (
    <>
      <header className={css.bar}>
        <Link className={css.back} href={backHref}>
          ← 返回
        </Link>
        <h1 className={css.title}>
          {title}
          {subtitle ? <span className={css.info}> · {subtitle}</span> : null}
        </h1>
        <div className={css.barSide}>
          <span className={css.info}>
            已练习{done}/{count.length}
          </span>
          <Button variant="secondary" onClick={() => go(index - 1)} aria-disabled={index === 0}>
            上一题
          </Button>
          <Button variant="secondary" onClick={() => go(index + 1)} aria-disabled={index >= count.length - 1}>
            下一题
          </Button>
        </div>
      </header>
      <div role="status">
        {state.offline ? <p className={css.banner}>网络连接已断开，答案已保存在本机，网络恢复后会自动提交。</p> : null}
      </div>
      <div className={css.layout}>
        <SheetGrid
          questions={count.map((id) => ({ id }))}
          cellOf={(i) => {
            const q = sheet.questions().find((x) => x.id === count[i]);
            if (q && state.grades[q.id]) return gradedCell(state.grades, q, isAnswered(q, state.answers[q.id]));
            return practised.includes(count[i]) ? 'practised' : 'empty';
          }}
          legend={practised.length ? ['right', 'wrong', 'practised', 'empty'] : ['right', 'wrong', 'empty']}
          current={index}
          onPick={(i) => go(i)}
        />
        <div className={css.questions}>
          {question ? (
            <>
              <QuestionCard
                key={question.id}
                number={index + 1}
                question={question}
                value={value}
                grade={grade}
                review={!!grade}
                onChange={grade ? undefined : change(question)}
                actions={actions?.(question)}
                status={
                  state.errors[question.id] ? <span className={css.saveFailed}>{state.errors[question.id]}</span> : null
                }
              />
              <div role="status">
                {grade && grade.correct !== null ? (
                  <p className={grade.correct ? css.verdictRight : css.verdictWrong}>
                    {grade.correct ? '回答正确' : '回答错误'}
                  </p>
                ) : null}
              </div>
              {!grade && !checksAtOnce(question) ? (
                <div className={css.stepNav}>
                  <Button
                    loading={checking}
                    aria-disabled={!isAnswered(question, value) || undefined}
                    onClick={() => isAnswered(question, value) && sheet.send(question.id)}
                  >
                    提交答案
                  </Button>
                </div>
              ) : null}
              <p className={css.hint}>可用键盘 ← → 切换题目，数字键 1、2、3… 选择选项。</p>
            </>
          ) : (
            <Skeleton lines={5} label="题目加载中" />
          )}
        </div>
      </div>
    </>
  );
}
