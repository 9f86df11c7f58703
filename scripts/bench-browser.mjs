/**
 * What the browser benchmarks share: Debian's Chromium with the project's flags, a page on a slow
 * phone-like connection, the median of the samples, and paint timings and the moment given text
 * was first shown, as the page itself observed them.
 */
import { chromium } from 'playwright-core';

export const launchChromium = () =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The median of each field over samples of the same shape. */
export const medians = (samples) =>
  Object.fromEntries(Object.keys(samples[0]).map((k) => [k, median(samples.map((s) => s[k]))]));

/**
 * A page in a new context (nothing cached) on a slow phone-like connection: CPU slowed 4x,
 * 1.6 Mbps down, 750 kbps up, 150 ms round trips, cache off. `requests` collects every request
 * the page makes (DevTools protocol: url, type, start and end in seconds, bytes transferred).
 */
export async function throttledPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) =>
    requests.set(e.requestId, { url: e.request.url, type: e.type, start: e.timestamp, end: Infinity, bytes: 0 }),
  );
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.type = e.type;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength });
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.failed = true;
  });
  return { context, page, requests };
}

/**
 * Resolves once none of a throttledPage's requests has been in flight for `quietMs` (or after
 * `timeoutMs`). Unlike Playwright's `networkidle`, which is reached once per navigation, this can
 * be waited for again after the page went on working.
 */
export async function networkQuiet(requests, quietMs = 500, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if ([...requests.values()].some((r) => r.end === Infinity && !r.failed)) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Records LCP candidates from the page's first script on (call before `goto`). */
export const observePaint = (page) =>
  page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });

/** FCP and LCP two frames after network idle: any last LCP candidate has been reported by then. */
export const readPaint = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve({
              fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
              lcp: window.__lcp,
            }),
          ),
        ),
      ),
  );

/**
 * Watches for any of `texts` to be shown (call before `goto`): the first frame in which an element
 * whose own text contains one of them is laid out with a box and not hidden (display, visibility,
 * opacity), anywhere on the page, in the first screen or below it. Text in scripts, styles and the
 * head (a page's JSON state, its <title>) does not count. Candidates are found as the DOM changes
 * and checked once per frame only while one is waiting, so the watching costs the page little.
 * The frames longer than 50 ms are kept (Long Animation Frames) to time the paint (readContent).
 */
export const observeContent = (page, texts) =>
  page.addInitScript((texts) => {
    window.__content = null;
    window.__longFrames = [];
    new PerformanceObserver((list) => window.__longFrames.push(...list.getEntries())).observe({
      type: 'long-animation-frame',
      buffered: true,
    });
    // The requests are counted from Resource Timing once the page is idle: keep them all.
    performance.setResourceTimingBufferSize(5000);
    const unseen = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'TITLE', 'HEAD', 'META']);
    const waiting = new Set();
    let scheduled = false;
    const consider = (text) => {
      const element = text.parentElement;
      if (element && !unseen.has(element.tagName) && texts.some((t) => text.data.includes(t))) waiting.add(element);
    };
    const scan = (node) => {
      if (node.nodeType === Node.TEXT_NODE) return consider(node);
      if (node.nodeType !== Node.ELEMENT_NODE || unseen.has(node.tagName)) return;
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) consider(text);
    };
    const check = () => {
      scheduled = false;
      for (const element of waiting) {
        if (!element.isConnected) {
          waiting.delete(element);
          continue;
        }
        const box = element.getBoundingClientRect();
        if (box.width && box.height && element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
          window.__content = { frame: performance.now(), text: element.textContent.trim().slice(0, 40) };
          observer.disconnect();
          return;
        }
      }
      if (waiting.size) schedule();
    };
    const schedule = () => {
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(check);
    };
    const observer = new MutationObserver((records) => {
      // The parser adds an element and then its children: scan each added subtree once, as it is now.
      const added = new Set();
      for (const record of records) {
        if (record.type === 'characterData') consider(record.target);
        else record.addedNodes.forEach((node) => added.add(node));
      }
      for (const node of added) {
        let above = node.parentNode;
        while (above && !added.has(above)) above = above.parentNode;
        if (!above) scan(node);
      }
      if (waiting.size) schedule();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  }, texts);

/** Resolves once the watched text has been shown, or after `timeoutMs`. */
export const contentShown = (page, timeoutMs = 30_000) =>
  page
    .waitForFunction(() => window.__content, null, { timeout: timeoutMs })
    .then(
      () => true,
      () => false,
    );

/**
 * When the watched text was first shown (ms since navigation start, null if it has not been) and
 * how many requests the page had by then: `done` had their whole response, `started` had been sent
 * (the page itself counts as one of each), `blocking` held the first paint back (the page, and the
 * render-blocking stylesheets and scripts).
 *
 * Shown is when the frame that first laid the text out had been painted: on a slowed CPU a frame's
 * style, layout and paint can take hundreds of milliseconds, so a frame longer than 50 ms is timed
 * to its end (its Long Animation Frame entry); a shorter one is within 50 ms of its paint anyway.
 * The requests are read from Resource Timing, on the same clock; read once the network is quiet,
 * as a request is listed only when it has finished.
 */
export function readContent(page) {
  return page.evaluate(() => {
    const seen = window.__content;
    if (!seen) return { shown: null, done: null, started: null, blocking: null, text: null };
    const frame = window.__longFrames.find((f) => f.startTime <= seen.frame && seen.frame <= f.startTime + f.duration);
    const shown = frame ? frame.startTime + frame.duration : seen.frame;
    const all = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
    return {
      shown,
      done: all.filter((e) => e.responseEnd > 0 && e.responseEnd <= shown).length,
      started: all.filter((e) => e.startTime <= shown).length,
      // The page and what the browser would not paint before (stylesheets, classic scripts in the head).
      blocking:
        1 +
        performance
          .getEntriesByType('resource')
          .filter((e) => e.renderBlockingStatus === 'blocking' && e.startTime <= shown).length,
      text: seen.text,
    };
  });
}
