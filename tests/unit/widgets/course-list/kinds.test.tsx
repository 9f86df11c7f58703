/**
 * The course list's other kinds (live courses, e-books, topics, learning paths): the options an
 * embed passes (`data-kind`, `data-site`), the list call of each kind with the contract's
 * parameter names, and the cards they make, linking to the site's page of each kind.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CourseList, courseHref, itemHref, listQuery, resolveOptions } from '#widgets/course-list/index.js';
import { sourceOf } from '#widgets/course-list/addon-kinds.js';
import {
  fail,
  ok,
  render,
  setupEnvironment,
  startServer,
  text,
  unmountAll,
  waitFor,
  type TestServer,
} from './harness.js';

let server: TestServer;
let restore: () => void;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  ({ restore } = setupEnvironment(server));
});
afterEach(() => {
  unmountAll();
  restore();
});

/** An addon list as contract 8.1 nests it: `data.data.{data[], total}` beside `categories`. */
const addonPage = (items: unknown[], total = items.length) => ok({ data: { data: items, total }, categories: [] });
const cards = (root: HTMLElement) => Array.from(root.querySelectorAll('a[href]'));
const query = (path: string) => Object.fromEntries(server.calls(path)[0].query);

describe('course list options per kind', () => {
  it('reads data-kind and keeps only the scenes that kind’s list knows', () => {
    expect(resolveOptions({}).kind).toBe('course');
    expect(resolveOptions({ kind: 'bogus' }).kind).toBe('course');
    expect(resolveOptions({ kind: 'book', scene: 'hot' })).toMatchObject({ kind: 'book', scene: 'hot' });
    expect(resolveOptions({ kind: 'topic', scene: 'sub' }).scene).toBe('');
    expect(resolveOptions({ kind: 'learnPath', scene: 'free' }).scene).toBe('');
    expect(resolveOptions({ kind: 'course', scene: 'hot' }).scene).toBe('');
    expect(resolveOptions({ site: 'https://learn.example.com//' }).site).toBe('https://learn.example.com');
  });

  it('asks each kind’s list with its own parameter names', () => {
    const q = (kind: string, more = {}) =>
      listQuery(resolveOptions({ kind, categoryId: '4', pageSize: '6', ...more }), 2);
    expect(q('course', { scene: 'free' })).toEqual({ page: 2, page_size: 6, category_id: 4, scene: 'free' });
    expect(q('live')).toEqual({ page: 2, size: 6, cid: 4 });
    expect(q('book', { scene: 'sub' })).toEqual({ page: 2, size: 6, cid: 4, scene: 'sub' });
    expect(q('topic', { scene: 'hot' })).toEqual({ page: 2, size: 6, cid: 4, scene: 'hot' });
    expect(q('learnPath')).toEqual({ page: 2, size: 6, category_id: 4 });
    expect(listQuery(resolveOptions({ kind: 'book' }), 1)).toEqual({ page: 1, size: 8 });
  });

  it('links cards to the page of their kind, on data-site when given; a courseUrl template wins', () => {
    const href = (o: Record<string, string>) => {
      const options = resolveOptions(o);
      return itemHref(options, 7, sourceOf(options.kind).path?.(7));
    };
    expect(href({ kind: 'course' })).toBe('/courses/detail/7');
    expect(href({ kind: 'live' })).toBe('/live/detail/7');
    expect(href({ kind: 'book' })).toBe('/book/detail/7');
    expect(href({ kind: 'topic' })).toBe('/topic/detail/7');
    expect(href({ kind: 'learnPath' })).toBe('/learnPath/detail/7');
    expect(href({ kind: 'book', site: 'https://learn.example.com/' })).toBe('https://learn.example.com/book/detail/7');
    expect(href({ kind: 'topic', site: 'https://learn.example.com', courseUrl: '/t/{id}' })).toBe('/t/7');
    // A hostile template or site falls back to the kind's own page on this origin.
    expect(href({ kind: 'book', courseUrl: 'javascript:alert({id})' })).toBe('/book/detail/7');
    expect(href({ kind: 'book', site: 'javascript:alert(1)//' })).toBe('/book/detail/7');
    expect(courseHref('javascript:alert({id})', 3, '/learnPath/detail/3')).toBe('/learnPath/detail/3');
  });
});

describe('course list of each kind', () => {
  it('lists e-books from MeeduBooks with their subscribers and links them to the book page', async () => {
    server.route(
      'GET /addons/MeeduBooks/api/v1/books',
      addonPage([
        {
          id: 3,
          name: 'TypeScript 手册',
          thumb: 'https://img.example.com/b3.png',
          charge: 29,
          user_count: 12,
          category: { name: '前端' },
        },
        { id: 4, name: '免费小册', thumb: '', charge: 0, user_count: 0, category: [] },
      ]),
    );
    const { container } = await render(<CourseList kind="book" categoryId="2" scene="hot" limit="4" />);
    await waitFor(() => cards(container).length === 2, 'cards');
    expect(query('/addons/MeeduBooks/api/v1/books')).toEqual({ page: '1', size: '4', cid: '2', scene: 'hot' });
    const [paid, free] = cards(container);
    expect(text(paid.querySelector('h3'))).toBe('TypeScript 手册');
    expect(text(paid)).toContain('￥29');
    expect(text(paid)).toContain('12人订阅');
    expect(text(paid)).toContain('前端');
    expect(paid.getAttribute('href')).toBe('/book/detail/3');
    expect(text(free)).toContain('免费');
    expect(container.querySelector('ul')?.getAttribute('aria-label')).toBe('电子书列表');
  });

  it('lists live courses, topics and learning paths from their own endpoints', async () => {
    server.route(
      'GET /addons/zhibo/api/v1/courses',
      addonPage([
        {
          id: 1,
          title: '直播：性能优化',
          thumb: '',
          charge: 99,
          user_count: 8,
          videos_count: 5,
          category: { name: '前端' },
        },
      ]),
    );
    server.route(
      'GET /addons/MeeduTopics/api/v1/topics',
      addonPage([{ id: 6, title: '图文：闭包', thumb: '', charge: 0, view_times: 120, vote_count: 9, category: [] }]),
    );
    server.route(
      'GET /addons/LearnPaths/api/v1/all',
      ok({
        data: { data: [{ id: 2, name: '前端路线', thumb: '', charge: 199, courses_count: 6 }], total: 1 },
        steps: [],
      }),
    );
    const live = await render(<CourseList kind="live" site="https://learn.example.com" />);
    const topic = await render(<CourseList kind="topic" />);
    const path = await render(<CourseList kind="learnPath" categoryId={5} />);
    await waitFor(() => [live, topic, path].every((m) => cards(m.container).length === 1), 'one card in each list');
    const [l] = cards(live.container);
    expect(text(l)).toContain('8人已报名');
    expect(text(l)).toContain('5节直播');
    expect(l.getAttribute('href')).toBe('https://learn.example.com/live/detail/1');
    const [t] = cards(topic.container);
    expect(text(t)).toContain('120次阅读');
    expect(text(t)).toContain('9赞');
    expect(t.getAttribute('href')).toBe('/topic/detail/6');
    const [p] = cards(path.container);
    expect(text(p)).toContain('前端路线');
    expect(text(p)).toContain('6门课程');
    expect(p.getAttribute('href')).toBe('/learnPath/detail/2');
    expect(query('/addons/zhibo/api/v1/courses')).toEqual({ page: '1', size: '8' });
    expect(query('/addons/MeeduTopics/api/v1/topics')).toEqual({ page: '1', size: '8' });
    expect(query('/addons/LearnPaths/api/v1/all')).toEqual({ page: '1', size: '8', category_id: '5' });
  });

  it('names the kind in the empty and error states, and pages an addon list by its total', async () => {
    server.route('GET /addons/MeeduTopics/api/v1/topics', addonPage([]));
    const empty = await render(<CourseList kind="topic" />);
    await waitFor(() => text(empty.container).includes('暂无图文'), '暂无图文');

    server.route('GET /addons/LearnPaths/api/v1/all', fail('服务繁忙'));
    const failed = await render(<CourseList kind="learnPath" />);
    await waitFor(() => text(failed.container).includes('学习路径加载失败，请稍后重试'), 'error state');
    expect(failed.container.querySelector('[role="alert"] button')?.textContent).toBe('重试');

    server.route('GET /addons/MeeduBooks/api/v1/books', addonPage([{ id: 1, name: '一', thumb: '', charge: 1 }], 9));
    const paged = await render(<CourseList kind="book" limit="4" paginate />);
    await waitFor(() => !!paged.container.querySelector('nav[aria-label="电子书分页"]'), 'pager');
    expect(text(paged.container.querySelector('nav'))).toContain('3');
  });
});
