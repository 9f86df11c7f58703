import type { Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { currentUserId, requireAuth, type AppEnv } from '#server/http/auth.js';
import { ok, ServiceError } from '#server/http/envelope.js';
import { readInput } from '#server/http/input.js';
import { simplePage } from '#server/http/paginate.js';
import { publicUsers } from '../shared/deps.js';
import { anyPaging, needId } from '../shared/http.js';
import { iso, rawDateTime } from '../shared/time.js';
import { memberPage } from '#server/db/member-page.js';
import { certSvg } from './image.js';

const BASE = '/addons/Cert/api/v1';

export const certImageUrl = (ctx: ServerContext, certId: number) =>
  `${ctx.options.publicUrl.replace(/\/$/, '')}/addons/Cert/template/${certId}.svg`;

export function certRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const db = ctx.db;

  app.get(`${BASE}/member/cert`, requireAuth(ctx), async (c) => {
    const userId = currentUserId(c);
    const { rows, total } = memberPage<{
      id: number;
      cert_id: number;
      code: string;
      created_at: number;
      name: string;
      description: string;
    }>(
      db,
      userId,
      anyPaging(await readInput(c), 10),
      'cert_users',
      `SELECT cu.id, cu.cert_id, cu.code, cu.created_at, c.name, c.description FROM cert_users cu JOIN certs c ON c.id = cu.cert_id
       WHERE cu.user_id = ? ORDER BY cu.created_at DESC, cu.id DESC`,
    );
    return ok(
      c,
      simplePage(
        rows.map((r) => ({
          id: r.id,
          cert_id: r.cert_id,
          code: r.code,
          created_at: iso(r.created_at),
          cert: {
            id: r.cert_id,
            name: r.name,
            description: r.description,
            template_image: certImageUrl(ctx, r.cert_id),
          },
        })),
        total,
      ),
    );
  });

  // Opened in a new window with ?token= (the header cannot be set there); `inline=1` shows it there
  // (查看证书) instead of saving it.
  app.get(`${BASE}/member/cert/:id/download`, requireAuth(ctx), (c) => {
    const userId = currentUserId(c);
    const row = db
      .prepare(
        'SELECT cu.code, cu.created_at, c.name FROM cert_users cu JOIN certs c ON c.id = cu.cert_id WHERE cu.cert_id = ? AND cu.user_id = ?',
      )
      .get(needId(c), userId) as { code: string; created_at: number; name: string } | undefined;
    if (!row) throw new ServiceError('证书不存在');
    const nick = publicUsers(ctx, [userId])[userId]?.nick_name ?? '';
    const svg = certSvg(row.name, { nick, code: row.code, date: rawDateTime(row.created_at).slice(0, 10) });
    return new Response(svg, {
      headers: {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Content-Disposition': `${c.req.query('inline') === '1' ? 'inline' : 'attachment'}; filename="cert-${encodeURIComponent(row.code)}.svg"`,
        'Cache-Control': 'private, no-store',
      },
    });
  });

  app.get('/addons/Cert/template/:file{[0-9]+\\.svg}', (c) => {
    const id = Number(c.req.param('file').replace('.svg', ''));
    const cert = db.prepare('SELECT name FROM certs WHERE id = ?').get(id) as { name: string } | undefined;
    if (!cert) return c.json({ message: '资源不存在' }, 404);
    return new Response(certSvg(cert.name), {
      headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
    });
  });
}
