import { escapeHtml } from '../content/php.js';

/**
 * A stand-in for the MeEdu H5 app at `{public address}/h5`, where config `h5_url` points by
 * default: the PC site hands phone browsers off to H5 hash routes (`/h5/#/pages/course/show?id=5`),
 * and this page says where the visitor was sent and links to the matching PC page. The hash never
 * reaches the server, so an external script (no inline code, so a strict CSP holds) reads it.
 */

/** No inline code, nothing from elsewhere. */
export const STANDIN_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function standinPage(siteName: string, pcUrl: string): string {
  const pc = escapeHtml(pcUrl);
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>移动版入口 - ${escapeHtml(siteName)}</title>
<link rel="stylesheet" href="/h5/h5.css">
<script src="/h5/h5.js" defer></script>
</head>
<body>
<main class="card" id="h5-standin" data-pc-url="${pc}">
<p class="badge">演示服务器</p>
<h1>移动版入口</h1>
<p>这里是演示服务器上 MeEdu H5 移动版的入口。真实部署中，手机浏览器会在这里打开 MeEdu H5 应用；本演示服务器只提供这一页，用来确认手机访问被正确转到了移动版。</p>
<dl>
<dt>请求的 H5 页面</dt>
<dd><code id="h5-route">首页</code></dd>
<dt>对应的电脑版页面（请在电脑浏览器中打开：手机打开电脑版会再次转到本页）</dt>
<dd><a id="pc-link" href="${pc}">${escapeHtml(siteName)} 首页</a></dd>
</dl>
</main>
</body>
</html>`;
}

export const STANDIN_CSS = `body{margin:0;padding:24px 16px;background:#f6f7f9;color:#333;font:15px/1.7 -apple-system,"PingFang SC","Microsoft YaHei",sans-serif}
.card{max-width:520px;margin:0 auto;padding:24px;border-radius:12px;background:#fff;box-shadow:0 2px 12px rgba(0,0,0,.06)}
.badge{display:inline-block;margin:0;padding:2px 10px;border-radius:10px;background:#e8f4fe;color:#1f7fc9;font-size:12px}
h1{margin:12px 0 8px;font-size:22px}
dl{margin:20px 0 0}
dt{margin-top:12px;color:#888;font-size:13px}
dd{margin:4px 0 0;word-break:break-all}
code{padding:2px 6px;border-radius:4px;background:#f2f3f5;font-size:14px}
a{color:#1f7fc9}
a:focus-visible{outline:2px solid #3ca7fa;outline-offset:2px}
`;

/**
 * Reads the H5 hash route and points the link at the PC page showing the same thing: the
 * reverse of the hand-off table (contract section 11), plus the H5 app's own tab pages.
 */
export const STANDIN_JS = `(function () {
  'use strict';
  // H5 route -> [PC path, page name, needs an id]
  var ROUTES = {
    'pages/index/index': ['', '首页', false],
    'pages/course/index': ['courses', '全部课程', false],
    'pages/member/index': ['member', '会员中心', false],
    'pages/vip/index': ['vip', 'VIP会员', false],
    'pages/course/show': ['courses/detail', '课程详情', true],
    'pages/course/video': ['courses/video', '课程视频', true],
    'packageA/live/show': ['live/detail', '直播课详情', true],
    'packageA/live/video': ['live/video', '直播', true],
    'packageA/book/show': ['book/detail', '电子书详情', true],
    'packageA/learnPath/show': ['learnPath/detail', '学习路径详情', true]
  };
  // /pages/webview/webview tells its page by course_type.
  var WEBVIEW = {
    book: ['book/read', '电子书阅读', true],
    topic: ['topic/detail', '图文详情', true],
    paperRead: ['exam/papers/detail', '试卷详情', true],
    practiceRead: ['exam/practice/detail', '练习详情', true],
    mockRead: ['exam/mockpaper/detail', '模拟试卷详情', true]
  };

  function own(map, key) {
    return Object.prototype.hasOwnProperty.call(map, key) ? map[key] : null;
  }

  function show() {
    var root = document.getElementById('h5-standin');
    var routeEl = document.getElementById('h5-route');
    var link = document.getElementById('pc-link');
    if (!root || !routeEl || !link) return;
    var pc = root.getAttribute('data-pc-url') || '';
    // Only an http(s) address is linked; anything else falls back to this server.
    if (!/^https?:\\/\\/[^\\s]+$/i.test(pc)) pc = window.location.origin;
    pc = pc.replace(/\\/+$/, '');

    var hash = window.location.hash.replace(/^#/, '');
    var q = hash.indexOf('?');
    var path = (q < 0 ? hash : hash.slice(0, q)).replace(/^\\/+|\\/+$/g, '');
    var params = new URLSearchParams(q < 0 ? '' : hash.slice(q + 1));
    routeEl.textContent = hash && hash !== '/' ? '#' + hash : '首页';

    var target = path === 'pages/webview/webview' ? own(WEBVIEW, params.get('course_type') || '') : own(ROUTES, path);
    var id = params.get('id') || '';
    if (!target || (target[2] && !/^\\d{1,12}$/.test(id))) target = ROUTES['pages/index/index'];
    var href = pc + '/' + target[0] + (target[2] ? '/' + id : '');
    var msv = params.get('msv');
    if (msv) href += '?msv=' + encodeURIComponent(msv);
    link.href = href;
    link.textContent = target[2] ? target[1] + '（id ' + id + '）' : target[1];
  }

  show();
  window.addEventListener('hashchange', show);
})();
`;
