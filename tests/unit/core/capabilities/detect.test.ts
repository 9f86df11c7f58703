import { describe, expect, it } from 'vitest';
import {
  commentsAllowed,
  courseSignal,
  detectCapabilities,
  siteLogo,
  siteName,
  vipOpensCourse,
  type Capabilities,
} from '#core/capabilities/index.js';
import type { Course } from '#core/course/index.js';
import type { SystemConfig } from '#core/site/index.js';
import type { User } from '#core/member/index.js';
import { realData } from '../../../real-meedu.js';
import { configAt, courseAt, memberAt, RELEASES, since, type Release } from './releases.js';

type Row = [
  Release,
  {
    config: Partial<Capabilities>;
    /** Once a course (and for a member, member detail) of that release has been seen. */
    seen: Pick<Capabilities, 'comments' | 'orders'>;
  },
];

// MeEdu's release timeline (docs/capabilities.md), as a client learns it.
const TABLE: Row[] = [
  [
    '4.9.5',
    {
      config: { home: 'legacy', comments: 'v2', orders: 'v2', attachments: 'v2' },
      seen: { comments: 'v2', orders: 'v2' },
    },
  ],
  [
    '4.9.8',
    {
      config: { home: 'legacy', comments: 'v2', orders: 'v2', attachments: 'v2' },
      seen: { comments: 'v2', orders: 'v2' },
    },
  ],
  [
    '4.9.10',
    {
      config: { home: 'legacy', comments: 'v2', orders: 'v2', attachments: 'v2' },
      seen: { comments: 'v2', orders: 'v2' },
    },
  ],
  // webname gone: config alone no longer tells comments or orders; a course without
  // is_allow_comment settles comments (v2), orders need the probe (4.9.11 to 4.9.14 look alike).
  [
    '4.9.11',
    {
      config: { home: 'legacy', comments: 'unknown', orders: 'unknown', attachments: 'v3' },
      seen: { comments: 'v2', orders: 'unknown' },
    },
  ],
  [
    '4.9.12',
    {
      config: { home: 'legacy', comments: 'unknown', orders: 'unknown', attachments: 'v3' },
      seen: { comments: 'v2', orders: 'unknown' },
    },
  ],
  [
    '4.9.13',
    {
      config: { home: 'legacy', comments: 'unknown', orders: 'unknown', attachments: 'v3' },
      seen: { comments: 'v2', orders: 'unknown' },
    },
  ],
  [
    '4.9.14',
    {
      config: { home: 'legacy', comments: 'unknown', orders: 'unknown', attachments: 'v3' },
      seen: { comments: 'v2', orders: 'unknown' },
    },
  ],
  // is_allow_comment (4.9.15) implies v3 orders; comments need the probe until 4.9.25's field.
  [
    '4.9.15',
    {
      config: { home: 'legacy', comments: 'unknown', orders: 'unknown', attachments: 'v3' },
      seen: { comments: 'unknown', orders: 'v3' },
    },
  ],
  [
    '4.9.21',
    {
      config: { home: 'legacy', comments: 'unknown', orders: 'unknown', attachments: 'v3' },
      seen: { comments: 'unknown', orders: 'v3' },
    },
  ],
  [
    '4.9.22',
    {
      config: { home: 'legacy', comments: 'unknown', orders: 'unknown', attachments: 'v3' },
      seen: { comments: 'unknown', orders: 'v3' },
    },
  ],
  [
    '4.9.25',
    {
      config: { home: 'legacy', comments: 'v3', orders: 'v3', attachments: 'v3' },
      seen: { comments: 'v3', orders: 'v3' },
    },
  ],
  [
    '4.9.26',
    {
      config: { home: 'legacy', comments: 'v3', orders: 'v3', attachments: 'v3' },
      seen: { comments: 'v3', orders: 'v3' },
    },
  ],
  [
    '4.9.27',
    {
      config: { home: 'legacy', comments: 'v3', orders: 'v3', attachments: 'v3', agreements: true },
      seen: { comments: 'v3', orders: 'v3' },
    },
  ],
  [
    '4.9.29',
    {
      config: { home: 'decoration', comments: 'v3', orders: 'v3', attachments: 'v3', agreements: true },
      seen: { comments: 'v3', orders: 'v3' },
    },
  ],
  [
    '4.9.30',
    {
      config: { home: 'decoration', comments: 'v3', orders: 'v3', attachments: 'v3', agreements: true },
      seen: { comments: 'v3', orders: 'v3' },
    },
  ],
];

describe('capabilities from what each release says', () => {
  it('covers every release of the timeline', () => {
    expect(TABLE.map(([r]) => r)).toEqual([...RELEASES]);
  });

  it.each(TABLE)('%s: from config alone, then with a course and the member', (release, expected) => {
    const fromConfig = detectCapabilities(configAt(release));
    expect(fromConfig).toMatchObject({ agreements: false, ...expected.config });
    const seen = detectCapabilities(configAt(release), memberAt(release), { course: courseSignal(courseAt(release)) });
    expect(seen).toMatchObject(expected.seen);
    expect(seen.agreements).toBe(since(release, '4.9.27'));
  });

  it('the built 4.9.30 has the release-dependent fields of the real 4.9.30', () => {
    const real = realData<Record<string, unknown>>('4.9.30', 'GET /api/v2/other/config');
    const built = configAt('4.9.30') as unknown as Record<string, unknown>;
    expect(Object.keys(built).sort()).toEqual(Object.keys(real).sort());
    expect(Object.keys(built.socialites as object).sort()).toEqual(Object.keys(real.socialites as object).sort());
    const realCourse = realData<{ course: Course }>('4.9.30', 'GET /api/v2/course/2').course;
    expect(Object.keys(courseAt('4.9.30')).sort()).toEqual(Object.keys(realCourse).sort());
    const realMember = realData<User>('4.9.30', 'GET /api/v2/member/detail (member)');
    expect(Object.keys(memberAt('4.9.30')).sort()).toEqual(Object.keys(realMember).sort());
  });

  it('the real answers of both servers give the same capabilities as their built releases', () => {
    for (const version of ['4.9.5', '4.9.30'] as const) {
      const real = detectCapabilities(
        realData<SystemConfig>(version, 'GET /api/v2/other/config'),
        realData<User>(version, 'GET /api/v2/member/detail (member)'),
        { course: courseSignal(realData<{ course: Course }>(version, 'GET /api/v2/course/1').course) },
      );
      const built = detectCapabilities(configAt(version), memberAt(version), {
        course: courseSignal(courseAt(version)),
      });
      expect(real).toEqual(built);
    }
  });

  it('kept probe answers settle what the fields leave open', () => {
    const config = configAt('4.9.13');
    expect(detectCapabilities(config, null, { probes: { orders: false } }).orders).toBe('v2');
    expect(detectCapabilities(configAt('4.9.14'), null, { probes: { orders: true } }).orders).toBe('v3');
    const at21 = { course: courseSignal(courseAt('4.9.21')), probes: { comments: false } };
    expect(detectCapabilities(configAt('4.9.21'), null, at21).comments).toBe('v2');
    const at22 = { course: courseSignal(courseAt('4.9.22')), probes: { comments: true } };
    expect(detectCapabilities(configAt('4.9.22'), null, at22).comments).toBe('v3');
  });

  it('without config (start-up could not load it) everything version-dependent is open', () => {
    expect(detectCapabilities(null)).toEqual({
      home: 'unknown',
      comments: 'unknown',
      orders: 'unknown',
      attachments: 'v2',
      wechatScan: null,
      agreements: false,
    });
    // A course still tells: one without is_allow_comment comes from 4.9.14 or older.
    expect(detectCapabilities(null, null, { course: courseSignal(courseAt('4.9.5')) }).comments).toBe('v2');
    expect(detectCapabilities(null, null, { course: courseSignal(courseAt('4.9.26')) })).toMatchObject({
      comments: 'v3',
      orders: 'v3',
    });
    expect(detectCapabilities(null, null, { probes: { home: true } }).home).toBe('decoration');
  });
});

describe('WeChat scan: whichever flow the server has, when it is switched on', () => {
  const withSocialites = (release: Release, socialites: Record<string, number>) => {
    const c = configAt(release);
    c.socialites = { ...c.socialites, ...socialites };
    if (since(release, '4.9.12')) delete c.socialites.wechat_scan;
    return c;
  };

  it('until 4.9.11: the v3 wechat/scan flow, switched by wechat_scan', () => {
    expect(detectCapabilities(withSocialites('4.9.5', { wechat_scan: 1 })).wechatScan).toBe('scan');
    expect(detectCapabilities(withSocialites('4.9.11', { wechat_scan: 1, wechat_oauth: 1 })).wechatScan).toBe('scan');
    expect(detectCapabilities(withSocialites('4.9.5', { wechat_scan: 0, wechat_oauth: 1 })).wechatScan).toBeNull();
  });

  it('from 4.9.12: the wechat-scan/url flow, switched by wechat_oauth', () => {
    expect(detectCapabilities(withSocialites('4.9.12', { wechat_oauth: 1 })).wechatScan).toBe('url');
    expect(detectCapabilities(withSocialites('4.9.30', { wechat_oauth: 0 })).wechatScan).toBeNull();
    // Config flags arrive as numbers or strings.
    expect(detectCapabilities(withSocialites('4.9.30', { wechat_oauth: '1' as never })).wechatScan).toBe('url');
  });

  it('both real servers have it switched off', () => {
    for (const v of ['4.9.5', '4.9.30'] as const) {
      expect(detectCapabilities(realData<SystemConfig>(v, 'GET /api/v2/other/config')).wechatScan).toBeNull();
    }
  });
});

describe('per course', () => {
  it('VIP opens every course until 4.9.25, from 4.9.26 only those flagged is_vip_free', () => {
    expect(vipOpensCourse(courseAt('4.9.25'))).toBe(true);
    expect(vipOpensCourse(courseAt('4.9.26'))).toBe(false);
    expect(vipOpensCourse({ ...courseAt('4.9.30'), is_vip_free: 1 })).toBe(true);
    expect(vipOpensCourse(realData<{ course: Course }>('4.9.30', 'GET /api/v2/course/2').course)).toBe(false);
    expect(vipOpensCourse(realData<{ course: Course }>('4.9.5', 'GET /api/v2/course/2').course)).toBe(true);
  });

  it('comments may be posted wherever allowed: from 4.9.15 only with is_allow_comment 1', () => {
    expect(commentsAllowed(courseAt('4.9.14'))).toBe(true);
    expect(commentsAllowed({ ...courseAt('4.9.15'), is_allow_comment: 0 })).toBe(false);
    expect(commentsAllowed(courseAt('4.9.15'))).toBe(true);
  });
});

describe('config read the same way on every release', () => {
  it('site name: name, else webname, else empty', () => {
    expect(siteName(realData<SystemConfig>('4.9.30', 'GET /api/v2/other/config'))).toBe('MeEdu 演示学堂');
    expect(siteName({ ...configAt('4.9.5'), name: '', webname: '旧站名' })).toBe('旧站名');
    expect(siteName({ ...configAt('4.9.30'), name: '新站名' })).toBe('新站名');
    expect(siteName(null)).toBe('');
  });

  it('logos: a URL, a path of the API server, or nothing where the server sends {} or null', () => {
    const real30 = realData<SystemConfig>('4.9.30', 'GET /api/v2/other/config');
    expect(siteLogo(real30)).toEqual({ logo: 'http://127.0.0.1:18700/images/logo.png', white: null });
    const real5 = realData<SystemConfig>('4.9.5', 'GET /api/v2/other/config');
    expect(siteLogo(real5)).toEqual({ logo: 'http://127.0.0.1:18710/images/logo.png', white: null });
    const relative = {
      ...real5,
      url: 'https://api.example.com',
      logo: { logo: '/storage/logo.png', white_logo: 'https://cdn.example.com/w.png' },
    };
    expect(siteLogo(relative)).toEqual({
      logo: 'https://api.example.com/storage/logo.png',
      white: 'https://cdn.example.com/w.png',
    });
    expect(siteLogo(null)).toEqual({ logo: null, white: null });
  });
});
