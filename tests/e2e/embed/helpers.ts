import { inflateSync } from 'node:zlib';
import { createRequire } from 'node:module';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL } from '../browser.js';

export const DEMO_MOBILE = '13800138000';
export const DEMO_PASSWORD = 'meedu123';

export const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The widget placeholders of the example portal pages. */
export const WIDGETS = ['unread-bell', 'user-menu', 'login-button', 'course-list'] as const;

export const host = (page: Page, type: string): Locator => page.locator(`[data-meedu-widget="${type}"]`).first();

/** Waits until every placeholder on the page has its widget rendered inside its shadow root. */
export async function widgetsRendered(page: Page, types: readonly string[] = WIDGETS): Promise<void> {
  await page.waitForFunction(
    (list) =>
      list.every((type) => {
        const el = document.querySelector(`[data-meedu-widget="${type}"]`);
        return !!el?.shadowRoot?.querySelector('[data-meedu-root] > *');
      }),
    types,
  );
}

/** The course list has its cards and every cover image has loaded. */
export async function coursesLoaded(page: Page): Promise<void> {
  const list = host(page, 'course-list');
  await list.getByRole('list', { name: '课程列表' }).waitFor();
  await list.scrollIntoViewIfNeeded();
  // Covers load lazily, and a phone-width list is taller than the viewport: ask for all of them now.
  await page.evaluate(() => {
    const root = document.querySelector('[data-meedu-widget="course-list"]')?.shadowRoot;
    for (const img of root?.querySelectorAll('img') ?? []) img.loading = 'eager';
  });
  await page.waitForFunction(() => {
    const root = document.querySelector('[data-meedu-widget="course-list"]')?.shadowRoot;
    const images = Array.from(root?.querySelectorAll('img') ?? []);
    return images.length > 0 && images.every((img) => img.complete && img.naturalWidth > 0);
  });
}

export const dialog = (page: Page): Locator => page.getByRole('dialog');

/** Signs in with the demo account through the dialog, which must be open on its password tab. */
export async function passwordLogin(page: Page): Promise<void> {
  const d = dialog(page);
  await d.getByPlaceholder('请输入手机号').fill(DEMO_MOBILE);
  await d.getByPlaceholder('请输入密码').fill(DEMO_PASSWORD);
  await d.getByRole('button', { name: /^登\s*录$/ }).click();
  await d.waitFor({ state: 'detached' });
}

/** Records CSP violations, console errors and uncaught exceptions from the first script on. */
export async function watchProblems(context: BrowserContext, page: Page): Promise<() => Promise<string[]>> {
  await context.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return async () => [
    ...problems,
    ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)),
  ];
}

/**
 * Counts the page's live timers: wraps setTimeout/setInterval before any script runs. A timeout
 * stops counting when it fires or is cleared, an interval only when cleared.
 */
export async function instrumentTimers(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const live = new Map<number, { kind: 'timeout' | 'interval'; delay: number; stack: string }>();
    const w = window as unknown as Record<string, unknown>;
    const { setTimeout: st, setInterval: si, clearTimeout: ct, clearInterval: ci } = window;
    w.setTimeout = (fn: TimerHandler, delay = 0, ...args: unknown[]) => {
      const id: number = st(
        (...a: unknown[]) => {
          live.delete(id);
          if (typeof fn === 'function') (fn as (...x: unknown[]) => void)(...a);
        },
        delay,
        ...args,
      );
      live.set(id, { kind: 'timeout', delay, stack: new Error().stack ?? '' });
      return id;
    };
    w.setInterval = (fn: TimerHandler, delay = 0, ...args: unknown[]) => {
      const id: number = si(fn, delay, ...args);
      live.set(id, { kind: 'interval', delay, stack: new Error().stack ?? '' });
      return id;
    };
    w.clearTimeout = (id?: number) => {
      if (id !== undefined) live.delete(id);
      ct(id);
    };
    w.clearInterval = (id?: number) => {
      if (id !== undefined) live.delete(id);
      ci(id);
    };
    w.__timers = () => {
      const all = [...live.values()];
      return {
        intervals: all.filter((t) => t.kind === 'interval').length,
        timeouts: all.filter((t) => t.kind === 'timeout').length,
        detail: all.map((t) => `${t.kind} ${t.delay}ms ${t.stack.split('\n').slice(2, 4).join(' | ')}`),
      };
    };
  });
}

export interface TimerCount {
  intervals: number;
  timeouts: number;
  detail: string[];
}

export const liveTimers = (page: Page): Promise<TimerCount> =>
  page.evaluate(() => (window as unknown as { __timers: () => TimerCount }).__timers());

/** Runs axe-core over the page (it descends into open shadow roots) and returns its violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_PATH });
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{
            violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown; failureSummary?: string }> }>;
          }>;
        };
      }
    ).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map(
      (v) =>
        `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('\n')}`,
    );
  });
  return result;
}

/** Adds a fault rule on the reference server (docs/server.md, "Fault injection"). */
export async function addFault(rule: { path: string; fault: string; times?: number; method?: string }): Promise<void> {
  const res = await fetch(`${baseURL()}/__dev/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(rule),
  });
  expect(((await res.json()) as { code: number }).code).toBe(0);
}

export async function clearFaults(): Promise<void> {
  await fetch(`${baseURL()}/__dev/faults`, { method: 'DELETE' });
}

// --- PNG comparison ------------------------------------------------------------------------------

export interface Bitmap {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel. */
  data: Uint8Array;
}

/** Decodes the 8-bit RGB/RGBA, non-interlaced PNGs Chromium produces. */
export function decodePng(png: Buffer): Bitmap {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const depth = body[8];
      const colour = body[9];
      if (depth !== 8 || body[12] !== 0) throw new Error(`unsupported PNG (depth ${depth}, interlace ${body[12]})`);
      channels = colour === 6 ? 4 : colour === 2 ? 3 : 0;
      if (!channels) throw new Error(`unsupported PNG colour type ${colour}`);
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? pixels[row + x - channels] : 0;
      const up = y > 0 ? pixels[row - stride + x] : 0;
      const upLeft = y > 0 && x >= channels ? pixels[row - stride + x - channels] : 0;
      let predictor = 0;
      if (filter === 1) predictor = left;
      else if (filter === 2) predictor = up;
      else if (filter === 3) predictor = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      pixels[row + x] = (line[x] + predictor) & 0xff;
    }
  }
  if (channels === 4) return { width, height, data: pixels };
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0; i < pixels.length; i += 3, j += 4) {
    rgba[j] = pixels[i];
    rgba[j + 1] = pixels[i + 1];
    rgba[j + 2] = pixels[i + 2];
    rgba[j + 3] = 255;
  }
  return { width, height, data: rgba };
}

export interface PixelDiff {
  sameSize: boolean;
  pixels: number;
  /** Pixels whose largest channel difference exceeds the tolerance. */
  different: number;
  ratio: number;
  maxDelta: number;
}

export function comparePngs(a: Buffer, b: Buffer, tolerance = 8): PixelDiff {
  const x = decodePng(a);
  const y = decodePng(b);
  if (x.width !== y.width || x.height !== y.height)
    return { sameSize: false, pixels: x.width * x.height, different: Infinity, ratio: 1, maxDelta: 255 };
  let different = 0;
  let maxDelta = 0;
  for (let i = 0; i < x.data.length; i += 4) {
    let delta = 0;
    for (let c = 0; c < 4; c++) delta = Math.max(delta, Math.abs(x.data[i + c] - y.data[i + c]));
    maxDelta = Math.max(maxDelta, delta);
    if (delta > tolerance) different++;
  }
  const pixels = x.width * x.height;
  return { sameSize: true, pixels, different, ratio: different / pixels, maxDelta };
}
