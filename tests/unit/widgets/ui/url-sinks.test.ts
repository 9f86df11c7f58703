/**
 * Every place widgets and pages hand an address to the browser, reviewed. Images only go through
 * SafeImage; `location` is written only by core's browser environment (which runs the link
 * check); an anchor's dynamic href is either checked (SafeLink, safeHttpUrl, safeRedirect) or
 * built here from ids and constants. A new sink fails this test until it is routed through the
 * check or listed below with the reason it is safe.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Vitest runs from the project root (import.meta.url is not a file: URL under happy-dom).
const ROOT = process.cwd();

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.css.ts') ? [path] : [];
  });
}

const FILES = [...sources('src/core'), ...sources('src/widgets'), ...sources('src/site')].map((path) => ({
  path: relative(ROOT, join(ROOT, path)),
  text: readFileSync(join(ROOT, path), 'utf8'),
}));

/** `file: expression` of reviewed anchors (`<a href={…}>`, wouter `<Link href={…}>`) with a dynamic address. */
const REVIEWED_HREFS: Record<string, string> = {
  'src/widgets/ui/safe-link.tsx: safe': 'the link check itself',
  'src/site/shell/links.tsx: safe': 'ServerLink: safeHttpUrl',
  'src/widgets/user-menu/user-menu.tsx: memberUrl': 'safeLink (safeHttpUrl) of the option',
  'src/widgets/user-menu/user-menu.tsx: messagesUrl': 'safeLink (safeHttpUrl) of the option',
  'src/widgets/user-menu/user-menu.tsx: href': 'LoginEntry: safeHttpUrl of the loginUrl option, else no link',
  'src/widgets/login/login-button.tsx: safeHttpUrl(memberUrl) ?? paths.member()': 'safeHttpUrl',
  'src/widgets/ui/link.tsx: href': 'the Link primitive: its callers are reviewed here like any anchor',
  "src/site/shell/app-error.tsx: documentPath('/')": 'the home page below the site’s base path',
  'src/site/shell/branch-nav.tsx: e.href': 'a branch route’s own path',
  'src/widgets/course-list/course-card.tsx: href': 'callers pass courseHref (safeHttpUrl)',
  'src/widgets/unread-bell/unread-bell.tsx: href': 'safeLink (safeHttpUrl) of the option',
  "src/site/pages/search/index.tsx: resourcePath(def.type, id) ?? '#'": 'a site path built from a numeric id',
  'src/site/pages/auth/face-check/index.tsx: redirect': 'safeRedirect',
  'src/site/pages/auth/done-panel.tsx: href': 'callers pass safeRedirect (face check, bind mobile)',
  'src/site/kit/item-card.tsx: item.href':
    'a site path built from a numeric id (the cards of home blocks and the live list)',
  'src/site/pages/home/blocks.tsx: more.href': 'a constant path',
  'src/widgets/ui/page-links.tsx: documentPath(hrefOf(to))':
    'the list page’s own address with another page number (useUrlState href)',
  'src/site/pages/home/slider.tsx: href': 'safeHttpUrl',
  'src/site/pages/auth/login-again-actions.tsx: loginHref': 'a /login path built by the caller with encodeURIComponent',
  'src/widgets/player/video-player.tsx: a.href': 'the player’s buy action: the caller’s buyHref (paths.order from ids)',
  'src/site/pages/course/video/lesson.tsx: buyHref(data.course.id)': 'paths.order built from the course id',
  'src/site/pages/member/share/index.tsx: image': 'a data:image/png address the page drew on its own canvas',
  'src/site/kit/query-view.tsx: listHref': 'callers pass a paths builder',
  'src/site/pages/learn-path/detail/index.tsx: href': 'paths.resourcePath of a numeric id, or no link',
  'src/site/pages/exam/detail-frame.tsx: listHref': 'callers pass a paths list builder',
  'src/site/pages/exam/hub/index.tsx: a.href': 'constant paths of the exam areas',
  'src/site/pages/exam/play/exam-review.tsx: backHref': 'callers pass paths built from the paper id',
  'src/site/pages/exam/play/play-frame.tsx: backHref': 'callers pass paths built from the paper id',
  'src/site/pages/exam/play/step-player.tsx: backHref': 'callers pass paths built from the practice id',
  'src/site/pages/exam/question-book.tsx: playHref({})': 'paths.wrongBookPlay / collectionPlay from a type number',
  "src/site/pages/exam/question-book.tsx: playHref({ mode: 'random' })":
    'paths.wrongBookPlay / collectionPlay with a constant mode',
  'src/site/pages/exam/question-book.tsx: playHref({ type })':
    'paths.wrongBookPlay / collectionPlay from a type number',
  'src/site/pages/exam/record-list.tsx: playHref(r.id)': 'paths.paperPlay / mockPaperPlay from numeric ids',
  'src/site/pages/exam/joined-paper-item.tsx: href(row.paper_id)': 'a paths builder of the paper id',
  'src/site/pages/member/orders/index.tsx: href': 'paths.resourcePath / paths.orderPay from the goods type and ids',
  'src/site/pages/member/orders/index.tsx: payHref': 'paths.orderPay / paths.order from numeric ids',
  'src/site/pages/order/next-links.tsx: href': 'callers pass paths.resourcePath of the bought goods',
  'src/site/shell/filter-rows.tsx: href': 'callers pass url-state hrefs of the list’s own filters',
};

describe('address sinks in src/core, src/widgets and src/site', () => {
  it('puts images on screen only through SafeImage', () => {
    const raw = FILES.filter(
      (f) => f.path.endsWith('.tsx') && f.path !== 'src/widgets/ui/safe-image.tsx' && /<img\b/.test(f.text),
    ).map((f) => f.path);
    expect(raw).toEqual([]);
  });

  it('writes window.location only in the browser environment, which checks every address', () => {
    const writers = FILES.filter((f) =>
      /location\.(assign|replace)\s*\(|location\[|location(\.href)?\s*=[^=]|window\.open\s*\(/.test(f.text),
    ).map((f) => f.path);
    expect(writers).toEqual(['src/core/env/index.ts']);
    expect(readFileSync(join(ROOT, 'src/core/env/index.ts'), 'utf8')).toMatch(/const safe = safeHttpUrl\(url\);/);
  });

  it('gives anchors only checked or locally built dynamic addresses', () => {
    const found: string[] = [];
    for (const f of FILES) {
      for (const m of f.text.matchAll(/<(?:a|Link)\b[^>]*?\shref=\{((?:[^{}]|\{[^{}]*\})*)\}/g)) {
        const expr = m[1].trim();
        // String literals and template literals that start with a site path are built here, and so
        // is everything core's paths module builds (ids encoded, constants otherwise).
        if (/^(['"])[/#][^'"]*\1$/.test(expr) || /^`\/[^`]*`$/.test(expr) || /^paths\.\w+\(/.test(expr)) continue;
        found.push(`${f.path}: ${expr}`);
      }
    }
    expect(found.filter((key) => !(key in REVIEWED_HREFS))).toEqual([]);
    // A listed sink that no longer exists is taken off the list.
    expect(Object.keys(REVIEWED_HREFS).filter((key) => !found.includes(key))).toEqual([]);
  });
});
