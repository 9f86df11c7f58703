import type { ServerContext } from '#server/context.js';
import { seedCategories } from '../shared/categories.js';
import { seedComment } from '../shared/comments.js';
import { DEMO_USER_ID } from '../shared/deps.js';
import { DAY, HOUR } from '../shared/time.js';

interface BookSeed {
  name: string;
  category: number;
  charge: number;
  vip: number;
  rec: number;
  short: string;
  chapters: { name: string; articles: string[] }[];
}

const BOOKS: BookSeed[] = [
  {
    name: '深入浅出 TypeScript',
    category: 0,
    charge: 49,
    vip: 1,
    rec: 1,
    short: '从类型系统到工程实践，一本写给前端工程师的 TypeScript 进阶手册。',
    chapters: [
      { name: '第一章 类型基础', articles: ['为什么需要类型', '基础类型与字面量类型', '接口与类型别名'] },
      { name: '第二章 类型编程', articles: ['泛型的正确打开方式', '条件类型与 infer', '映射类型实战'] },
    ],
  },
  {
    name: '产品经理的第一本书',
    category: 1,
    charge: 0,
    vip: 0,
    rec: 1,
    short: '免费电子书：需求分析、原型设计与项目推进的入门指南。',
    chapters: [
      { name: '入门篇', articles: ['产品经理做什么', '如何做用户访谈'] },
      { name: '实践篇', articles: ['写好一份 PRD', '与研发高效协作'] },
    ],
  },
  {
    name: '高效学习法：费曼技巧实践',
    category: 2,
    charge: 19,
    vip: 0,
    rec: 0,
    short: '把复杂知识讲给别人听，是检验理解的最好方法。',
    chapters: [{ name: '正文', articles: ['费曼技巧四步法', '用输出倒逼输入', '建立你的知识卡片'] }],
  },
  {
    name: 'Linux 运维实战笔记',
    category: 0,
    charge: 29,
    vip: 1,
    rec: 0,
    short: '常用命令、Shell 脚本与故障排查，一线运维的随身手册。',
    chapters: [
      { name: '第一章 基础命令', articles: ['文件与权限', '进程与服务管理'] },
      { name: '第二章 排障', articles: ['磁盘写满了怎么办', 'CPU 飙高排查思路'] },
    ],
  },
];

const COMMENTS = [
  '章节安排循序渐进，很适合入门。',
  '第二章的例子特别实用，已经用到项目里了。',
  '希望作者继续更新后面的内容！',
  '排版舒服，手机上阅读体验也很好。',
];

function articleHtml(book: string, title: string): string {
  return `<h2>${title}</h2><p>本节是《${book}》中关于「${title}」的内容。我们先从一个常见的问题说起，再逐步拆解背后的原理。</p>
<blockquote>学习任何知识，先弄清楚它要解决什么问题。</blockquote>
<p>下面用一个简短的例子说明：</p>
<pre><code>const total = items.reduce((sum, item) =&gt; sum + item.price, 0);</code></pre>
<p>理解了这个例子，再回头看概念本身就会清晰很多。本节末尾留有思考题，建议动手写一写。</p>`;
}

export function seedBooks(ctx: ServerContext): void {
  const db = ctx.db;
  const now = ctx.options.now();
  const cats = seedCategories(ctx, 'book', ['编程开发', '产品运营', '个人成长']);
  const insertBook = db.prepare(
    `INSERT INTO books (category_id, name, short_desc, render_desc, charge, is_vip_free, is_show, is_rec, view_times, published_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?, ?, ?)`,
  );
  const insertChapter = db.prepare('INSERT INTO book_chapters (book_id, name, sort) VALUES (?, ?, ?)');
  const insertArticle = db.prepare(
    `INSERT INTO book_articles (book_id, chapter_id, title, render_content, charge, sort, view_times, published_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const bookIds: number[] = [];
  const firstArticle: number[] = [];
  BOOKS.forEach((seed, i) => {
    const published = now - (60 - i * 7) * DAY;
    const desc = `<p>${seed.short}</p><p>全书共 ${seed.chapters.length} 章，适合希望系统学习的读者。</p>`;
    const bookId = Number(
      insertBook.run(
        cats[seed.category],
        seed.name,
        seed.short,
        desc,
        seed.charge,
        seed.vip,
        seed.rec,
        300 + i * 57,
        published,
        published,
      ).lastInsertRowid,
    );
    bookIds.push(bookId);
    let n = 0;
    seed.chapters.forEach((ch, j) => {
      const chapterId = Number(insertChapter.run(bookId, ch.name, j + 1).lastInsertRowid);
      ch.articles.forEach((title, k) => {
        // The first two articles of a paid book are free samples.
        const charge = seed.charge === 0 || n < 2 ? 0 : 1;
        const id = Number(
          insertArticle.run(
            bookId,
            chapterId,
            title,
            articleHtml(seed.name, title),
            charge,
            k + 1,
            40 + n * 3,
            published + n * HOUR,
          ).lastInsertRowid,
        );
        if (n === 0) firstArticle.push(id);
        n += 1;
      });
    });
  });

  const buy = db.prepare('INSERT INTO book_users (user_id, book_id, charge, created_at) VALUES (?, ?, ?, ?)');
  buy.run(DEMO_USER_ID, bookIds[0], BOOKS[0].charge, now - 12 * DAY);
  buy.run(DEMO_USER_ID, bookIds[2], BOOKS[2].charge, now - 4 * DAY);
  for (let u = 2; u <= 9; u++)
    buy.run(u, bookIds[u % 2 === 0 ? 0 : 3], BOOKS[u % 2 === 0 ? 0 : 3].charge, now - u * DAY);

  const view = db.prepare(
    'INSERT INTO book_view_records (user_id, book_id, article_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
  );
  view.run(DEMO_USER_ID, bookIds[0], firstArticle[0] + 3, now - 10 * DAY, now - 1 * DAY);
  view.run(DEMO_USER_ID, bookIds[1], firstArticle[1], now - 3 * DAY, now - 3 * DAY);

  COMMENTS.forEach((text, i) => seedComment(ctx, 'book', bookIds[0], 4 + i, text, now - (i + 2) * HOUR));
  const top = seedComment(
    ctx,
    'book_article',
    firstArticle[0],
    5,
    '泛型这一节讲得太好了，终于搞懂了约束。',
    now - 6 * HOUR,
  );
  seedComment(ctx, 'book_article', firstArticle[0], DEMO_USER_ID, '同感，配合例子看很清楚。', now - 5 * HOUR, top);
  seedComment(ctx, 'book_article', firstArticle[0], 7, '建议再加一些练习题。', now - 4 * HOUR);
}
