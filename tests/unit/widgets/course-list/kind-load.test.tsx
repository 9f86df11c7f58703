/**
 * A list of another kind whose code (the lazily loaded addon-kinds chunk) cannot be fetched: the
 * list says so with 重试 instead of showing its skeleton for ever, and 重试 loads it again.
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { CourseList } from '#widgets/course-list/index.js';
import { loadSource } from '#widgets/course-list/kinds.js';
import { ok, render, setupEnvironment, startServer, text, unmountAll, waitFor, type TestServer } from './harness.js';

vi.mock('#widgets/course-list/kinds.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('#widgets/course-list/kinds.js')>();
  return { ...real, loadSource: vi.fn(real.loadSource) };
});

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

it('tells a kind whose code did not load, with 重试 that loads it again', async () => {
  server.route(
    'GET /addons/zhibo/api/v1/courses',
    ok({ data: { data: [{ id: 1, title: '直播：性能优化', thumb: '', charge: 0 }], total: 1 }, categories: [] }),
  );
  vi.mocked(loadSource).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
  const { container } = await render(<CourseList kind="live" />);
  await waitFor(() => container.querySelector('[role="alert"]') !== null, 'the failure');
  expect(text(container.querySelector('[role="alert"]')!)).toContain('直播课程加载失败，请稍后重试');
  expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  expect(server.calls('/addons/zhibo/api/v1/courses')).toHaveLength(0);

  container.querySelector<HTMLButtonElement>('[role="alert"] button')!.click();
  await waitFor(() => container.querySelectorAll('a[href]').length === 1, 'the card after 重试');
  expect(container.querySelector('[role="alert"]')).toBeNull();
  expect(loadSource).toHaveBeenCalledTimes(2);
  expect(server.calls('/addons/zhibo/api/v1/courses')).toHaveLength(1);
});
