import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, shapeErrors } from './client-shape.js';
import { data, failure, isUnauthenticated, startAddonServer, type AddonServer } from './helper.js';

let s: AddonServer;
beforeAll(async () => {
  s = await startAddonServer();
});
afterAll(() => s.close());

const V1 = '/addons/Paper/api/v1';
const V2 = '/addons/Paper/api/v2';

interface Entry {
  question_id: number;
  question: { id: number; type: number; content: string };
}

describe('exam home and lists', () => {
  it('counts papers, mock papers, practices and the member books', async () => {
    const anon = data(await s.get(`${V2}/stats/index`));
    expect(anon).toEqual({
      papers_count: 4,
      mock_papers_count: 2,
      practices_count: 3,
      practice_chapters_count: 5,
      wrong_book_count: 0,
      collection_count: 0,
    });
    const demo = data(await s.get(`${V2}/stats/index`, { token: await s.token(1) }));
    expect(demo.collection_count).toBe(3);
    expect(demo.wrong_book_count).toBeGreaterThan(0);
  });

  it('lists papers with categories, children and the member attempts', async () => {
    const d = data(await s.get(`${V1}/papers`, { token: await s.token(1), query: { page: 1, page_size: 10 } }));
    expect(d.data.total).toBe(4);
    const js = d.data.data.find((p: { title: string }) => p.title === 'JavaScript 基础能力测试');
    expect(js).toMatchObject({
      charge: 0,
      expired_minutes: 60,
      questions_count: 7,
      score: 65,
      cur_user_can_join: true,
    });
    expect(d.categories.map((c: { name: string }) => c.name)).toEqual(['前端开发', '后端开发', '通用基础']);
    const front = d.categories[0].id;
    expect(d.category_children[front].map((c: { name: string }) => c.name)).toEqual(['JavaScript', 'CSS']);
    expect(d.user_papers[js.id]).toMatchObject({ status: 2 });
    const filtered = data(await s.get(`${V1}/papers`, { query: { cid1: front } }));
    expect(filtered.data.total).toBe(1);
  });

  it('shows paper detail with outline, attempts and join state', async () => {
    const d = data(await s.get(`${V1}/paper/1`, { token: await s.token(1) }));
    expect(d.paper).toMatchObject({
      title: 'JavaScript 基础能力测试',
      charge: 0,
      score: 65,
      pass_score: 40,
      try_times: 0,
      enabled_invite: 0,
    });
    // The outline grouped by type, as the public client counts it.
    const outline = d.questions as Record<string, { id: number; type: number }[]>;
    expect(Object.fromEntries(Object.entries(outline).map(([t, qs]) => [t, qs.length]))).toEqual({
      1: 2,
      2: 1,
      3: 1,
      4: 1,
      5: 1,
      6: 1,
    });
    expect(outline[1][0]).not.toHaveProperty('answer');
    expect(d.user_papers).toHaveLength(2);
    expect(d.user_papers[0]).toHaveProperty('score');
    expect(d).toMatchObject({ can_join: true, join_count: 2, is_buy: true });
    expect(Array.isArray(d.required_courses)).toBe(true);
  });
});

describe('taking a paper', () => {
  it('needs a login to join', async () => {
    expect(isUnauthenticated(await s.get(`${V1}/paper/1/join`), V1)).toBe(true);
  });

  it('gives full marks for fully right answers', async () => {
    const t = await s.token(11);
    const { record_id: rid } = data(await s.get(`${V1}/paper/1/join`, { token: t }));
    const qs = data(await s.get(`${V1}/paper/1/join/${rid}`, { token: t })).questions as Entry[];
    const rows = s.ctx.db
      .prepare('SELECT id, parent_id, type, answer, options FROM paper_questions ORDER BY sort')
      .all() as {
      id: number;
      parent_id: number;
      type: number;
      answer: string;
      options: string;
    }[];
    const right = (q: { type: number; answer: string; options: string }): unknown => {
      if (q.type === 3) return JSON.parse(q.answer);
      if (q.type === 4) return (JSON.parse(q.options) as string[]).join('、');
      if (q.type === 5) return Number(q.answer);
      return q.answer;
    };
    const submit = (question_id: unknown, answer: unknown) =>
      s.post(`${V1}/paper/1/submit/single`, { pid: rid, question_id, answer }, { token: t });
    for (const q of qs) {
      const row = rows.find((r) => r.id === q.question_id)!;
      if (row.type !== 6) data(await submit(q.question_id, right(row)));
      else {
        const parts = rows.filter((r) => r.parent_id === row.id);
        for (const [i, part] of parts.entries()) data(await submit(`${row.id}-cap-${i}`, right(part)));
      }
    }
    expect(data(await s.post(`${V1}/paper/1/submit/all`, { pid: rid }, { token: t }))).toEqual({
      status: 2,
      total_score: 65,
    });
  });

  it('refuses bad submissions with Chinese messages', async () => {
    const t = await s.token(12);
    const { record_id: rid } = data(await s.get(`${V1}/paper/1/join`, { token: t }));
    const qs = data(await s.get(`${V1}/paper/1/join/${rid}`, { token: t })).questions as Entry[];
    const post = (body: Record<string, unknown>) => s.post(`${V1}/paper/1/submit/single`, body, { token: t });
    expect(failure(await post({ pid: 999999, question_id: qs[0].question_id, answer: 'option1' }))).toBe(
      '考试记录不存在',
    );
    expect(failure(await post({ pid: "1' OR '1'='1", question_id: qs[0].question_id, answer: 'option1' }))).toBe(
      '参数错误',
    );
    expect(failure(await post({ pid: rid, question_id: 999999, answer: 'option1' }))).toBe('试题不存在');
    expect(failure(await post({ pid: rid, question_id: qs[3].question_id, answer: { x: 1 } }))).toBe('答案格式错误');
    expect(
      failure(
        await post({ pid: rid, question_id: qs[5].question_id, answer: '见图', images: ['javascript:alert(1)'] }),
      ),
    ).toBe('图片格式错误');
    expect(failure(await post({ pid: rid, question_id: qs[5].question_id, answer: '字'.repeat(5001) }))).toBe(
      '答案内容过长',
    );
    expect(failure(await s.get(`${V1}/paper/1/join/${rid}`, { token: await s.token(13) }))).toBe('考试记录不存在');
    expect(failure(await s.get(`${V1}/paper/abc`))).toBe('参数错误');
    expect(failure(await s.get(`${V1}/paper/404`))).toBe('试卷不存在');
  });

  it('hands in an attempt whose time ran out', async () => {
    const t = await s.token(14);
    const { record_id: rid } = data(await s.get(`${V1}/paper/1/join`, { token: t }));
    s.ctx.db.prepare('UPDATE paper_records SET expired_at = ? WHERE id = ?').run(s.ctx.options.now() - 1000, rid);
    const play = data(await s.get(`${V1}/paper/1/join/${rid}`, { token: t }));
    expect(play.user_paper.status).toBe(2);
    expect(play.questions[0].question.answer).toBe('option3');
  });

  it('checks purchase, VIP and attempt limits', async () => {
    const t = await s.token(15);
    expect(failure(await s.get(`${V1}/paper/2/join`, { token: t }))).toBe('请购买试卷');
    expect(data(await s.get(`${V1}/paper/2`, { token: t })).can_join).toBe(false);
    const vip = await s.token(3);
    expect(data(await s.get(`${V1}/paper/2/join`, { token: vip })).record_id).toBeGreaterThan(0);
    for (let i = 0; i < 2; i++) {
      const { record_id } = data(await s.get(`${V1}/paper/3/join`, { token: vip }));
      data(await s.post(`${V1}/paper/3/submit/all`, { pid: record_id }, { token: vip }));
    }
    expect(failure(await s.get(`${V1}/paper/3/join`, { token: vip }))).toBe('考试次数已用完');
    const records = data(await s.get(`${V1}/paper/3/joinRecords`, { token: vip }));
    expect(records.total).toBe(2);
    expect(records.data[0]).toMatchObject({ status: 2, paper_id: 3 });
  });
});

describe('wrong-book and collection', () => {
  it('toggles collection and reports status through POST, as the public client asks', async () => {
    const t = await s.token(19);
    const qid = 1;
    const status = await s.post(`${V1}/collection/status`, { question_id: qid }, { token: t });
    expect(shapeErrors(status.body, fixture('collection-status').response, 'body')).toEqual([]);
    expect(status.body.data).toEqual({ status: 0 });
    const toggled = await s.post(`${V1}/collection/action`, { question_id: qid }, { token: t });
    expect(toggled.body.code).toBe(fixture('collection-action').response.code);
    expect(toggled.body.data).toEqual({ status: 1 });
    const multi = await s.post(`${V1}/collection/status/multi`, { question_ids: [1, 2] }, { token: t });
    expect(shapeErrors(multi.body, fixture('collection-status-multi').response, 'body')).toEqual([]);
    expect(multi.body.data).toEqual({ 1: 1, 2: 0 });
    expect(failure(await s.post(`${V1}/collection/status/multi`, { question_ids: '1,2' }, { token: t }))).toBe(
      '参数错误',
    );
    // Reads by GET are not the addon's.
    expect((await s.get(`${V1}/collection/status`, { token: t, query: { question_id: qid } })).status).toBe(404);
    // The public client reads types_count (frontend-v3 src/pages/exam/collection/index.tsx).
    const stats = data(await s.get(`${V1}/collection/stats`, { token: t }));
    expect(stats.types_count).toEqual({ 1: 1, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 });
    const list = data(await s.get(`${V1}/collection/questions`, { token: t }));
    expect(list.data.data[0].question.answer).toBe('option3');
    const q = data(await s.get(`${V2}/question/${qid}`, { token: t }));
    expect(q.question).toMatchObject({ id: qid, answer: 'option3' });
    expect(data(await s.post(`${V2}/question/${qid}/answer`, { answer: 'option3' }, { token: t }))).toEqual([]);
    expect(data(await s.post(`${V1}/collection/action`, { question_id: qid }, { token: t }))).toEqual({ status: 0 });
    expect(failure(await s.get(`${V2}/question/${qid}`, { token: t }))).toBe('试题不存在');
    expect(failure(await s.post(`${V1}/collection/action`, { question_id: 'x' }, { token: t }))).toBe('参数错误');
  });

  it('practises and removes wrong-book questions', async () => {
    const t = await s.token(1);
    const random = data(await s.get(`${V1}/wrongbook/random`, { token: t }));
    expect(random.questions.length).toBeGreaterThan(0);
    const plain = random.questions.find((q: { type: number }) => q.type === 1);
    const qid = plain.id;
    const wrongTimes = () =>
      (
        s.ctx.db
          .prepare('SELECT wrong_times AS n FROM paper_wrongbook WHERE user_id = 1 AND question_id = ?')
          .get(qid) as {
          n: number;
        }
      ).n;
    const before = wrongTimes();
    data(await s.post(`${V1}/questions/practice`, { question_id: qid, answer: 'option4' }, { token: t }));
    expect(wrongTimes()).toBe(before + 1);
    data(await s.post(`${V1}/wrongbook/${qid}`, undefined, { token: t, method: 'DELETE' }));
    expect(failure(await s.post(`${V1}/wrongbook/${qid}`, undefined, { token: t, method: 'DELETE' }))).toBe(
      '错题不存在',
    );
  });
});

describe('member exam lists', () => {
  it('needs a login (envelope 401 on v2 paths)', async () => {
    for (const p of ['joinPapers', 'joinMockPapers', 'joinPractices']) {
      expect(isUnauthenticated(await s.get(`${V2}/member/${p}`), V2)).toBe(true);
    }
  });

  it('lists joined papers with the best score', async () => {
    const d = data(await s.get(`${V2}/member/joinPapers`, { token: await s.token(1), query: { page: 1, size: 10 } }));
    expect(d.total).toBe(2);
    const js = d.data.find((r: { paper_id: number }) => r.paper_id === 1);
    expect(js).toMatchObject({ paper_id: 1, join_count: 2 });
    expect(js.max_score).toBeGreaterThan(0);
    expect(js.paper).toMatchObject({ id: 1, title: 'JavaScript 基础能力测试', score: 65 });
  });

  it('lists joined mock papers and practices', async () => {
    const t = await s.token(1);
    const mocks = data(await s.get(`${V2}/member/joinMockPapers`, { token: t }));
    expect(mocks.total).toBe(1);
    expect(mocks.data[0]).toMatchObject({ paper_id: 1 });
    expect(mocks.data[0].paper).toMatchObject({ question_count: 7 });
    expect(mocks.data[0].max_score).toBeGreaterThan(0);
    const practices = data(await s.get(`${V2}/member/joinPractices`, { token: t }));
    expect(practices.data[0]).toMatchObject({ pid: 1, submit_count: 3, practice_question_count: 7 });
    expect(practices.data[0].practice).toEqual({ id: 1, name: 'JavaScript 每日一练' });
  });
});
