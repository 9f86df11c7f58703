/**
 * What the browser benchmarks share: Debian's Chromium with the project's flags, the median of
 * the samples, and paint timings as the page itself observed them.
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
