import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { root } from './bundle-size.js';
import { ensureEsmBuild } from './esm-bundle.js';
import {
  bundleApps,
  costBeyond,
  reactApp,
  sharedBy,
  widgetApp,
  type AppLoads,
  type Bundler,
  type HostApp,
} from './esm-apps.js';

interface EsmBudget {
  name: string;
  bundler: Bundler;
  /** One of APPS below. */
  app: string;
  /** `react`: what the React-only app loads; `shared`: what every one-widget app loads. */
  beyond: 'react' | 'shared';
  gzipBytes: number;
}

const { esm = [] } = JSON.parse(readFileSync(resolve(root, 'size-budgets.json'), 'utf8')) as { esm?: EsmBudget[] };

/** Host apps, each rendering one widget from its own entry, with its own stylesheet. */
const WIDGET_APPS: Record<string, HostApp> = {
  bell: widgetApp('UnreadBell', 'meedu-web/widgets/bell', 'meedu-web/widgets/bell.css'),
  'user-menu': widgetApp('UserMenu', 'meedu-web/widgets/user-menu', 'meedu-web/widgets/user-menu.css'),
  'course-list': widgetApp('CourseList', 'meedu-web/widgets/course-list', 'meedu-web/widgets/course-list.css'),
  login: widgetApp('LoginButton', 'meedu-web/widgets/login', 'meedu-web/widgets/login.css'),
};

const APPS: Record<string, HostApp> = {
  react: reactApp,
  ...WIDGET_APPS,
  // The bell from the entry that has every widget: a bundler that shakes the tree leaves the rest out.
  'bell-single': widgetApp('UnreadBell', 'meedu-web/widgets', 'meedu-web/widgets/bell.css'),
  every: {
    code: [
      `import { createElement } from 'react';`,
      `import { createRoot } from 'react-dom/client';`,
      `import { CourseList, LoginButton, LoginDialog, Toaster, UnreadBell, UserMenu } from 'meedu-web/widgets';`,
      `import 'meedu-web/widgets.css';`,
      `const all = [CourseList, LoginButton, LoginDialog, Toaster, UnreadBell, UserMenu].map((w, i) => createElement(w, { key: i }));`,
      `createRoot(document.getElementById('app')).render(all);`,
    ].join('\n'),
  },
};

type Cost = ReturnType<typeof costBeyond>;
const costs: Partial<Record<Bundler, Record<string, { react: Cost; shared?: Cost }>>> = {};

/**
 * Beyond React: each app built on its own beside the React-only app, as a host with that one
 * widget would build it. Beyond what every widget shares: the widget apps built together, as a
 * host with all of them would, where the files every one of them loads are paid once.
 */
async function measure(bundler: Bundler): Promise<void> {
  const mine: Record<string, { react: Cost; shared?: Cost }> = {};
  for (const app of Object.keys(APPS)) {
    if (app === 'react') continue;
    const loads = await bundleApps(bundler, { react: APPS.react, [app]: APPS[app] });
    mine[app] = { react: costBeyond(loads[app], loads.react.files) };
  }
  const together: AppLoads = await bundleApps(bundler, WIDGET_APPS);
  const shared = sharedBy(Object.values(together));
  for (const app of Object.keys(WIDGET_APPS)) mine[app].shared = costBeyond(together[app], shared);
  costs[bundler] = mine;
}

beforeAll(async () => {
  ensureEsmBuild();
  await measure('esbuild');
  await measure('vite');
}, 240_000);

const cost = (bundler: Bundler, app: string, beyond: 'react' | 'shared'): Cost => costs[bundler]![app][beyond]!;

describe('npm package in a React app (gzip of what the page loads first)', () => {
  it('budgets the bell with esbuild and with Vite, beyond React and beyond what every widget shares', () => {
    expect(esm.map((b) => `${b.bundler} ${b.app} ${b.beyond}`)).toEqual(
      expect.arrayContaining([
        'esbuild bell react',
        'esbuild bell shared',
        'vite bell-single react',
        'vite bell shared',
      ]),
    );
  });

  for (const budget of esm) {
    it(`${budget.name} <= ${budget.gzipBytes} B`, () => {
      const { gzip, files } = cost(budget.bundler, budget.app, budget.beyond);
      console.log(`[size] ${budget.name}: ${gzip} B gzip in ${files.length} files / budget ${budget.gzipBytes}`);
      expect(files.length).toBeGreaterThan(0);
      expect(gzip).toBeLessThanOrEqual(budget.gzipBytes);
    });
  }

  it('one widget costs a fraction of every widget: what the page does not import stays out', () => {
    for (const bundler of ['esbuild', 'vite'] as const) {
      const every = cost(bundler, 'every', 'react').gzip;
      for (const app of Object.keys(WIDGET_APPS)) {
        const one = cost(bundler, app, 'react').gzip;
        console.log(`[size] ${bundler}: ${app} ${one} B beyond React, every widget ${every} B`);
        expect(one, `${bundler} ${app}`).toBeLessThan(every * 0.75);
      }
      expect(cost(bundler, 'bell', 'react').gzip, bundler).toBeLessThan(every / 2);
    }
  });

  it('leaves dayjs out of a host that sets core up and formats no time (docs/widgets.md, React hosts)', async () => {
    const setup: HostApp = {
      code: [
        `import { configureApi, isLogin, startApp, startupDeps, watchSession } from 'meedu-web/core';`,
        `configureApi({ baseURL: 'https://api.example.com' });`,
        `watchSession(startupDeps);`,
        `void startApp(startupDeps);`,
        `isLogin.subscribe((value) => console.log(value));`,
      ].join('\n'),
    };
    const formats: HostApp = {
      code: `import { formatDateTime } from 'meedu-web/core'; console.log(formatDateTime(Date.now()));`,
    };
    // Each app a host of its own; what its page loads first, as text.
    const text = async (bundler: Bundler, app: HostApp) => {
      const { app: load } = await bundleApps(bundler, { app });
      return [...load.files].map((f) => load.textOf(f)).join('\n');
    };
    // Strings of dayjs's own that minifying keeps.
    const dayjs = /\$isDayjsObject|Invalid Date/;
    for (const bundler of ['esbuild', 'vite'] as const) {
      expect(dayjs.test(await text(bundler, setup)), `${bundler}: dayjs without formatting`).toBe(false);
      expect(dayjs.test(await text(bundler, formats)), `${bundler}: dayjs for formatDateTime`).toBe(true);
    }
  });

  it('the single entry shakes down to the widget’s own entry with Vite (Rollup’s tree shaking)', () => {
    const single = cost('vite', 'bell-single', 'react').gzip;
    const own = cost('vite', 'bell', 'react').gzip;
    expect(Math.abs(single - own)).toBeLessThanOrEqual(own * 0.02);
  });
});
