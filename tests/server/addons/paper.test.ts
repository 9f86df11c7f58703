import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  question: {
    id: number;
    type: number;
    answer: string;
    remark: string;
    score: number;
    children?: { id: number; type: number }[];
  };
  answer_content: string;
  answer_contents_rows: string[];
  thumbs_rows: string[];
  is_correct: number;
  score: number;
  children?: { question_id: number; is_correct: number; score: number }[];
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

  it('scores every question type on submit', async () => {
    const t = await s.token(10);
    const { record_id: rid } = data(await s.get(`${V1}/paper/1/join`, { token: t }));
    expect(rid).toBeGreaterThan(0);
    // Joining again resumes the running attempt.
    expect(data(await s.get(`${V1}/paper/1/join`, { token: t })).record_id).toBe(rid);

    const play = data(await s.get(`${V1}/paper/1/join/${rid}`, { token: t }));
    expect(play.user_paper).toMatchObject({ id: rid, status: 1, score: 0 });
    expect(play.user_paper.ended_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const qs = play.questions as Entry[];
    expect(qs.map((q) => q.question.type)).toEqual([1, 1, 2, 3, 5, 4, 6]);
    for (const q of qs) {
      expect(q.question.answer).toBe('');
      expect(q.question.remark).toBe('');
      expect(q.is_correct).toBe(-1);
    }
    expect(qs[0].question).toHaveProperty('content_transform');
    expect(qs[0].question).toMatchObject({ type_text: '单选题' });
    const [single, single2, multi, fill, judge, essay, compound] = qs;
    const [p1, p2, p3] = compound.question.children!;

    const submit = (question_id: number, answer: unknown, images?: unknown) =>
      s.post(`${V1}/paper/1/submit/single`, { pid: rid, question_id, answer, images }, { token: t });
    data(await submit(single.question_id, 'C'));
    data(await submit(single2.question_id, 'A'));
    data(await submit(multi.question_id, ['B', 'A']));
    data(await submit(fill.question_id, ['FIND', 'indexOf']));
    data(await submit(judge.question_id, '1'));
    data(await submit(essay.question_id, '先执行宏任务，再执行微任务。', ['https://example.com/a.png']));
    data(await submit(compound.question_id, { [p1.id]: 'B', [p2.id]: '0' }));
    data(await submit(p3.id, '3'));

    const result = data(await s.post(`${V1}/paper/1/submit/all`, { pid: rid }, { token: t }));
    // 5 (single) + 0 + 5 (multi, half) + 5 (one blank of two) + 0 (judge) + 10 (two of three keywords) + 10 (compound parts 5+0+5)
    expect(result).toEqual({ status: 2, total_score: 35 });

    const done = data(await s.get(`${V1}/paper/1/join/${rid}`, { token: t }));
    expect(done.user_paper).toMatchObject({ status: 2, score: 35 });
    const byId = new Map((done.questions as Entry[]).map((q) => [q.question_id, q]));
    expect(byId.get(single.question_id)).toMatchObject({ is_correct: 1, score: 5, answer_content: 'C' });
    expect(byId.get(single.question_id)!.question.answer).toBe('C');
    expect(byId.get(multi.question_id)).toMatchObject({ is_correct: 0, score: 5, answer_contents_rows: ['A', 'B'] });
    expect(byId.get(fill.question_id)).toMatchObject({
      is_correct: 0,
      score: 5,
      answer_contents_rows: ['FIND', 'indexOf'],
    });
    expect(byId.get(judge.question_id)).toMatchObject({ is_correct: 0, score: 0 });
    expect(byId.get(essay.question_id)).toMatchObject({
      is_correct: 0,
      score: 10,
      thumbs_rows: ['https://example.com/a.png'],
    });
    const c = byId.get(compound.question_id)!;
    expect(c).toMatchObject({ is_correct: 0, score: 10 });
    expect(c.children!.map((x) => x.score)).toEqual([5, 0, 5]);
    expect(c.question.score).toBe(15);

    expect(failure(await s.post(`${V1}/paper/1/submit/all`, { pid: rid }, { token: t }))).toBe('试卷已交卷');
    expect(failure(await submit(single.question_id, 'C'))).toBe('考试已结束');

    // v1/wrongbook answers counts (what the public client reads); v2/wrongbook/questions starts a
    // replay: the ids in order and the first question.
    const wrong = data(await s.get(`${V2}/wrongbook/questions`, { token: t }));
    const wrongIds = wrong.questions_ids as number[];
    expect(wrongIds).toEqual(
      expect.arrayContaining([single2.question_id, multi.question_id, judge.question_id, compound.question_id]),
    );
    expect(wrongIds).not.toContain(single.question_id);
  });

  it('gives full marks for fully right answers', async () => {
    const t = await s.token(11);
    const { record_id: rid } = data(await s.get(`${V1}/paper/1/join`, { token: t }));
    const qs = data(await s.get(`${V1}/paper/1/join/${rid}`, { token: t })).questions as Entry[];
    const answers: Record<number, unknown> = {};
    const correct = s.ctx.db.prepare('SELECT id, type, answer, options FROM paper_questions').all() as {
      id: number;
      type: number;
      answer: string;
      options: string;
    }[];
    const right = (id: number): unknown => {
      const q = correct.find((x) => x.id === id)!;
      if (q.type === 3) return (JSON.parse(q.answer) as string[]).map((b) => b.split('|')[0]);
      if (q.type === 4) return (JSON.parse(q.options) as string[]).join('、');
      return q.answer;
    };
    for (const q of qs) {
      answers[q.question_id] =
        q.question.type === 6
          ? Object.fromEntries(q.question.children!.map((p) => [p.id, right(p.id)]))
          : right(q.question_id);
      data(
        await s.post(
          `${V1}/paper/1/submit/single`,
          { pid: rid, question_id: q.question_id, answer: answers[q.question_id] },
          { token: t },
        ),
      );
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
    expect(failure(await post({ pid: 999999, question_id: qs[0].question_id, answer: 'A' }))).toBe('考试记录不存在');
    expect(failure(await post({ pid: "1' OR '1'='1", question_id: qs[0].question_id, answer: 'A' }))).toBe('参数错误');
    expect(failure(await post({ pid: rid, question_id: 999999, answer: 'A' }))).toBe('试题不存在');
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
    expect(play.questions[0].question.answer).not.toBe('');
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

describe('mock papers', () => {
  it('lists, draws questions per attempt and scores the submission', async () => {
    const list = data(await s.get(`${V1}/mock_papers`, { query: { page: 1, size: 10 } }));
    expect(list.data.total).toBe(2);
    expect(list.categories).toHaveLength(2);
    const mock = list.data.data.find((m: { charge: number }) => m.charge === 0);
    expect(mock).toMatchObject({ question_count: 7, expired_minutes: 30 });

    const t = await s.token(16);
    expect(data(await s.get(`${V1}/mock_paper/${mock.id}`, { token: t }))).toMatchObject({
      is_buy: true,
      can_join: true,
    });
    const { record_id: rid } = data(await s.post(`${V1}/mock_paper/${mock.id}`, {}, { token: t }));
    const play = data(await s.get(`${V1}/mock_paper/record/${rid}`, { token: t }));
    expect(play.record).toMatchObject({ id: rid, status: 0 });
    const qs = play.questions as Entry[];
    expect(qs).toHaveLength(7);
    expect(new Set(qs.map((q) => q.question.type))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    const single = qs.find((q) => q.question.type === 1)!;
    const answer = (
      s.ctx.db.prepare('SELECT answer FROM paper_questions WHERE id = ?').get(single.question_id) as { answer: string }
    ).answer;
    data(
      await s.post(
        `${V1}/mock_paper/record/${rid}/submit/single`,
        { question_id: single.question_id, answer },
        { token: t },
      ),
    );
    expect(
      failure(
        await s.post(`${V1}/mock_paper/record/${rid}/submit/single`, { question_id: 1_000_000, answer }, { token: t }),
      ),
    ).toBe('试题不存在');
    expect(data(await s.post(`${V1}/mock_paper/record/${rid}/submit`, {}, { token: t }))).toEqual({
      status: 1,
      total_score: 5,
    });
    const done = data(await s.get(`${V1}/mock_paper/record/${rid}`, { token: t }));
    expect(done.record).toMatchObject({ status: 1, score: 5 });
    const records = data(await s.get(`${V1}/mock_paper/${mock.id}/records`, { token: t }));
    expect(records.total).toBe(1);

    const paid = list.data.data.find((m: { charge: number }) => m.charge > 0);
    expect(failure(await s.post(`${V1}/mock_paper/${paid.id}`, {}, { token: t }))).toBe('请购买模拟试卷');
  });
});

describe('practice', () => {
  it('shows chapters with progress and reveals answers once answered', async () => {
    const t = await s.token(17);
    const list = data(await s.get(`${V1}/practices`));
    expect(list.data.total).toBe(3);
    const free = list.data.data.find((p: { name: string }) => p.name === 'JavaScript 每日一练');
    expect(free).toMatchObject({ chapters_count: 2, questions_count: 7 });
    const detail = data(await s.get(`${V1}/practice/${free.id}`, { token: t }));
    expect(detail).toMatchObject({ is_buy: true, submit_count: 0 });
    const chapter = detail.chapters[0];
    expect(chapter).toMatchObject({ questions_count: 3, submit_count: 0 });

    const join = data(await s.get(`${V1}/practice/${free.id}/join/${chapter.id}`, { token: t }));
    const first = join.questions[0] as Entry;
    expect(first.question.answer).toBe('');
    const graded = data(
      await s.post(`${V1}/practice/${free.id}/join/question/${first.question_id}`, { answer: 'A' }, { token: t }),
    );
    expect(graded).toMatchObject({ question_id: first.question_id, is_correct: 0, score: 0, answer_content: 'A' });
    expect(graded.question.answer).toBe('C');
    expect(graded.question.remark).not.toBe('');
    const after = data(await s.get(`${V1}/practice/${free.id}`, { token: t }));
    expect(after.submit_count).toBe(1);
    expect(after.chapters[0].submit_count).toBe(1);
    const wrong = data(await s.get(`${V2}/wrongbook/questions`, { token: t }));
    expect(wrong.questions_ids).toContain(first.question_id);
    expect(failure(await s.get(`${V1}/practice/${free.id}/join/999999`, { token: t }))).toBe('章节不存在');
  });

  it('answers a compound question part by part', async () => {
    const t = await s.token(18);
    const detail = data(await s.get(`${V1}/practice/1`, { token: t }));
    const join = data(await s.get(`${V1}/practice/1/join/${detail.chapters[1].id}`, { token: t }));
    const compound = (join.questions as Entry[]).find((q) => q.question.type === 6)!;
    const part = compound.question.children![0];
    const graded = data(await s.post(`${V1}/practice/1/join/question/${part.id}`, { answer: 'B' }, { token: t }));
    expect(graded).toMatchObject({ question_id: compound.question_id, is_correct: 1, score: 5 });
  });

  it('gives a stable daily set and guards paid practices', async () => {
    const t = await s.token(17);
    const a = data(await s.get(`${V1}/practice/1/day`, { token: t }));
    const b = data(await s.get(`${V1}/practice/1/day`, { token: t }));
    expect(a.questions).toHaveLength(5);
    expect(a.questions.map((q: Entry) => q.question_id)).toEqual(b.questions.map((q: Entry) => q.question_id));
    expect(a.date).toMatch(/^\d{4}-\d\d-\d\d$/);
    const paid = data(await s.get(`${V1}/practices`)).data.data.find((p: { charge: number }) => p.charge > 0);
    expect(failure(await s.get(`${V1}/practice/${paid.id}/day`, { token: t }))).toBe('请购买练习');
  });
});

describe('wrong-book and collection', () => {
  it('toggles collection and reports status', async () => {
    const t = await s.token(19);
    const qid = 1;
    expect(data(await s.get(`${V1}/collection/status`, { token: t, query: { question_id: qid } }))).toEqual({
      status: 0,
    });
    expect(data(await s.post(`${V1}/collection/action`, { question_id: qid }, { token: t }))).toEqual({ status: 1 });
    expect(data(await s.get(`${V1}/collection/status/multi`, { token: t, query: { question_ids: '1,2' } }))).toEqual({
      1: 1,
      2: 0,
    });
    // The public client reads types_count (frontend-v3 src/pages/exam/collection/index.tsx).
    const stats = data(await s.get(`${V1}/collection/stats`, { token: t }));
    expect(stats.types_count).toEqual({ 1: 1, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 });
    const list = data(await s.get(`${V1}/collection/questions`, { token: t }));
    expect(list.data.data[0].question.answer).toBe('C');
    const q = data(await s.get(`${V2}/question/${qid}`, { token: t }));
    expect(q.question).toMatchObject({ id: qid, answer: '' });
    const answered = data(await s.post(`${V2}/question/${qid}/answer`, { answer: 'C' }, { token: t }));
    expect(answered).toMatchObject({ is_correct: 1, score: 5 });
    expect(answered.question.answer).toBe('C');
    expect(data(await s.post(`${V1}/collection/action`, { question_id: qid }, { token: t }))).toEqual({ status: 0 });
    expect(failure(await s.get(`${V2}/question/${qid}`, { token: t }))).toBe('试题不存在');
    expect(failure(await s.post(`${V1}/collection/action`, { question_id: 'x' }, { token: t }))).toBe('参数错误');
  });

  it('practises and removes wrong-book questions', async () => {
    const t = await s.token(1);
    const random = data(await s.get(`${V1}/wrongbook/random`, { token: t }));
    expect(random.questions.length).toBeGreaterThan(0);
    const plain = random.questions.find((q: { type: number }) => q.type !== 6) ?? random.questions[0];
    const qid = plain.id;
    const graded = data(
      await s.post(`${V1}/questions/practice`, { question_id: qid, answer: plain.type === 6 ? {} : 'Z' }, { token: t }),
    );
    expect(graded.question_id).toBe(qid);
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
