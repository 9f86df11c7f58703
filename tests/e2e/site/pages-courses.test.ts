import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from '../browser.js';
import {
  api,
  atDesktopAndPhoneWidths,
  expectNoAxeViolations,
  pathAndQuery,
  siteConfig,
  useBrowser,
  waitForPath,
  whileRequestFails,
} from './helpers.js';

const browser = useBrowser();

interface Category {
  id: number;
  name: string;
  children: Array<{ id: number; name: string }>;
}
interface CoursePage {
  data: Array<{ id: number; title: string }>;
  total: number;
  last_page: number;
}

const filters = (page: Page) => page.getByRole('navigation', { name: '课程筛选' });
const cards = (page: Page) => page.getByRole('list', { name: '课程列表' }).getByRole('listitem');
const pager = (page: Page) => page.getByRole('navigation', { name: '课程分页' });

/** The titles on screen once they match what the server returns for `query`. */
async function expectCourses(page: Page, query: string) {
  const expected = await api<CoursePage>(`/api/v2/courses?page_size=16&${query}`);
  await page.waitForFunction(
    (first) => document.querySelector('[aria-label="课程列表"] li')?.textContent?.includes(first) ?? false,
    expected.data[0].title,
  );
  const titles = await cards(page).locator('h3').allInnerTexts();
  expect(titles).toEqual(expected.data.map((c) => c.title));
  return expected;
}

describe('courses page', () => {
  it('keeps category, scene and page in the address, and back and forward restore them', async () => {
    const categories = await api<Category[]>('/api/v2/course_categories');
    const top = categories.find((c) => c.children.length > 1)!;
    const child = top.children[0];
    const { context, page } = await newPage(browser());
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v2/courses?')) requests.push(new URL(r.url()).search);
    });
    await page.goto('/courses');
    const config = await siteConfig();
    await page.waitForFunction((name) => document.title === `全部课程 - ${name}`, config.name);
    const all = await expectCourses(page, 'page=1');
    expect(all.last_page).toBeGreaterThan(1);

    // Page 2 through the pager (its pages are links: they work without script too).
    await pager(page).getByRole('link', { name: '下一页' }).click();
    await waitForPath(page, '/courses?page=2');
    await expectCourses(page, 'page=2');

    // A category resets the page; its sub-categories appear.
    await filters(page).getByRole('link', { name: top.name }).click();
    await waitForPath(page, `/courses?category_id=${top.id}`);
    await expectCourses(page, `page=1&category_id=${top.id}`);
    expect(await filters(page).getByRole('link', { name: top.name }).getAttribute('aria-current')).toBe('true');
    await filters(page).getByRole('link', { name: child.name, exact: true }).click();
    await waitForPath(page, `/courses?category_id=${child.id}`);
    await expectCourses(page, `page=1&category_id=${child.id}`);

    // Scene 免费 on top of the category.
    await filters(page).getByRole('link', { name: '免费' }).click();
    await waitForPath(page, `/courses?category_id=${child.id}&scene=free`);
    await page.waitForFunction(() => !document.querySelector('[aria-label="课程加载中"]'));
    const free = await api<CoursePage>(`/api/v2/courses?page_size=16&page=1&category_id=${child.id}&scene=free`);
    if (free.data.length) await expectCourses(page, `page=1&category_id=${child.id}&scene=free`);
    else await page.getByText('暂无课程').waitFor();

    // Back walks the same way home, each step restoring its list.
    await page.goBack();
    await waitForPath(page, `/courses?category_id=${child.id}`);
    await expectCourses(page, `page=1&category_id=${child.id}`);
    await page.goBack();
    await waitForPath(page, `/courses?category_id=${top.id}`);
    await page.goBack();
    await waitForPath(page, '/courses?page=2');
    await expectCourses(page, 'page=2');
    expect(await pager(page).locator('[aria-current="page"]').innerText()).toContain('2');
    await page.goForward();
    await waitForPath(page, `/courses?category_id=${top.id}`);
    await expectCourses(page, `page=1&category_id=${top.id}`);

    // What went to the server used the contract's names.
    expect(requests).toContain('?page=2&page_size=16');
    expect(requests).toContain(`?page=1&page_size=16&category_id=${child.id}&scene=free`);
    await context.close();
  });

  it('opens straight onto a filtered page from its address', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/courses?scene=sub&page=2');
    await expectCourses(page, 'page=2&scene=sub');
    expect(await filters(page).getByRole('link', { name: '热门' }).getAttribute('aria-current')).toBe('true');
    expect(pathAndQuery(page)).toBe('/courses?scene=sub&page=2');
    await context.close();
  });

  it('shows an error with a retry when the course list fails, and the filters keep working', async () => {
    await whileRequestFails(browser(), '/api/v2/courses', async (page) => {
      await page.goto('/courses');
      const retry = page.getByRole('button', { name: '重试' });
      await retry.waitFor();
      expect(await page.getByRole('alert').first().innerText()).toContain('课程加载失败');
      // The filters loaded on their own.
      await filters(page).getByRole('link', { name: '免费' }).waitFor();
      await retry.click();
      await expectCourses(page, 'page=1');
    });
  });

  it('shows an error with a retry when the categories fail', async () => {
    await whileRequestFails(browser(), '/api/v2/course_categories', async (page) => {
      await page.goto('/courses');
      const alert = page.getByRole('alert').filter({ hasText: '课程分类加载失败' });
      await alert.waitFor();
      // The list still arrived.
      await expectCourses(page, 'page=1');
      await alert.getByRole('button', { name: '重试' }).click();
      await filters(page).getByRole('link', { name: '全部' }).first().waitFor();
      const categories = await api<Category[]>('/api/v2/course_categories');
      await filters(page).getByRole('link', { name: categories[0].name }).waitFor();
    });
  });

  it('has no accessibility violations, at desktop and phone widths', async () => {
    await atDesktopAndPhoneWidths(browser(), async (page) => {
      await page.goto('/courses?category_id=1');
      await expectCourses(page, 'page=1&category_id=1');
      await expectNoAxeViolations(page);
    });
  });
});
