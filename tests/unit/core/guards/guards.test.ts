import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureEnvironment, recordingEnvironment, type RecordingEnvironment } from '#core/env/index.js';
import { afterLoginDestination, applyAfterLogin, guardRoute, safeRedirect } from '#core/guards/index.js';

const base = { search: '', requiresLogin: true, isLogin: true, bindMobilePending: false, faceCheckPending: false };

describe('guardRoute', () => {
  it('allows public routes whatever the session', () => {
    for (const flags of [{ isLogin: false }, { bindMobilePending: true }, { faceCheckPending: true }]) {
      expect(guardRoute({ ...base, ...flags, pathname: '/courses', requiresLogin: false })).toEqual({
        action: 'allow',
      });
    }
  });

  it('allows a login-required route for a member with nothing pending', () => {
    expect(guardRoute({ ...base, pathname: '/member' })).toEqual({ action: 'allow' });
  });

  it('sends a visitor to /login with the encoded path and query', () => {
    expect(guardRoute({ ...base, isLogin: false, pathname: '/member/orders' })).toEqual({
      action: 'redirect',
      to: '/login?redirect=%2Fmember%2Forders',
    });
    expect(guardRoute({ ...base, isLogin: false, pathname: '/exam/papers/play', search: '?id=3&pid=9' })).toEqual({
      action: 'redirect',
      to: '/login?redirect=%2Fexam%2Fpapers%2Fplay%3Fid%3D3%26pid%3D9',
    });
    // A search given without its leading "?" still yields the same target.
    expect(guardRoute({ ...base, isLogin: false, pathname: '/order', search: 'goods_id=1' })).toEqual({
      action: 'redirect',
      to: '/login?redirect=%2Forder%3Fgoods_id%3D1',
    });
  });

  it('login comes before the pending flags for a visitor', () => {
    const r = guardRoute({
      ...base,
      isLogin: false,
      bindMobilePending: true,
      faceCheckPending: true,
      pathname: '/member',
    });
    expect(r).toEqual({ action: 'redirect', to: '/login?redirect=%2Fmember' });
  });

  it('sends a member with phone binding pending to /bind-mobile, before face check', () => {
    expect(guardRoute({ ...base, bindMobilePending: true, faceCheckPending: true, pathname: '/study-center' })).toEqual(
      {
        action: 'redirect',
        to: '/bind-mobile',
      },
    );
  });

  it('sends a member with face check pending to /face-check', () => {
    expect(guardRoute({ ...base, faceCheckPending: true, pathname: '/courses/video/5', search: '?x=1' })).toEqual({
      action: 'redirect',
      to: '/face-check',
    });
  });

  it('never redirects a route to itself', () => {
    expect(guardRoute({ ...base, bindMobilePending: true, pathname: '/bind-mobile' })).toEqual({ action: 'allow' });
    expect(guardRoute({ ...base, faceCheckPending: true, pathname: '/face-check' })).toEqual({ action: 'allow' });
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/member', '/member'],
    ['/courses/detail/5?tab=2#top', '/courses/detail/5?tab=2#top'],
    ['/search?keywords=%E4%BD%A0%E5%A5%BD', '/search?keywords=%E4%BD%A0%E5%A5%BD'],
    ['/search?keywords=100%', '/search?keywords=100%'],
    ['/a?next=//evil.com', '/a?next=//evil.com'],
    ['%2Fmember%3Fa%3D1', '/member?a=1'],
    ['/', '/'],
  ])('follows the same-origin path %j', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'member',
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    ' /member',
    '\u0000/member',
    '/member\u0000',
    'http://evil.com',
    'https://evil.com/member',
    'HTTPS://evil.com',
    'https:evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '%2F%2Fevil.com',
    '%252F%252Fevil.com',
    '/%2F%2Fevil.com',
    '/%2Fevil.com',
    '/%5Cevil.com',
    '/%252F%252Fevil.com',
    '/%09/evil.com',
    'javascript%3Aalert(1)',
    '%E0%A4%A',
  ])('falls back to / for %j', (raw) => {
    expect(safeRedirect(raw)).toBe('/');
  });
});

describe('afterLoginDestination', () => {
  const verified = { faceVerifyEnabled: true, isFaceVerified: true };

  it('goes to /face-check when face verification is on and the member is not verified', () => {
    for (const pathname of ['/login', '/courses/detail/1']) {
      expect(
        afterLoginDestination({
          pathname,
          search: '?redirect=%2Fmember',
          faceVerifyEnabled: true,
          isFaceVerified: false,
        }),
      ).toEqual({ type: 'navigate', to: '/face-check', replace: true });
    }
  });

  it('on /login and /login/callback goes to the decoded redirect, replacing history', () => {
    expect(
      afterLoginDestination({ pathname: '/login', search: '?redirect=%2Fmember%2Forders%3Fpage%3D2', ...verified }),
    ).toEqual({
      type: 'navigate',
      to: '/member/orders?page=2',
      replace: true,
    });
    expect(
      afterLoginDestination({
        pathname: '/login/callback',
        search: '?login_code=x&redirect=%2Fstudy-center',
        faceVerifyEnabled: false,
        isFaceVerified: false,
      }),
    ).toEqual({ type: 'navigate', to: '/study-center', replace: true });
  });

  it('on /login without a usable redirect goes to /', () => {
    for (const search of [
      '',
      '?redirect=',
      '?redirect=https%3A%2F%2Fevil.com',
      '?redirect=%2F%2Fevil.com',
      '?redirect=javascript%3Aalert(1)',
    ]) {
      expect(afterLoginDestination({ pathname: '/login', search, ...verified })).toEqual({
        type: 'navigate',
        to: '/',
        replace: true,
      });
    }
  });

  it('reloads anywhere else', () => {
    for (const pathname of ['/', '/courses/detail/3', '/login-help', '/member/login']) {
      expect(afterLoginDestination({ pathname, search: '?redirect=%2Fmember', ...verified })).toEqual({
        type: 'reload',
      });
    }
  });
});

describe('applyAfterLogin', () => {
  let e: RecordingEnvironment;
  let restore: () => void;
  beforeEach(() => {
    e = recordingEnvironment();
    restore = configureEnvironment(e);
  });
  afterEach(() => restore());

  it('navigates with replace through the environment', () => {
    applyAfterLogin({
      pathname: '/login',
      search: '?redirect=%2Fvip',
      faceVerifyEnabled: false,
      isFaceVerified: false,
    });
    expect(e.navigations).toEqual([{ path: '/vip', replace: true }]);
    expect(e.reloads).toBe(0);
  });

  it('reloads through the environment', () => {
    applyAfterLogin({ pathname: '/vip', search: '', faceVerifyEnabled: false, isFaceVerified: false });
    expect(e.reloads).toBe(1);
    expect(e.navigations).toEqual([]);
  });
});
