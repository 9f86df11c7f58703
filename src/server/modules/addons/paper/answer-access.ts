import type { ServerContext } from '#server/context.js';
import { isBuy, type PracticeRow } from './access.js';

/**
 * Outside an exam (collection, wrong-book, questions/practice) a member works only with questions
 * whose answers they have already been shown: those of a scored paper attempt or a handed-in mock
 * paper, of a practice they may take (its play page shows the answer), or in their wrong-book.
 * Ids guessed one by one reveal nothing more of the bank. All ids here are top-level questions.
 */
export function answerSeen(ctx: ServerContext, userId: number, questionId: number): boolean {
  const handedIn = ctx.db
    .prepare(
      `SELECT 1 FROM paper_wrongbook WHERE user_id = @user AND question_id = @question
       UNION ALL
       SELECT 1 FROM paper_records r JOIN paper_question_links l ON l.paper_id = r.paper_id
         WHERE r.user_id = @user AND r.status = 2 AND l.question_id = @question
       UNION ALL
       SELECT 1 FROM mock_paper_records m JOIN json_each(m.question_ids) j
         WHERE m.user_id = @user AND m.status = 1 AND j.value = @question
       LIMIT 1`,
    )
    .get({ user: userId, question: questionId });
  if (handedIn) return true;
  const practices = ctx.db
    .prepare(
      `SELECT DISTINCT p.* FROM practices p JOIN practice_chapters ch ON ch.practice_id = p.id
       JOIN practice_chapter_questions cq ON cq.chapter_id = ch.id WHERE cq.question_id = ? AND p.is_show = 1`,
    )
    .all(questionId) as PracticeRow[];
  return practices.some((p) => isBuy(ctx, userId, 'practice', p));
}

/** The question is on a paper or mock paper the member is sitting now. */
export function inRunningAttempt(ctx: ServerContext, userId: number, questionId: number): boolean {
  return !!ctx.db
    .prepare(
      `SELECT 1 FROM paper_records r JOIN paper_question_links l ON l.paper_id = r.paper_id
         WHERE r.user_id = @user AND r.status = 1 AND r.expired_at > @now AND l.question_id = @question
       UNION ALL
       SELECT 1 FROM mock_paper_records m JOIN json_each(m.question_ids) j
         WHERE m.user_id = @user AND m.status = 0 AND m.expired_at > @now AND j.value = @question
       LIMIT 1`,
    )
    .get({ user: userId, question: questionId, now: ctx.options.now() });
}

/** Its answer may be shown now: seen before, and not on an exam under way (seen or not). */
export const answerShown = (ctx: ServerContext, userId: number, questionId: number) =>
  answerSeen(ctx, userId, questionId) && !inRunningAttempt(ctx, userId, questionId);
