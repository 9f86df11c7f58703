/**
 * Course and video detail against the real servers' answers: read quietly (the page tells a
 * failure in its own place), and their release-dependent fields noted as capabilities.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attachmentLink, downloadAttachment, getCourseDetail, getVideoDetail } from '#core/course/index.js';
import { capabilities, resetCapabilities } from '#core/capabilities/index.js';
import type { RecordingEnvironment } from '#core/env/index.js';
import { config, saveToken } from '#core/session/index.js';
import { configAt } from '../capabilities/releases.js';
import { fail, ok, rejection, serveRecorded, useApiServer, type TestServer } from '../client/test-server.js';

let server: TestServer;
let e: RecordingEnvironment;
useApiServer({ server: (s) => (server = s), env: (x) => (e = x) });

beforeEach(() => resetCapabilities());
afterEach(() => {
  config.set(null);
  resetCapabilities();
});

describe('course and video detail', () => {
  it('the real answers: a visitor is told isBuy false on the free course; the course fields are noted', async () => {
    // A 4.9.13 config leaves orders open; the 4.9.30 course's is_allow_comment settles them.
    config.set(configAt('4.9.13'));
    expect(capabilities.get().orders).toBe('unknown');
    serveRecorded(server, '4.9.30', 'GET /api/v2/course/1');
    const detail = await getCourseDetail(1);
    expect(detail.isBuy).toBe(false);
    expect(detail.course).toMatchObject({ is_free: 1, is_allow_comment: 1, is_vip_free: 0 });
    expect(capabilities.get()).toMatchObject({ orders: 'v3', comments: 'v3' });
  });

  it('a 4.9.5 lesson carries none of the later fields', async () => {
    config.set(configAt('4.9.13'));
    serveRecorded(server, '4.9.5', 'GET /api/v2/video/1');
    const detail = await getVideoDetail(1);
    expect(detail.isWatch).toBe(false);
    expect(capabilities.get()).toMatchObject({ comments: 'v2', orders: 'unknown' });
  });

  it('attachments: a link with the token on servers with webname, the v3 two-step elsewhere', async () => {
    saveToken('member');
    config.set(configAt('4.9.10'));
    expect(attachmentLink(7)).toBe(`${server.origin}/api/v2/course/attach/7/download?token=member`);
    config.set(configAt('4.9.11'));
    expect(attachmentLink(7)).toBeNull();
    server.route(
      'GET /api/v3/course/3/attach/7',
      ok({ download_url: 'http://127.0.0.1:18700/api/v3/course/attach-download?sign=x' }),
    );
    await downloadAttachment(3, 7);
    expect(server.requests.map((r) => [r.path, r.headers.authorization])).toEqual([
      ['/api/v3/course/3/attach/7', 'Bearer member'],
    ]);
    expect(e.assigned).toEqual(['http://127.0.0.1:18700/api/v3/course/attach-download?sign=x']);
  });

  it('a refusal rejects without a toast: the page says the course is missing, once', async () => {
    server.route('GET /api/v2/course/999999', fail('错误'));
    expect((await rejection(getCourseDetail(999999))).message).toBe('错误');
    expect(e.toasts).toEqual([]);
  });
});
