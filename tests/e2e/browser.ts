import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** Debian's Chromium; never a browser downloaded by a test tool. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** `extraArgs`: flags a test file needs beyond these (a fake camera, say). */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...FLAGS, ...extraArgs], headless: true });
}

/**
 * One browser for the whole test file: launched before its first test, closed after its last.
 * Call at the top level of the file; the function it returns is the running browser.
 */
export function useBrowser(extraArgs: string[] = []): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(extraArgs);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => browser as Browser;
}

export const baseURL = () => inject('baseURL');
export const examplesURL = () => inject('examplesURL');

/** A fresh context (own storage) and page, with the site's base address. */
export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; userAgent?: string; timezoneId?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: 'zh-CN',
    userAgent: options.userAgent,
    // The browser's zone (`America/New_York`…); the machine's by default.
    timezoneId: options.timezoneId,
  });
  const page = await context.newPage();
  return { context, page };
}
