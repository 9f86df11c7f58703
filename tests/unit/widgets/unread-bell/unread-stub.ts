/**
 * The bell and the user menu (which carries the bell's dot) are tested against the same stub
 * server: an unread count the test sets through `stub.unread`, and the captcha image the login
 * dialog loads when a logged-out click opens it. Call once at the top of a test file; it installs
 * the hooks that give every test a fresh server state, environment and session.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { RecordingEnvironment } from '#core/env/index.js';
import { loginDialog } from '#core/index.js';
import { unreadSettled } from '#widgets/unread-bell/index.js';
import { ok, setupEnvironment, startServer, unmountAll, waitFor, type TestServer } from '../course-list/harness.js';
import { resetSession } from '../course-list/member.js';

export const COUNT = '/api/v2/member/unreadNotificationCount';

export interface UnreadStub {
  server: TestServer;
  env: RecordingEnvironment;
  /** What the count endpoint answers; back to 0 before every test. */
  unread: number;
}

export function useUnreadStub(
  options: {
    /** More routes, registered after the shared ones in every test. */
    routes?: (server: TestServer) => void;
    /** Wait after each test until every request has been answered, not just the count. */
    awaitAllAnswers?: boolean;
  } = {},
): UnreadStub {
  const stub = { unread: 0 } as UnreadStub;
  let restore: () => void;

  beforeAll(async () => {
    stub.server = await startServer();
  });
  afterAll(() => stub.server.close());
  beforeEach(() => {
    stub.server.reset();
    ({ env: stub.env, restore } = setupEnvironment(stub.server));
    resetSession();
    stub.unread = 0;
    stub.server.route(`GET ${COUNT}`, () => ok(stub.unread));
    stub.server.route('GET /api/v2/captcha/image', ok({ key: 'k1', img: 'data:image/png;base64,AAAA' }));
    options.routes?.(stub.server);
  });
  afterEach(async () => {
    unmountAll();
    loginDialog().close();
    // Let a request still on the wire finish before the next test swaps the environment.
    await unreadSettled();
    if (options.awaitAllAnswers)
      await waitFor(() => stub.server.answered() === stub.server.requests.length, 'quiet server');
    resetSession();
    restore();
  });

  return stub;
}
