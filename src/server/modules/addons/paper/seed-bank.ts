import type { ServerContext } from '#server/context.js';

/** One question of the demo bank; `parts` only for compound (type 6) questions. */
export interface QuestionSeed {
  type: 1 | 2 | 3 | 4 | 5 | 6;
  score: number;
  content: string;
  /** Choice texts (1, 2) or scoring keywords (4). */
  options?: string[];
  /** 'option1' / 'option1,option3' / blanks array / reference text / '1'|'0'. */
  answer: string | string[];
  remark: string;
  level?: number;
  parts?: QuestionSeed[];
}

export const JS_BANK: QuestionSeed[] = [
  {
    type: 1,
    score: 5,
    content: '<p>以下哪个关键字声明的变量<strong>不能</strong>被重新赋值？</p>',
    options: ['var', 'let', 'const', 'function'],
    answer: 'option3',
    remark: '<p>const 声明的是常量绑定，声明后不能重新赋值（但对象内部属性仍可修改）。</p>',
  },
  {
    type: 1,
    score: 5,
    content: '<p><code>typeof null</code> 的结果是？</p>',
    options: ['"null"', '"object"', '"undefined"', '"number"'],
    answer: 'option2',
    remark: '<p>这是 JavaScript 早期实现遗留的历史问题，typeof null 返回 "object"。</p>',
  },
  {
    type: 2,
    score: 10,
    content: '<p>以下哪些属于 JavaScript 的原始类型？</p>',
    options: ['string', 'symbol', 'array', 'bigint'],
    answer: 'option1,option2,option4',
    remark: '<p>数组是对象，不是原始类型；原始类型共有七种。</p>',
  },
  {
    type: 3,
    score: 10,
    content: '<p>数组方法 ______ 返回第一个满足条件的元素，______ 返回该元素的下标。</p>',
    answer: ['find', 'findIndex'],
    remark: '<p>find 返回元素本身，findIndex 返回下标，找不到时分别为 undefined 与 -1。</p>',
  },
  {
    type: 5,
    score: 5,
    content: '<p>箭头函数拥有自己的 this 绑定。</p>',
    answer: '0',
    remark: '<p>箭头函数没有自己的 this，它捕获定义时所在上下文的 this。</p>',
  },
  {
    type: 4,
    score: 15,
    content:
      '<p>请简述浏览器事件循环中宏任务与微任务的执行顺序，可配合截图说明。</p><p><img src="/images/cover/event-loop.svg?t=%E4%BA%8B%E4%BB%B6%E5%BE%AA%E7%8E%AF%E7%A4%BA%E6%84%8F%E5%9B%BE" alt="事件循环示意图" width="320" height="240"></p>',
    options: ['宏任务', '微任务', '清空'],
    answer: '<p>每执行完一个宏任务后，会清空当前所有微任务队列，然后再进入下一个宏任务。</p>',
    remark: '<p>要点：宏任务、微任务、每轮清空微任务队列。</p>',
    level: 2,
  },
  {
    type: 6,
    score: 0,
    content: '<p>阅读以下代码并回答问题：</p><pre><code>const a = [1, 2, 3];\nconst b = a;\nb.push(4);</code></pre>',
    answer: '',
    remark: '<p>数组是引用类型，a 与 b 指向同一个数组对象。</p>',
    level: 2,
    parts: [
      {
        type: 1,
        score: 5,
        content: '<p>执行后 <code>a.length</code> 的值是？</p>',
        options: ['3', '4', 'undefined', '报错'],
        answer: 'option2',
        remark: '<p>b.push 修改的是同一个数组。</p>',
      },
      {
        type: 5,
        score: 5,
        content: '<p>a 与 b 指向同一个数组。</p>',
        answer: '1',
        remark: '<p>赋值复制的是引用。</p>',
      },
      {
        type: 3,
        score: 5,
        content: '<p>再执行 <code>b.pop()</code> 后，a 的最后一个元素是 ______。</p>',
        answer: ['3'],
        remark: '<p>pop 移除了 4。</p>',
      },
    ],
  },
];

export const MYSQL_BANK: QuestionSeed[] = [
  {
    type: 1,
    score: 5,
    content: '<p>InnoDB 默认的事务隔离级别是？</p>',
    options: ['READ UNCOMMITTED', 'READ COMMITTED', 'REPEATABLE READ', 'SERIALIZABLE'],
    answer: 'option3',
    remark: '<p>MySQL InnoDB 默认隔离级别为可重复读（REPEATABLE READ）。</p>',
  },
  {
    type: 2,
    score: 10,
    content: '<p>以下哪些情况可能导致索引失效？</p>',
    options: ['对索引列使用函数', '遵循最左前缀匹配', 'LIKE 以 % 开头', '索引列发生隐式类型转换'],
    answer: 'option1,option3,option4',
    remark: '<p>遵循最左前缀恰恰是能用上联合索引的条件。</p>',
  },
  {
    type: 5,
    score: 5,
    content: '<p>InnoDB 的主键索引是聚簇索引。</p>',
    answer: '1',
    remark: '<p>InnoDB 按主键组织数据行。</p>',
  },
  {
    type: 3,
    score: 5,
    content: '<p>查看一条 SQL 执行计划使用的关键字是 ______。</p>',
    answer: ['EXPLAIN'],
    remark: '<p>EXPLAIN（或 DESC）可以查看执行计划。</p>',
  },
  {
    type: 4,
    score: 15,
    content: '<p>谈谈你排查和优化 MySQL 慢查询的思路。</p>',
    options: ['慢查询日志', '执行计划', '索引'],
    answer: '<p>先开启慢查询日志定位语句，再用执行计划分析，最后通过调整索引或改写 SQL 优化。</p>',
    remark: '<p>要点：慢查询日志、执行计划、索引优化。</p>',
    level: 3,
  },
  {
    type: 6,
    score: 0,
    content:
      '<p>订单表 <code>orders(id, user_id, status, created_at)</code> 在 <code>(user_id, status)</code> 上建有联合索引。</p>',
    answer: '',
    remark: '<p>联合索引遵循最左前缀原则。</p>',
    level: 3,
    parts: [
      {
        type: 1,
        score: 5,
        content: '<p>以下哪个查询<strong>无法</strong>使用该联合索引？</p>',
        options: [
          'WHERE user_id = 1',
          'WHERE user_id = 1 AND status = 2',
          'WHERE status = 2',
          'WHERE user_id IN (1, 2)',
        ],
        answer: 'option3',
        remark: '<p>只按 status 查询不满足最左前缀。</p>',
      },
      {
        type: 2,
        score: 10,
        content: '<p>为加速“按用户查最近订单”，可以考虑哪些做法？</p>',
        options: ['建立 (user_id, created_at) 索引', '对 created_at 使用函数再排序', '只查询需要的列', '使用 SELECT *'],
        answer: 'option1,option3',
        remark: '<p>合适的索引与覆盖查询能减少回表。</p>',
      },
    ],
  },
];

export const GENERAL_BANK: QuestionSeed[] = [
  {
    type: 1,
    score: 5,
    content: '<p>HTTP 状态码 404 表示？</p>',
    options: ['服务器内部错误', '资源未找到', '未授权', '请求成功'],
    answer: 'option2',
    remark: '<p>404 Not Found。</p>',
  },
  {
    type: 5,
    score: 5,
    content: '<p>HTTPS 的默认端口是 443。</p>',
    answer: '1',
    remark: '<p>HTTP 为 80，HTTPS 为 443。</p>',
  },
  {
    type: 2,
    score: 10,
    content: '<p>以下属于 HTTP 请求方法的是？</p>',
    options: ['GET', 'FETCH', 'PATCH', 'OPTIONS'],
    answer: 'option1,option3,option4',
    remark: '<p>FETCH 是浏览器 API，不是 HTTP 方法。</p>',
  },
  {
    type: 3,
    score: 5,
    content: '<p>TCP 建立连接需要 ______ 次握手，若每次握手耗时 $t$，建连共需 $3t$。</p>',
    answer: ['3'],
    remark: '<p>三次握手。</p>',
  },
  {
    type: 4,
    score: 10,
    content: '<p>简述 Cookie 与 Session 的区别。</p>',
    options: ['客户端', '服务端', '安全'],
    answer: '<p>Cookie 保存在客户端，Session 保存在服务端；Session 相对更安全。</p>',
    remark: '<p>要点：存储位置（客户端/服务端）与安全性。</p>',
  },
];

/** Inserts a bank into a category; returns the top-level question ids in order. */
export function insertBank(ctx: ServerContext, categoryId: number, bank: QuestionSeed[], createdAt: number): number[] {
  const insert = ctx.db.prepare(
    `INSERT INTO paper_questions (category_id, parent_id, type, level, score, content, options, answer, remark, sort, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const add = (q: QuestionSeed, parentId: number, sort: number) =>
    Number(
      insert.run(
        categoryId,
        parentId,
        q.type,
        q.level ?? 1,
        q.score,
        q.content,
        JSON.stringify(q.options ?? []),
        Array.isArray(q.answer) ? JSON.stringify(q.answer) : q.answer,
        q.remark,
        sort,
        createdAt,
      ).lastInsertRowid,
    );
  return bank.map((q, i) => {
    const id = add(q, 0, i + 1);
    q.parts?.forEach((p, j) => add(p, id, j + 1));
    return id;
  });
}
