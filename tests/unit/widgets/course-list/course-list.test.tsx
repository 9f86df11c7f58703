import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CourseListItem } from '#core/course/index.js';
import type { RecordingEnvironment } from '#core/env/index.js';
import {
  CourseList,
  courseHref,
  mountCourseList,
  pageSlots,
  resolveOptions,
  PAGE_CHANGE_EVENT,
} from '#widgets/course-list/index.js';
import {
  deferred,
  fail,
  ok,
  render,
  setupEnvironment,
  startServer,
  text,
  tick,
  unmountAll,
  waitFor,
  type Reply,
  type TestServer,
} from './harness.js';

const course = (id: number, patch: Partial<CourseListItem> = {}): CourseListItem => ({
  id,
  title: `课程${id}`,
  slug: `c-${id}`,
  thumb: `https://img.example.com/${id}.png`,
  charge: 99,
  short_description: '',
  seo_keywords: '',
  seo_description: '',
  published_at: '2024-01-01 10:00:00',
  is_rec: 0,
  is_show: 1,
  user_count: 12,
  category_id: 3,
  is_free: 0,
  videos_count: 8,
  category: { id: 3, name: '前端开发' },
  ...patch,
});

/** A P1 Laravel paginator page as GET /api/v2/courses sends it (category `[]` when missing). */
function coursePage(
  items: Array<CourseListItem | Record<string, unknown>>,
  page = 1,
  perPage = 8,
  total = items.length,
) {
  const last = Math.max(1, Math.ceil(total / perPage));
  return ok({
    current_page: page,
    data: items,
    first_page_url: 'http://x/api/v2/courses?page=1',
    from: items.length ? (page - 1) * perPage + 1 : null,
    last_page: last,
    last_page_url: `http://x/api/v2/courses?page=${last}`,
    links: [],
    next_page_url: page < last ? `http://x/api/v2/courses?page=${page + 1}` : null,
    path: 'api/v2/courses',
    per_page: perPage,
    prev_page_url: page > 1 ? `http://x/api/v2/courses?page=${page - 1}` : null,
    to: items.length ? (page - 1) * perPage + items.length : null,
    total,
  });
}

let server: TestServer;
let env: RecordingEnvironment;
let restore: () => void;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  ({ env, restore } = setupEnvironment(server));
});
afterEach(() => {
  unmountAll();
  restore();
});

const coursesCalls = () => server.calls('/api/v2/courses');
const cards = (root: HTMLElement) => Array.from(root.querySelectorAll('a[href]'));
const button = (root: HTMLElement, label: string) =>
  Array.from(root.querySelectorAll('button')).find(
    (b) => text(b) === label || b.getAttribute('aria-label') === label,
  ) as HTMLButtonElement;

describe('CourseList cards', () => {
  it('shows a skeleton (aria-busy) first, then one card per course with its fields', async () => {
    const gate = deferred<Reply>();
    server.route('GET /api/v2/courses', () => gate.promise);
    const { container } = await render(<CourseList />);

    const root = container.firstElementChild as HTMLElement;
    expect(root.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('li').length).toBe(8);
    expect(cards(container)).toHaveLength(0);

    gate.resolve(
      coursePage([
        course(1, { title: '免费入门', is_free: 1, charge: 0, user_count: 5, videos_count: 3 }),
        course(2, { title: '零元课', is_free: 0, charge: 0 }),
        course(3, { title: 'TypeScript 进阶', charge: 199, user_count: 1024, videos_count: 36 }),
        { ...course(4, { title: '无分类' }), category: [], videos_count: undefined },
      ]),
    );
    await waitFor(() => cards(container).length === 4, 'cards');
    expect(root.getAttribute('aria-busy')).toBe('false');

    const [free, zero, paid, uncategorised] = cards(container);
    expect(text(free.querySelector('h3'))).toBe('免费入门');
    expect(text(free)).toContain('免费');
    expect(text(free)).toContain('5人已学');
    expect(text(free)).toContain('3课时');
    expect(text(free)).toContain('前端开发');
    expect(text(zero)).toContain('免费');
    expect(text(zero)).not.toContain('￥');
    expect(text(paid)).toContain('￥199');
    expect(text(paid)).not.toContain('免费');
    expect(text(paid)).toContain('1024人已学');
    expect(text(paid)).toContain('36课时');
    expect(text(uncategorised)).not.toContain('前端开发');
    // Home-page block rows carry no lesson count: no bare "课时" then.
    expect(text(uncategorised)).not.toContain('课时');

    expect(free.getAttribute('href')).toBe('/courses/detail/1');
    expect(paid.getAttribute('href')).toBe('/courses/detail/3');
    const img = paid.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('alt')).toBe('TypeScript 进阶');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('src')).toBe('https://img.example.com/3.png');
  });

  it('asks for page 1 with page_size 8 and no filters by default', async () => {
    server.route('GET /api/v2/courses', coursePage([course(1)]));
    const { container } = await render(<CourseList />);
    await waitFor(() => cards(container).length === 1, 'card');
    const [call] = coursesCalls();
    expect(Object.fromEntries(call.query)).toEqual({ page: '1', page_size: '8' });
  });

  it('sends category_id, scene, page and page_size exactly as the contract names them', async () => {
    server.route('GET /api/v2/courses', coursePage([course(1)]));
    const { container } = await render(<CourseList categoryId={7} scene="free" pageSize={12} page={3} />);
    await waitFor(() => cards(container).length === 1, 'card');
    expect(Object.fromEntries(coursesCalls()[0].query)).toEqual({
      page: '3',
      page_size: '12',
      category_id: '7',
      scene: 'free',
    });
  });

  it('accepts the strings an embed reads from data-* attributes', async () => {
    server.route('GET /api/v2/courses', coursePage([course(1)]));
    const { container } = await render(<CourseList categoryId="4" scene="recom" limit="6" paginate="" columns="3" />);
    await waitFor(() => cards(container).length === 1, 'card');
    expect(Object.fromEntries(coursesCalls()[0].query)).toEqual({
      page: '1',
      page_size: '6',
      category_id: '4',
      scene: 'recom',
    });
    expect(resolveOptions({ paginate: '' }).paginate).toBe(true);
    expect(resolveOptions({ paginate: 'false' }).paginate).toBe(false);
    expect(resolveOptions({ scene: 'bogus', pageSize: '-3', columns: '99' })).toMatchObject({
      scene: '',
      pageSize: 8,
      columns: 6,
    });
  });

  it('builds card links from the courseUrl template, absolute http(s) bases included', async () => {
    server.route('GET /api/v2/courses', coursePage([course(42)]));
    const { container } = await render(<CourseList courseUrl="https://portal.example.com/course/{id}?from=embed" />);
    await waitFor(() => cards(container).length === 1, 'card');
    expect(cards(container)[0].getAttribute('href')).toBe('https://portal.example.com/course/42?from=embed');
  });

  it('refuses javascript: and other non-http templates and links to the default detail path', async () => {
    server.route('GET /api/v2/courses', coursePage([course(5)]));
    const { container } = await render(<CourseList courseUrl="javascript:alert({id})" />);
    await waitFor(() => cards(container).length === 1, 'card');
    expect(cards(container)[0].getAttribute('href')).toBe('/courses/detail/5');
    expect(courseHref(' JavaScript:alert(1)//{id}', 1)).toBe('/courses/detail/1');
    expect(courseHref('data:text/html,{id}', 2)).toBe('/courses/detail/2');
    expect(courseHref('//evil.example.com/{id}', 3)).toBe('/courses/detail/3');
    expect(courseHref('/lesson/{id}/intro', 9)).toBe('/lesson/9/intro');
    expect(courseHref('http://a.example.com/c/{id}', 9)).toBe('http://a.example.com/c/9');
  });
});

describe('CourseList states', () => {
  it('shows 暂无课程 when the page is empty', async () => {
    server.route('GET /api/v2/courses', coursePage([]));
    const { container } = await render(<CourseList paginate />);
    await waitFor(() => text(container).includes('暂无课程'), '暂无课程');
    expect(cards(container)).toHaveLength(0);
    expect(container.querySelector('nav')).toBeNull();
  });

  it('shows the error state after a failure (core toasts it) and 重试 fetches again', async () => {
    let fails = true;
    server.route('GET /api/v2/courses', () => (fails ? fail('服务器繁忙') : coursePage([course(1), course(2)])));
    const { container } = await render(<CourseList />);
    await waitFor(() => !!button(container, '重试'), '重试');
    expect(container.querySelector('[role="alert"]')).not.toBeNull();
    expect(env.toasts).toEqual([{ message: '服务器繁忙', kind: 'error' }]);
    expect(coursesCalls()).toHaveLength(1);

    fails = false;
    button(container, '重试').click();
    await waitFor(() => cards(container).length === 2, 'cards after retry');
    expect(coursesCalls()).toHaveLength(2);
    expect(Object.fromEntries(coursesCalls()[1].query)).toEqual({ page: '1', page_size: '8' });
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });
});

describe('CourseList paging', () => {
  const pages = () =>
    server.route('GET /api/v2/courses', (req) => {
      const page = Number(req.query.get('page'));
      const size = Number(req.query.get('page_size'));
      const all = Array.from({ length: 20 }, (_, i) => course(i + 1));
      return coursePage(all.slice((page - 1) * size, page * size), page, size, all.length);
    });

  it('moves forward and back, changing the page query and aria-current', async () => {
    pages();
    const onPageChange = vi.fn();
    const { container } = await render(<CourseList paginate pageSize={8} onPageChange={onPageChange} />);
    await waitFor(() => cards(container).length === 8, 'page 1');
    const nav = container.querySelector('nav') as HTMLElement;
    expect(nav.getAttribute('aria-label')).toBe('课程分页');
    expect(button(container, '第1页').getAttribute('aria-current')).toBe('page');
    expect(button(container, '上一页').getAttribute('aria-disabled')).toBe('true');
    expect(nav.querySelectorAll('[aria-label^="第"]')).toHaveLength(3);

    const events: number[] = [];
    container.addEventListener(PAGE_CHANGE_EVENT, (e) => events.push((e as CustomEvent<{ page: number }>).detail.page));

    button(container, '下一页').click();
    await waitFor(() => text(cards(container)[0]?.querySelector('h3')) === '课程9', 'page 2');
    expect(Object.fromEntries(coursesCalls()[1].query)).toEqual({ page: '2', page_size: '8' });
    expect(button(container, '第2页').getAttribute('aria-current')).toBe('page');
    expect(button(container, '第1页').hasAttribute('aria-current')).toBe(false);

    button(container, '第3页').click();
    await waitFor(() => cards(container).length === 4, 'page 3');
    expect(coursesCalls()[2].query.get('page')).toBe('3');
    expect(button(container, '下一页').getAttribute('aria-disabled')).toBe('true');
    button(container, '下一页').click();
    await tick();
    expect(coursesCalls()).toHaveLength(3);

    button(container, '上一页').click();
    await waitFor(() => text(cards(container)[0]?.querySelector('h3')) === '课程9', 'back to page 2');
    // Page 2 is still fresh in the query cache: shown again without asking the server.
    expect(coursesCalls()).toHaveLength(3);
    expect(onPageChange.mock.calls.map((c) => c[0])).toEqual([2, 3, 2]);
    expect(events).toEqual([2, 3, 2]);
  });

  it('keeps the pager (and the pressed button) in place while the next page loads', async () => {
    pages();
    const { container } = await render(<CourseList paginate />);
    await waitFor(() => cards(container).length === 8, 'page 1');
    const gate = deferred<Reply>();
    server.route('GET /api/v2/courses', () => gate.promise);
    const next = button(container, '下一页');
    next.focus();
    next.click();
    await waitFor(() => coursesCalls().length === 2, 'page 2 request');
    expect((container.firstElementChild as HTMLElement).getAttribute('aria-busy')).toBe('true');
    expect(button(container, '下一页')).toBe(next);
    expect(document.activeElement).toBe(next);
    gate.resolve(coursePage([course(9)], 2, 8, 20));
    await waitFor(() => cards(container).length === 1, 'page 2');
  });

  it('ignores a late response for a page the reader already left', async () => {
    const slowPage2 = deferred<Reply>();
    server.route('GET /api/v2/courses', (req) => {
      const page = Number(req.query.get('page'));
      if (page === 2) return slowPage2.promise;
      return coursePage([course(page * 100)], page, 8, 24);
    });
    const { container } = await render(<CourseList paginate />);
    await waitFor(() => cards(container).length === 1, 'page 1');
    button(container, '下一页').click();
    await waitFor(() => coursesCalls().length === 2, 'page 2 request');
    button(container, '第3页').click();
    await waitFor(() => text(cards(container)[0]?.querySelector('h3')) === '课程300', 'page 3');
    slowPage2.resolve(coursePage([course(200)], 2, 8, 24));
    await waitFor(() => server.answered() === 3, 'late page 2 sent');
    for (let i = 0; i < 50; i++) await tick();
    expect(text(cards(container)[0].querySelector('h3'))).toBe('课程300');
    expect(button(container, '第3页').getAttribute('aria-current')).toBe('page');
  });

  it('ignores a response that arrives after unmount', async () => {
    const gate = deferred<Reply>();
    server.route('GET /api/v2/courses', () => gate.promise);
    const errors = vi.spyOn(console, 'error');
    const m = await render(<CourseList />);
    await waitFor(() => coursesCalls().length === 1, 'request');
    m.unmount();
    gate.resolve(coursePage([course(1)]));
    await waitFor(() => server.answered() === 1, 'late response sent');
    for (let i = 0; i < 50; i++) await tick();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('pageSlots keeps first, last and neighbours, with gaps', () => {
    expect(pageSlots(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageSlots(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap-end', 10]);
    expect(pageSlots(6, 10)).toEqual([1, 'gap-start', 5, 6, 7, 'gap-end', 10]);
    expect(pageSlots(10, 10)).toEqual([1, 'gap-start', 6, 7, 8, 9, 10]);
  });
});

describe('mountCourseList', () => {
  it('mounts, refetches from page 1 of the new filter on update(), and unmounts', async () => {
    server.route('GET /api/v2/courses', (req) =>
      coursePage(
        [course(Number(req.query.get('category_id') ?? 0) * 10 + Number(req.query.get('page')))],
        Number(req.query.get('page')),
        8,
        24,
      ),
    );
    const el = document.createElement('div');
    document.body.appendChild(el);
    const handle = mountCourseList(el, { paginate: true, categoryId: 1 });
    await waitFor(() => text(el.querySelector('h3')) === '课程11', 'category 1 page 1');
    (Array.from(el.querySelectorAll('button')).find((b) => text(b) === '下一页') as HTMLButtonElement).click();
    await waitFor(() => text(el.querySelector('h3')) === '课程12', 'category 1 page 2');

    handle.update({ categoryId: 2 });
    await waitFor(() => text(el.querySelector('h3')) === '课程21', 'category 2 page 1');
    expect(Object.fromEntries(coursesCalls()[2].query)).toEqual({ page: '1', page_size: '8', category_id: '2' });

    handle.unmount();
    expect(el.childElementCount).toBe(0);
    el.remove();
  });
});
