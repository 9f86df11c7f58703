import type { Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { currentUserId, requireAuth, type AppEnv } from '#server/http/auth.js';
import { atomicWrite } from '#server/http/atomic-write.js';
import { ok, ServiceError } from '#server/http/envelope.js';
import { readInput } from '#server/http/input.js';
import { addComment, pageComments, readCommentPost, threadParam } from '../shared/comments.js';
import { addCredit1, notifyUser } from '../shared/deps.js';
import { anyPaging, needId, needInt } from '../shared/http.js';
import { answerContent, images, mustAnswer, mustQuestion } from './data.js';
import { WENDA } from './routes-questions.js';

export function answerRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const db = ctx.db;

  app.post(
    `${WENDA}/question/:id/answer`,
    requireAuth(ctx),
    atomicWrite(ctx, (c, input) => {
      const q = mustQuestion(ctx, needId(c));
      const { original, render } = answerContent(input);
      const pics = JSON.stringify(images(input.images));
      const userId = currentUserId(c);
      if (q.status === 1) throw new ServiceError('问题已解决');
      if (q.user_id === userId) throw new ServiceError('不能回答自己的问题');
      const now = ctx.options.now();
      const info = db
        .prepare(
          'INSERT INTO wenda_answers (question_id, user_id, original_content, render_content, images, is_correct, created_at) VALUES (?, ?, ?, ?, ?, 0, ?)',
        )
        .run(q.id, userId, original, render, pics, now);
      db.prepare('UPDATE wenda_questions SET last_answer_at = ? WHERE id = ?').run(now, q.id);
      notifyUser(ctx, q.user_id, `您的问题「${q.title}」有了新回答`);
      return ok(c, { id: Number(info.lastInsertRowid) });
    }),
  );

  // Accepting an answer solves the question and pays its reward to the answerer, once.
  app.post(
    `${WENDA}/question/:id/correct`,
    requireAuth(ctx),
    atomicWrite(ctx, (c, input) => {
      const q = mustQuestion(ctx, needId(c));
      const answerId = needInt(input, 'answer_id');
      if (q.user_id !== currentUserId(c)) throw new ServiceError('无权限');
      if (q.status === 1) throw new ServiceError('问题已解决');
      const answer = mustAnswer(ctx, answerId);
      if (answer.question_id !== q.id) throw new ServiceError('回答不存在');
      db.prepare('UPDATE wenda_answers SET is_correct = 1 WHERE id = ?').run(answer.id);
      db.prepare('UPDATE wenda_questions SET status = 1, updated_at = ? WHERE id = ?').run(ctx.options.now(), q.id);
      if (q.credit1 > 0) addCredit1(ctx, answer.user_id, q.credit1, `问答悬赏：${q.title}`);
      notifyUser(
        ctx,
        answer.user_id,
        `您在「${q.title}」中的回答被采纳了${q.credit1 > 0 ? `，获得${q.credit1}积分` : ''}`,
      );
      return ok(c);
    }),
  );

  app.get(`${WENDA}/question/answer/:id/comments`, async (c) => {
    const answer = mustAnswer(ctx, needId(c));
    const input = await readInput(c);
    return ok(c, pageComments(ctx, 'wenda_answer', answer.id, threadParam(input), anyPaging(input, 10)));
  });

  app.post(`${WENDA}/question/answer/:id/comment`, requireAuth(ctx), async (c) => {
    const answer = mustAnswer(ctx, needId(c));
    const input = await readInput(c);
    const id = addComment(ctx, 'wenda_answer', answer.id, currentUserId(c), readCommentPost(input));
    return ok(c, { id, comment_id: id });
  });

  // Votes are toggles on a question or an answer; `ok` says whether the vote now stands.
  const vote = atomicWrite(ctx, (c, input) => {
    const type = String(input.type ?? '');
    if (type !== 'question' && type !== 'answer') throw new ServiceError('参数错误');
    const id = needInt(input, 'id');
    if (type === 'question') mustQuestion(ctx, id);
    else mustAnswer(ctx, id);
    const userId = currentUserId(c);
    const removed = db
      .prepare('DELETE FROM wenda_votes WHERE user_id = ? AND target_type = ? AND target_id = ?')
      .run(userId, type, id).changes;
    if (!removed) {
      db.prepare('INSERT INTO wenda_votes (user_id, target_type, target_id, created_at) VALUES (?, ?, ?, ?)').run(
        userId,
        type,
        id,
        ctx.options.now(),
      );
    }
    return ok(c, { ok: removed ? 0 : 1 });
  });
  app.on(['GET', 'POST'], `${WENDA}/vote`, requireAuth(ctx), vote);
}
