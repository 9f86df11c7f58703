import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { data, failure, isUnauthenticated, startAddonServer, type AddonServer } from './helper.js';

let s: AddonServer;
beforeAll(async () => {
  s = await startAddonServer();
});
afterAll(() => s.close());

const W = '/addons/Wenda/api/v1';
const credit1 = (id: number) =>
  (s.ctx.db.prepare('SELECT credit1 FROM users WHERE id = ?').get(id) as { credit1: number }).credit1;

describe('question lists', () => {
  it('lists questions with categories and the 8.1 item fields', async () => {
    const d = data(await s.get(`${W}/questions`, { query: { page: 1, size: 10, scene: 'default' } }));
    expect(d.data.total).toBe(5);
    for (const key of ['id', 'title', 'status', 'status_text', 'credit', 'view_times', 'vote_count', 'answer_count']) {
      expect(d.data.data[0]).toHaveProperty(key);
    }
    expect(d.categories.map((c: { name: string }) => c.name)).toEqual(['前端开发', '后端开发', '职业发展']);
  });

  it('filters by scene and category', async () => {
    const solved = data(await s.get(`${W}/questions`, { query: { scene: 'solved' } }));
    expect(
      solved.data.data.every(
        (q: { status: number; status_text: string }) => q.status === 1 && q.status_text === '已解决',
      ),
    ).toBe(true);
    expect(solved.data.total).toBe(1);
    const unsolved = data(await s.get(`${W}/questions`, { query: { scene: 'unsolved' } }));
    expect(unsolved.data.total).toBe(4);
    const last = data(await s.get(`${W}/questions`, { query: { scene: 'last_answer' } }));
    expect(last.data.data.every((q: { answer_count: number }) => q.answer_count > 0)).toBe(true);
    const cats = data(await s.get(`${W}/questions`)).categories;
    const front = data(await s.get(`${W}/questions`, { query: { cid: cats[0].id } }));
    expect(front.data.total).toBe(2);
  });
});

describe('question detail', () => {
  it('shows the question, answers with authors and vote state', async () => {
    const d = data(await s.get(`${W}/question/1/detail`, { token: await s.token(2) }));
    expect(d.question).toMatchObject({ id: 1, user_id: 4, credit: 20, status: 1, answer_count: 2 });
    expect(d.question.render_content).toContain('<p>');
    expect(Array.isArray(d.question.images_list)).toBe(true);
    expect(d.answers[0]).toMatchObject({ is_correct: 1, vote_count: 3, is_vote: true, reply_count: 2 });
    expect(d.answers[0].user).toHaveProperty('nick_name');
    expect(d.answers[1].is_vote).toBe(false);
    expect(d).toMatchObject({ is_admin: false, is_vote: false });
    const own = data(await s.get(`${W}/question/1/detail`, { token: await s.token(4) }));
    expect(own.is_admin).toBe(true);
  });

  it('refuses unknown and malformed ids', async () => {
    expect(failure(await s.get(`${W}/question/9999/detail`))).toBe('问题不存在');
    expect(failure(await s.get(`${W}/question/1;DROP/detail`))).toBe('参数错误');
  });
});

describe('asking', () => {
  let cat = 0;
  beforeAll(async () => {
    cat = data(await s.get(`${W}/questions`)).categories[0].id;
  });

  it('needs a login', async () => {
    expect(isUnauthenticated(await s.post(`${W}/question/create`, {}), W)).toBe(true);
  });

  it('validates every field and joins the messages', async () => {
    const t = await s.token(5);
    expect(failure(await s.post(`${W}/question/create`, {}, { token: t }))).toBe(
      '请输入标题,请选择分类,请输入问题描述',
    );
    const base = {
      title: '如何学习 Go？',
      category_id: cat,
      original_content: '想系统学习',
      render_content: '<p>想系统学习</p>',
    };
    expect(failure(await s.post(`${W}/question/create`, { ...base, title: '长'.repeat(121) }, { token: t }))).toBe(
      '标题不能超过120个字',
    );
    expect(failure(await s.post(`${W}/question/create`, { ...base, category_id: 999 }, { token: t }))).toBe(
      '分类不存在',
    );
    expect(failure(await s.post(`${W}/question/create`, { ...base, category_id: '1 OR 1=1' }, { token: t }))).toBe(
      '请选择分类',
    );
    expect(failure(await s.post(`${W}/question/create`, { ...base, credit1: -5 }, { token: t }))).toBe(
      '悬赏积分格式错误',
    );
    expect(failure(await s.post(`${W}/question/create`, { ...base, credit1: 999999 }, { token: t }))).toBe(
      '悬赏积分不能超过10000',
    );
    expect(failure(await s.post(`${W}/question/create`, { ...base, images: ['ftp://x'] }, { token: t }))).toBe(
      '图片格式错误',
    );
    expect(failure(await s.post(`${W}/question/create`, { ...base, credit1: 100 }, { token: t }))).toBe('积分不足');
  });

  it('creates a question, takes the reward from the asker and pays it on acceptance', async () => {
    const asker = await s.token(1);
    const before = credit1(1);
    expect(before).toBeGreaterThanOrEqual(30);
    const created = data(
      await s.post(
        `${W}/question/create`,
        {
          title: '<script>alert(1)</script> 怎么写单元测试？',
          category_id: cat,
          original_content: '第一行\n<img src=x onerror=alert(1)>',
          render_content: '<img src=x onerror=alert(1)>',
          images: ['https://example.com/q.png'],
          credit1: 30,
        },
        { token: asker },
      ),
    );
    expect(created.id).toBeGreaterThan(5);
    expect(credit1(1)).toBe(before - 30);
    const detail = data(await s.get(`${W}/question/${created.id}/detail`));
    expect(detail.question.render_content).toBe('<p>第一行</p><p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(detail.question.images_list).toEqual(['https://example.com/q.png']);
    expect(detail.question.credit).toBe(30);

    const answerer = await s.token(6);
    expect(
      failure(await s.post(`${W}/question/${created.id}/answer`, { original_content: '' }, { token: answerer })),
    ).toBe('请输入回答内容');
    expect(
      failure(await s.post(`${W}/question/${created.id}/answer`, { original_content: '自问自答' }, { token: asker })),
    ).toBe('不能回答自己的问题');
    const answer = data(
      await s.post(`${W}/question/${created.id}/answer`, { original_content: '用 vitest 就好。' }, { token: answerer }),
    );
    expect(
      failure(await s.post(`${W}/question/${created.id}/correct`, { answer_id: answer.id }, { token: answerer })),
    ).toBe('无权限');
    expect(failure(await s.post(`${W}/question/${created.id}/correct`, { answer_id: 1 }, { token: asker }))).toBe(
      '回答不存在',
    );
    const paid = credit1(6);
    data(await s.post(`${W}/question/${created.id}/correct`, { answer_id: answer.id }, { token: asker }));
    expect(credit1(6)).toBe(paid + 30);
    const solved = data(await s.get(`${W}/question/${created.id}/detail`));
    expect(solved.question.status).toBe(1);
    expect(solved.answers[0].is_correct).toBe(1);
    expect(
      failure(await s.post(`${W}/question/${created.id}/correct`, { answer_id: answer.id }, { token: asker })),
    ).toBe('问题已解决');
    expect(
      failure(await s.post(`${W}/question/${created.id}/answer`, { original_content: '晚了' }, { token: answerer })),
    ).toBe('问题已解决');
  });

  it('lets the asker edit an open question only', async () => {
    const t = await s.token(15);
    const form = data(await s.get(`${W}/question/4/edit`, { token: t }));
    expect(form.question).toMatchObject({ id: 4, title: 'TypeScript 泛型约束 extends keyof 是什么意思？' });
    data(
      await s.post(
        `${W}/question/4/edit`,
        { title: '泛型约束 keyof 的含义', category_id: cat, original_content: '看不懂' },
        { token: t, method: 'PUT' },
      ),
    );
    expect(data(await s.get(`${W}/question/4/detail`)).question.title).toBe('泛型约束 keyof 的含义');
    expect(failure(await s.get(`${W}/question/4/edit`, { token: await s.token(2) }))).toBe('无权限');
  });
});

describe('votes and answer comments', () => {
  it('toggles votes on questions and answers', async () => {
    const t = await s.token(13);
    expect(data(await s.post(`${W}/vote`, { id: 2, type: 'question' }, { token: t }))).toEqual({ ok: 1 });
    expect(data(await s.get(`${W}/question/2/detail`, { token: t })).is_vote).toBe(true);
    expect(data(await s.post(`${W}/vote`, { id: 2, type: 'question' }, { token: t }))).toEqual({ ok: 0 });
    expect(failure(await s.post(`${W}/vote`, { id: 2, type: 'user' }, { token: t }))).toBe('参数错误');
    expect(failure(await s.post(`${W}/vote`, { id: 999, type: 'answer' }, { token: t }))).toBe('回答不存在');
  });

  it('pages answer comments and accepts replies', async () => {
    const d = data(await s.get(`${W}/question/answer/1/comments`, { query: { page: 1, page_size: 10 } }));
    expect(d.data.total).toBe(1);
    expect(d.data.data[0].children_count).toBe(1);
    const t = await s.token(14);
    const made = data(await s.post(`${W}/question/answer/1/comment`, { content: '学习了' }, { token: t }));
    expect(made.id).toBeGreaterThan(0);
  });

  it('serves the form config', async () => {
    const d = data(await s.get(`${W}/other/config`));
    expect(d).toMatchObject({ title_max_length: 120, images_max: 9 });
  });
});

describe('member Q&A lists', () => {
  it('lists my questions and my answers nested one level deeper', async () => {
    const t = await s.token(1);
    const qs = data(await s.get(`${W}/member/questions`, { token: t, query: { page: 1, page_size: 10 } }));
    expect(qs.data.total).toBeGreaterThanOrEqual(1);
    const mine = qs.data.data.find((q: { title: string }) => q.title === 'MySQL 大表加字段会锁表吗？');
    expect(mine).toMatchObject({ status: 0, answer_count: 2 });
    const as = data(await s.get(`${W}/member/answers`, { token: t }));
    expect(as.data.total).toBe(1);
    expect(as.data.data[0]).toMatchObject({ question_id: 3, is_correct: 0, vote_count: 2 });
    // Answers render like every comment: the text as written, escaped once (no added markup).
    expect(as.data.data[0].render_content).toBe(
      '先打牢 HTML、CSS、JavaScript 基础，再学一个框架，最后做两三个完整项目放进简历。',
    );
    expect(isUnauthenticated(await s.get(`${W}/member/answers`), W)).toBe(true);
  });
});
