import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureEnvironment, recordingEnvironment, type RecordingEnvironment } from '#core/env/index.js';
import { handoffIfMobile, isMobileUserAgent, mobileHandoffTarget } from '#core/handoff/index.js';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36';
const H5 = 'https://m.example.com';

describe('isMobileUserAgent', () => {
  it.each([
    IPHONE,
    ANDROID,
    'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)',
    'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0)',
    'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0)',
    'BlackBerry9700/5.0.0.351',
    'MQQBrowser/26 Mozilla/5.0',
    'JUC (Linux; U; 2.3.7)',
    'Mozilla/5.0 (Android; Mobile; rv:40.0) Gecko/40.0 Firefox/40.0 Fennec/40',
    'Mozilla/5.0 (SymbianOS/9.4; Series60/5.0)',
    'mozilla/5.0 (iphone)',
    'Opera/9.80 (webOS/2.1)',
  ])('detects %s', (ua) => {
    expect(isMobileUserAgent(ua)).toBe(true);
  });

  it.each([DESKTOP, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15', '', null, undefined])(
    'does not detect %j',
    (ua) => {
      expect(isMobileUserAgent(ua)).toBe(false);
    },
  );
});

describe('mobileHandoffTarget', () => {
  const go = (pathname: string, search = '', msv?: string) =>
    mobileHandoffTarget({ pathname, search, userAgent: IPHONE, h5Url: H5, msv });

  it.each([
    ['/courses/detail/5', '/#/pages/course/show?id=5'],
    ['/courses/video/12', '/#/pages/course/video?id=12'],
    ['/live/detail/3', '/#/packageA/live/show?id=3'],
    ['/live/video/3', '/#/packageA/live/video?id=3'],
    ['/book/detail/8', '/#/packageA/book/show?id=8'],
    ['/book/read/8', '/#/pages/webview/webview?course_type=book&id=8'],
    ['/topic/detail/4', '/#/pages/webview/webview?course_type=topic&id=4'],
    ['/learnPath/detail/2', '/#/packageA/learnPath/show?id=2'],
    ['/exam/papers/detail/9', '/#/pages/webview/webview?course_type=paperRead&id=9'],
    ['/exam/practice/detail/9', '/#/pages/webview/webview?course_type=practiceRead&id=9'],
    ['/exam/mockpaper/detail/9', '/#/pages/webview/webview?course_type=mockRead&id=9'],
  ])('rewrites %s', (pathname, target) => {
    expect(go(pathname)).toBe(H5 + target);
  });

  it('keeps the existing query and adds the id', () => {
    expect(go('/courses/detail/5', '?x=1')).toBe(`${H5}/#/pages/course/show?x=1&id=5`);
    expect(go('/topic/detail/4', '?from=share&y=2')).toBe(
      `${H5}/#/pages/webview/webview?from=share&y=2&course_type=topic&id=4`,
    );
    expect(go('/courses/detail/5/', '')).toBe(`${H5}/#/pages/course/show?id=5`);
  });

  it('passes msv on and keeps the target page', () => {
    expect(go('/courses/detail/5', '?x=1', 'abc')).toBe(`${H5}/#/pages/course/show?x=1&id=5&msv=abc`);
    expect(go('/courses/detail/5', '?msv=abc', 'abc')).toBe(`${H5}/#/pages/course/show?msv=abc&id=5`);
    expect(go('/book/read/8', '', 'a b&c')).toBe(`${H5}/#/pages/webview/webview?course_type=book&id=8&msv=a+b%26c`);
  });

  it('sends any other path to h5_url itself, with msv when there is one', () => {
    for (const pathname of [
      '/',
      '/courses',
      '/member/orders',
      '/exam/papers/play',
      '/vip/detail/1',
      '/courses/detail',
    ]) {
      expect(go(pathname, '?x=1')).toBe(H5);
    }
    expect(go('/member', '', 'abc')).toBe(`${H5}/#/?msv=abc`);
  });

  it('trims a trailing slash from h5_url', () => {
    expect(mobileHandoffTarget({ pathname: '/live/detail/3', search: '', userAgent: ANDROID, h5Url: `${H5}/` })).toBe(
      `${H5}/#/packageA/live/show?id=3`,
    );
  });

  it.each([
    'javascript:window.__x=1;//x',
    '\tjavascript:window.__x=1;//x',
    '%0ajavascript:window.__x=1;//x',
    'JaVaScRiPt:window.__x=1',
    'java\nscript:window.__x=1',
    'data:text/html,<script>window.__x=1</script>',
    '//evil.example',
    '/\\evil.example',
    'vbscript:x',
  ])('stays when h5_url is not an http(s) address or a path of this site: %j', (h5Url) => {
    expect(mobileHandoffTarget({ pathname: '/courses/detail/5', search: '', userAgent: IPHONE, h5Url })).toBeNull();
    expect(mobileHandoffTarget({ pathname: '/', search: '', userAgent: IPHONE, h5Url, msv: 'a' })).toBeNull();
  });

  it('stays on desktop or without h5_url', () => {
    expect(
      mobileHandoffTarget({ pathname: '/courses/detail/5', search: '', userAgent: DESKTOP, h5Url: H5 }),
    ).toBeNull();
    for (const h5Url of ['', '  ', null, undefined]) {
      expect(mobileHandoffTarget({ pathname: '/courses/detail/5', search: '', userAgent: IPHONE, h5Url })).toBeNull();
    }
  });
});

describe('handoffIfMobile', () => {
  let e: RecordingEnvironment;
  let restore: () => void;
  beforeEach(() => {
    e = recordingEnvironment();
    restore = configureEnvironment(e);
  });
  afterEach(() => restore());

  it('assigns the target on a mobile browser, passing the URL msv on', () => {
    e.setUserAgent(ANDROID);
    e.setLocation('/courses/detail/5?msv=m1&x=2');
    expect(handoffIfMobile({ h5_url: H5 })).toBe(`${H5}/#/pages/course/show?msv=m1&x=2&id=5`);
    expect(e.assigned).toEqual([`${H5}/#/pages/course/show?msv=m1&x=2&id=5`]);
  });

  it('passes the URL msv on for pages without a mobile twin', () => {
    e.setUserAgent(ANDROID);
    e.setLocation('/member?msv=m1');
    handoffIfMobile({ h5_url: H5 });
    expect(e.assigned).toEqual([`${H5}/#/?msv=m1`]);
  });

  it('never assigns a hostile h5_url', () => {
    e.setUserAgent(IPHONE);
    e.setLocation('/courses/detail/5');
    expect(handoffIfMobile({ h5_url: 'javascript:window.__x=1;//x' })).toBeNull();
    expect(handoffIfMobile({ h5_url: '\tjavascript:window.__x=1;//x' })).toBeNull();
    expect(e.assigned).toEqual([]);
  });

  it('does nothing on desktop, without h5_url or without config', () => {
    e.setLocation('/courses/detail/5');
    expect(handoffIfMobile({ h5_url: H5 })).toBeNull();
    e.setUserAgent(IPHONE);
    expect(handoffIfMobile({ h5_url: '' })).toBeNull();
    expect(handoffIfMobile(null)).toBeNull();
    expect(e.assigned).toEqual([]);
  });
});
