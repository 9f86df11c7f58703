import type { Context, Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { currentUserId, optionalAuth, requireAuth, type AppEnv } from '#server/http/auth.js';
import { atomicWrite } from '#server/http/atomic-write.js';
import { ok, ServiceError } from '#server/http/envelope.js';
import { readInput, validate, type Input } from '#server/http/input.js';
import { simplePage } from '#server/http/paginate.js';
import { categories, categoryCondition, topCategories } from '../shared/categories.js';
import { commentCounts } from '../shared/comments.js';
import { addCredit1, commentHtml, getUser, publicUsers } from '../shared/deps.js';
import { anyPaging, needId, optionalInt, sizePaging } from '../shared/http.js';
import { plainToHtml } from '../shared/text.js';
import { iso } from '../shared/time.js';
import {
  imageList,
  images,
  LIMITS,
  mustQuestion,
  questionHead,
  questionItems,
  statusText,
  voteCounts,
  voted,
  type AnswerRow,
  type QuestionRow,
} from './data.js';
import { memberPage } from '#server/db/member-page.js';

export const WENDA = '/addons/Wenda/api/v1';

const SCENES: Record<string, { where: string; order: string }> = {
  default: { where: '', order: 'created_at DESC, id DESC' },
  solved: { where: ' AND status = 1', order: 'created_at DESC, id DESC' },
  unsolved: { where: ' AND status = 0', order: 'created_at DESC, id DESC' },
  last_answer: { where: ' AND last_answer_at IS NOT NULL', order: 'last_answer_at DESC, id DESC' },
};

/** Title, category, text and images of a question, validated the way the create form does. */
function questionFields(ctx: ServerContext, input: Input) {
  const v = validate(input, {
    title: [{ required: '请输入标题' }, { max: LIMITS.titleMax, message: `标题不能超过${LIMITS.titleMax}个字` }],
    category_id: [{ required: '请选择分类' }, { integer: '请选择分类' }],
    original_content: [
      { required: '请输入问题描述' },
      { max: LIMITS.contentMax, message: `内容不能超过${LIMITS.contentMax}个字` },
    ],
    render_content: [{ max: LIMITS.contentMax * 2, message: `内容不能超过${LIMITS.contentMax}个字` }],
  });
  const categoryId = Number(v.category_id);
  if (!categories(ctx, 'wenda').some((c) => c.id === categoryId)) throw new ServiceError('分类不存在');
  return {
    title: v.title,
    categoryId,
    original: v.original_content,
    // The shown HTML is built from the text here; client-rendered HTML is not trusted.
    render: plainToHtml(v.original_content),
    images: JSON.stringify(images(input.images)),
  };
}

function rewardOf(input: Input): number {
  const raw = input.credit1 ?? input.credit ?? 0;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() || '0' : '';
  if (!/^\d{1,6}$/.test(text)) throw new ServiceError('悬赏积分格式错误');
  const n = Number(text);
  if (n > LIMITS.creditMax) throw new ServiceError(`悬赏积分不能超过${LIMITS.creditMax}`);
  return n;
}

function mustOwnOpenQuestion(ctx: ServerContext, c: Context<AppEnv>): QuestionRow {
  const q = mustQuestion(ctx, needId(c));
  if (q.user_id !== currentUserId(c)) throw new ServiceError('无权限');
  return q;
}

export function questionRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const db = ctx.db;

  app.get(`${WENDA}/questions`, async (c) => {
    const input = await readInput(c);
    const page = sizePaging(input, 10);
    const scene = SCENES[String(input.scene ?? 'default')] ?? SCENES.default;
    const cid = optionalInt(input, 'cid');
    let where = `1 = 1${scene.where}`;
    const args: number[] = [];
    if (cid) {
      const byCategory = categoryCondition(ctx, 'wenda', cid);
      where += ` AND ${byCategory.sql}`;
      args.push(...byCategory.args);
    }
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM wenda_questions WHERE ${where}`).get(...args) as { n: number })
      .n;
    const rows = db
      .prepare(`SELECT * FROM wenda_questions WHERE ${where} ORDER BY ${scene.order} LIMIT ? OFFSET ?`)
      .all(...args, page.size, page.offset) as QuestionRow[];
    return ok(c, { data: simplePage(questionItems(ctx, rows), total), categories: topCategories(ctx, 'wenda') });
  });

  app.get(`${WENDA}/question/create`, requireAuth(ctx), (c) => {
    const user = getUser(ctx, currentUserId(c));
    return ok(c, { categories: topCategories(ctx, 'wenda'), credit1: user?.credit1 ?? 0, limits: LIMITS });
  });

  // The bounty leaves the asker's points with the question, or not at all.
  app.post(
    `${WENDA}/question/create`,
    requireAuth(ctx),
    atomicWrite(ctx, (c, input) => {
      const f = questionFields(ctx, input);
      const reward = rewardOf(input);
      const userId = currentUserId(c);
      const now = ctx.options.now();
      if (reward > 0 && (getUser(ctx, userId)?.credit1 ?? 0) < reward) throw new ServiceError('积分不足');
      const info = db
        .prepare(
          `INSERT INTO wenda_questions (category_id, user_id, title, original_content, render_content, images, credit1, status, view_times, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?)`,
        )
        .run(f.categoryId, userId, f.title, f.original, f.render, f.images, reward, now, now);
      if (reward > 0) addCredit1(ctx, userId, -reward, `问答悬赏：${f.title}`);
      return ok(c, { id: Number(info.lastInsertRowid) });
    }),
  );

  app.get(`${WENDA}/question/:id/detail`, optionalAuth(ctx), (c) => {
    const q = mustQuestion(ctx, needId(c));
    const userId = c.get('userId');
    db.prepare('UPDATE wenda_questions SET view_times = view_times + 1 WHERE id = ?').run(q.id);
    const answers = db
      .prepare('SELECT * FROM wenda_answers WHERE question_id = ? ORDER BY is_correct DESC, id ASC')
      .all(q.id) as AnswerRow[];
    const ids = answers.map((a) => a.id);
    const votes = voteCounts(ctx, 'answer', ids);
    const replies = commentCounts(ctx, 'wenda_answer', ids);
    const users = publicUsers(ctx, [q.user_id, ...answers.map((a) => a.user_id)]);
    return ok(c, {
      question: {
        ...questionHead(ctx, q, users),
        view_times: q.view_times + 1,
        answer_count: answers.length,
        vote_count: voteCounts(ctx, 'question', [q.id]).get(q.id) ?? 0,
        credit: q.credit1,
        status: q.status,
        status_text: statusText(q.status),
        created_at: iso(q.created_at),
        render_content: q.render_content,
        images_list: imageList(ctx, q.images),
      },
      answers: answers.map((a) => ({
        id: a.id,
        user_id: a.user_id,
        user: users[a.user_id] ? { avatar: users[a.user_id].avatar, nick_name: users[a.user_id].nick_name } : [],
        vote_count: votes.get(a.id) ?? 0,
        is_vote: voted(ctx, userId, 'answer', a.id),
        is_correct: a.is_correct,
        reply_count: replies.get(a.id) ?? 0,
        render_content: commentHtml(a.original_content),
        images_list: imageList(ctx, a.images),
        created_at: iso(a.created_at),
      })),
      is_admin: userId === q.user_id,
      is_vote: voted(ctx, userId, 'question', q.id),
    });
  });

  app.get(`${WENDA}/question/:id/edit`, requireAuth(ctx), (c) => {
    const q = mustOwnOpenQuestion(ctx, c);
    return ok(c, {
      question: {
        id: q.id,
        title: q.title,
        category_id: q.category_id,
        original_content: q.original_content,
        images: imageList(ctx, q.images),
        credit1: q.credit1,
        status: q.status,
      },
      categories: topCategories(ctx, 'wenda'),
    });
  });

  app.put(
    `${WENDA}/question/:id/edit`,
    requireAuth(ctx),
    atomicWrite(ctx, (c, input) => {
      const q = mustOwnOpenQuestion(ctx, c);
      if (q.status === 1) throw new ServiceError('问题已解决，无法编辑');
      const f = questionFields(ctx, input);
      db.prepare(
        'UPDATE wenda_questions SET title = ?, category_id = ?, original_content = ?, render_content = ?, images = ?, updated_at = ? WHERE id = ?',
      ).run(f.title, f.categoryId, f.original, f.render, f.images, ctx.options.now(), q.id);
      return ok(c);
    }),
  );

  app.get(`${WENDA}/other/config`, (c) =>
    ok(c, {
      categories: topCategories(ctx, 'wenda'),
      title_max_length: LIMITS.titleMax,
      content_max_length: LIMITS.contentMax,
      images_max: LIMITS.imagesMax,
      credit1_max: LIMITS.creditMax,
    }),
  );

  app.get(`${WENDA}/member/questions`, requireAuth(ctx), async (c) => {
    const userId = currentUserId(c);
    const page = anyPaging(await readInput(c), 10);
    const { rows, total } = memberPage<QuestionRow>(
      db,
      userId,
      page,
      'wenda_questions',
      'SELECT * FROM wenda_questions WHERE user_id = ? ORDER BY created_at DESC, id DESC',
    );
    return ok(c, { data: simplePage(questionItems(ctx, rows), total) });
  });

  app.get(`${WENDA}/member/answers`, requireAuth(ctx), async (c) => {
    const userId = currentUserId(c);
    const page = anyPaging(await readInput(c), 10);
    const { rows, total } = memberPage<AnswerRow & { question_title: string; question_status: number }>(
      db,
      userId,
      page,
      'wenda_answers',
      `SELECT a.*, q.title AS question_title, q.status AS question_status FROM wenda_answers a
         JOIN wenda_questions q ON q.id = a.question_id WHERE a.user_id = ? ORDER BY a.created_at DESC, a.id DESC`,
    );
    const votes = voteCounts(
      ctx,
      'answer',
      rows.map((r) => r.id),
    );
    return ok(c, {
      data: simplePage(
        rows.map((a) => ({
          id: a.id,
          question_id: a.question_id,
          user_id: a.user_id,
          render_content: commentHtml(a.original_content),
          images_list: imageList(ctx, a.images),
          is_correct: a.is_correct,
          vote_count: votes.get(a.id) ?? 0,
          status: a.question_status,
          created_at: iso(a.created_at),
          question: {
            id: a.question_id,
            title: a.question_title,
            status: a.question_status,
            status_text: statusText(a.question_status),
          },
        })),
        total,
      ),
    });
  });
}
