import type { Context, Hono } from 'hono';
import type { ServerContext } from '../../context.js';
import { isoDateTime } from '../../db/index.js';
import { cachedStatement } from '../../db/statements.js';
import { ok, ServiceError } from '../../http/envelope.js';
import type { AppEnv } from '../../http/auth.js';
import { idParam, paging, readInput, validate } from '../../http/input.js';
import { simplePage } from '../../http/paginate.js';
import type { ServerModule } from '../module.js';
import { pageHtml, PAGES } from './pages.js';
import { logoSvg } from './logo.js';
import { STANDIN_CSP, STANDIN_CSS, STANDIN_JS, standinPage } from './h5-standin.js';
import { runSearch } from './search.js';
import { getSetting, phpInt, SETTING_DEFAULTS, setSetting, settingsSnapshot } from './settings.js';
import { absoluteUrl, publicBase } from '../../http/public-url.js';
import { since } from '../../version.js';

/** Every module, loaded on first use: importing the registry statically would be circular. */
let registry: Promise<ServerModule[]> | null = null;
export const allModules = () => (registry ??= import('../index.js').then((m) => m.modules));

interface NavRow {
  id: number;
  sort: number;
  name: string;
  url: string;
  active_routes: string;
  platform: string;
  parent_id: number;
  blank: number;
  created_at: number;
  updated_at: number;
}

function navs(ctx: ServerContext, platform: string) {
  const rows = cachedStatement(ctx.db, 'SELECT * FROM navs WHERE platform = ? ORDER BY sort, id').all(
    platform,
  ) as NavRow[];
  const full = (r: NavRow) => ({ ...r, created_at: isoDateTime(r.created_at), updated_at: isoDateTime(r.updated_at) });
  return rows
    .filter((r) => r.parent_id === 0)
    .map((r) => ({
      id: r.id,
      sort: r.sort,
      name: r.name,
      url: r.url,
      active_routes: r.active_routes,
      platform: r.platform,
      parent_id: r.parent_id,
      blank: r.blank,
      children: rows.filter((ch) => ch.parent_id === r.id).map(full),
    }));
}

function links(ctx: ServerContext) {
  const rows = cachedStatement(
    ctx.db,
    'SELECT id, sort, name, url, created_at, updated_at FROM links ORDER BY sort, id',
  ).all() as Array<{
    id: number;
    sort: number;
    name: string;
    url: string;
    created_at: number;
    updated_at: number;
  }>;
  return rows.map((r) => ({ ...r, created_at: isoDateTime(r.created_at), updated_at: isoDateTime(r.updated_at) }));
}

interface SliderRow {
  id: number;
  thumb: string;
  sort: number;
  url: string;
  platform: string;
  created_at: number;
  updated_at: number;
}

function sliders(ctx: ServerContext, platform: string) {
  return (
    cachedStatement(ctx.db, 'SELECT * FROM sliders WHERE platform = ? ORDER BY sort, id').all(platform) as SliderRow[]
  ).map((r) => ({ ...r, thumb: absoluteUrl(ctx, r.thumb) }));
}

/** An address setting (`url`, `pc_url`, `h5_url`) as config gives it: absolute, no trailing `/`. */
const address = (ctx: ServerContext, value: string) => absoluteUrl(ctx, value).replace(/\/+$/, '');

export function siteConfig(ctx: ServerContext) {
  // One read of the settings table instead of one query per field (about thirty).
  const s = settingsSnapshot(ctx);
  const int = (key: string) => phpInt(s(key));
  const base = publicBase(ctx);
  // Fields follow the release played (delta section 4.1): webname until 4.9.10, vip_protocol from
  // 4.9.10, socialites.wechat_scan until 4.9.11, course_purchase_notice from 4.9.25,
  // paid_content_purchase_protocol from 4.9.27, sliders until 4.9.28.
  const config: Record<string, unknown> = {
    ...(since(ctx, '4.9.11') ? {} : { webname: s('webname') }),
    name: s('webname'),
    logo: { logo: absoluteUrl(ctx, s('logo')), white_logo: absoluteUrl(ctx, s('white_logo')) },
    url: address(ctx, s('url')),
    pc_url: address(ctx, s('pc_url')),
    h5_url: address(ctx, s('h5_url')),
    icp: s('icp'),
    icp_link: s('icp_link'),
    icp2: s('icp2'),
    icp2_link: s('icp2_link'),
    user_protocol: `${base}/user/protocol`,
    user_private_protocol: `${base}/user/private_protocol`,
    ...(since(ctx, '4.9.10') ? { vip_protocol: `${base}/user/vip_protocol` } : {}),
    ...(since(ctx, '4.9.27') ? { paid_content_purchase_protocol: `${base}/user/paid_content_purchase_protocol` } : {}),
    aboutus: `${base}/aboutus`,
    ...(since(ctx, '4.9.25') ? { course_purchase_notice: s('course_purchase_notice') } : {}),
    player: {
      cover: s('player.cover') || `${base}/images/banner/player-cover.svg?t=${encodeURIComponent(s('webname'))}`,
      enabled_bullet_secret: s('player.enabled_bullet_secret'),
      bullet_secret: {
        size: s('player.bullet_secret.size'),
        color: s('player.bullet_secret.color'),
        opacity: s('player.bullet_secret.opacity'),
        text: s('player.bullet_secret.text'),
      },
    },
    member: {
      enabled_mobile_bind_alert: int('member.enabled_mobile_bind_alert'),
      enabled_face_verify: int('member.enabled_face_verify') === 1,
    },
    socialites: {
      qq: int('socialites.qq'),
      ...(since(ctx, '4.9.12') ? {} : { wechat_scan: int('socialites.wechat_scan') }),
      wechat_oauth: int('socialites.wechat_oauth'),
    },
    credit1_reward: {
      register: int('credit1_reward.register'),
      watched_vod_course: int('credit1_reward.watched_vod_course'),
      watched_video: int('credit1_reward.watched_video'),
      paid_order: s('credit1_reward.paid_order'),
    },
    enabled_addons: s('enabled_addons')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    ...(since(ctx, '4.9.29')
      ? {}
      : {
          sliders: sliders(ctx, 'PC').map((r) => ({
            ...r,
            created_at: isoDateTime(r.created_at),
            updated_at: isoDateTime(r.updated_at),
            deleted_at: null,
          })),
        }),
    navs: navs(ctx, 'PC'),
    links: links(ctx),
  };
  const disableVip = s('disable_vip');
  if (disableVip !== '') config.disable_vip = int('disable_vip');
  return config;
}

export function siteRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const db = ctx.db;

  app.get('/api/v2/other/config', (c) => ok(c, siteConfig(ctx)));
  app.get('/api/v2/links', (c) => ok(c, links(ctx)));
  app.get('/api/v2/navs', (c) => ok(c, navs(ctx, c.req.query('platform') || 'PC')));

  type AnnouncementRow = {
    id: number;
    admin_id: number;
    title: string;
    announcement: string;
    view_times: number;
    created_at: number;
    updated_at: number;
  };
  const announcementJson = (r: AnnouncementRow) => ({
    ...r,
    created_at: isoDateTime(r.created_at),
    updated_at: isoDateTime(r.updated_at),
  });
  app.get('/api/v2/announcement/latest', (c) => {
    const row = db.prepare('SELECT * FROM announcements ORDER BY id DESC LIMIT 1').get() as AnnouncementRow | undefined;
    return ok(c, row ? announcementJson(row) : []);
  });
  app.get('/api/v2/announcement/:id{[0-9]+}', (c) => {
    const row = db.prepare('SELECT * FROM announcements WHERE id = ?').get(idParam(c)) as AnnouncementRow | undefined;
    if (!row) throw new ServiceError('错误');
    return ok(c, announcementJson(row));
  });
  app.get('/api/v2/announcements', async (c) => {
    const { size, offset } = paging(await readInput(c), 'size', 10);
    const { n } = db.prepare('SELECT COUNT(*) AS n FROM announcements').get() as { n: number };
    const rows = db
      .prepare(
        'SELECT id, announcement, created_at, view_times, title FROM announcements ORDER BY id DESC LIMIT ? OFFSET ?',
      )
      .all(size, offset) as Array<{
      id: number;
      announcement: string;
      created_at: number;
      view_times: number;
      title: string;
    }>;
    return ok(
      c,
      simplePage(
        rows.map((r) => ({ ...r, created_at: isoDateTime(r.created_at) })),
        n,
      ),
    );
  });

  type BlockRow = { id: number; platform: string; page: string; sign: string; sort: number; config: string };
  /** `config_render` of each block: its stored config, as the module owning its sign renders it. */
  const renderBlocks = async (rows: BlockRow[]) => {
    const modules = await allModules();
    return rows.map((r) => {
      let config: unknown = {};
      try {
        const parsed: unknown = JSON.parse(r.config);
        // A slider block's config is a list of slides; every other block's an object.
        if (parsed && typeof parsed === 'object') config = parsed;
      } catch {
        // A block saved with broken JSON renders empty rather than failing the whole page.
      }
      if (Array.isArray(config)) {
        // Slides keep site paths in the database, like every other picture.
        const slides = config.filter((s): s is Record<string, unknown> => !!s && typeof s === 'object');
        return { ...r, config_render: slides.map((s) => ({ ...s, src: absoluteUrl(ctx, String(s.src ?? '')) })) };
      }
      let render: unknown = config;
      for (const m of modules) {
        const hook = m.viewBlocks?.[r.sign];
        if (hook) render = hook(ctx, config as Record<string, unknown>);
      }
      return { ...r, config_render: render };
    });
  };

  if (!since(ctx, '4.9.29')) {
    app.get('/api/v2/sliders', (c) => {
      const platform = (c.req.query('platform') || 'APP').toUpperCase();
      return ok(
        c,
        sliders(ctx, platform).map((r) => ({ thumb: r.thumb, url: r.url, sort: r.sort, platform: r.platform })),
      );
    });

    app.get('/api/v2/viewBlock/page/blocks', async (c) => {
      const input = await readInput(c);
      const { platform, page_name } = validate(input, {
        platform: [{ required: '参数错误' }],
        page_name: [{ required: '参数错误' }],
      });
      // pc-slider blocks belong to the decoration pages of 4.9.29: view blocks never had them.
      const rows = db
        .prepare(
          `SELECT id, platform, page, sign, sort, config FROM view_blocks
           WHERE platform = ? AND page = ? AND sign != 'pc-slider' ORDER BY sort, id`,
        )
        .all(platform, page_name) as BlockRow[];
      return ok(c, await renderBlocks(rows));
    });
  } else {
    // 4.9.29: the home page is the default decoration page of its name; old view blocks of the
    // two index pages were attached to it, and a slider is a pc-slider block (delta section 4.2).
    app.get('/api/v2/decorationPage/blocks', async (c) => {
      const pageName = String((await readInput(c)).page_name ?? '');
      if (!pageName) throw new ServiceError('page_name参数不能为空');
      const rows = db
        .prepare('SELECT id, platform, page, sign, sort, config FROM view_blocks WHERE page = ? ORDER BY sort, id')
        .all(pageName) as BlockRow[];
      const pageId = pageName === 'pc-page-index' ? 1 : pageName === 'h5-page-index' ? 2 : 0;
      const blocks = await renderBlocks(rows);
      return ok(
        c,
        blocks.map((b) => ({ ...b, platform: '', page: '', decoration_page_id: pageId })),
      );
    });
  }

  app.get('/api/v3/search', async (c) => ok(c, await runSearch(ctx, await readInput(c), await allModules())));

  for (const [path, page] of Object.entries(PAGES)) {
    if (page.since && !since(ctx, page.since)) continue;
    app.get(path, (c) => c.html(pageHtml(getSetting(ctx, 'webname'), page)));
  }
  app.get('/images/site/logo.svg', () => logoSvg(false));

  const standin = (c: Context) =>
    c.html(standinPage(getSetting(ctx, 'webname'), address(ctx, getSetting(ctx, 'pc_url')) || publicBase(ctx)), 200, {
      'Content-Security-Policy': STANDIN_CSP,
      'Cache-Control': 'no-cache',
    });
  app.get('/h5', standin);
  app.get('/h5/', standin);
  app.get('/h5/h5.js', (c) =>
    c.body(STANDIN_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  app.get('/h5/h5.css', (c) =>
    c.body(STANDIN_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-cache' }),
  );
  app.get('/images/site/logo-white.svg', () => logoSvg(true));

  if (!ctx.options.production) {
    // Development only: flips config rows so tests and demos can exercise h5 hand-off, face
    // verification, the bind alert, disable_vip, social logins and payment gateways.
    app.get('/__dev/config', (c) => {
      const out: Record<string, string> = {};
      for (const key of Object.keys(SETTING_DEFAULTS)) out[key] = getSetting(ctx, key);
      return ok(c, out);
    });
    app.put('/__dev/config', async (c) => {
      const input = await readInput(c);
      const unknown = Object.keys(input).filter((k) => !(k in SETTING_DEFAULTS));
      if (unknown.length) throw new ServiceError(`未知配置项: ${unknown.join(',')}`);
      db.transaction(() => {
        for (const [key, value] of Object.entries(input)) {
          if (value === null) setSetting(ctx, key, null);
          else if (typeof value === 'boolean') setSetting(ctx, key, value ? '1' : '0');
          else if (typeof value === 'string' || typeof value === 'number') setSetting(ctx, key, String(value));
          else throw new ServiceError(`配置项 ${key} 的值必须是字符串、数字、布尔值或 null`);
        }
      })();
      return ok(c);
    });
  }
}
