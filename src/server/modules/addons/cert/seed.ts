import type { ServerContext } from '#server/context.js';
import { DEMO_USER_ID } from '../shared/deps.js';
import { DAY } from '../shared/time.js';

export function seedCerts(ctx: ServerContext): void {
  const db = ctx.db;
  const now = ctx.options.now();
  const cert = db.prepare('INSERT INTO certs (name, description, created_at) VALUES (?, ?, ?)');
  const ids = [
    ['JavaScript 基础能力认证', '通过《JavaScript 基础能力测试》获得'],
    ['Go 高并发实战结业证书', '完成《Go 语言高并发实战直播营》全部课程获得'],
    ['前端工程师成长路径结业证书', '完成前端工程师成长路径全部阶段获得'],
  ].map(([name, desc]) => Number(cert.run(name, desc, now - 60 * DAY).lastInsertRowid));
  const award = db.prepare('INSERT INTO cert_users (cert_id, user_id, code, created_at) VALUES (?, ?, ?, ?)');
  award.run(ids[0], DEMO_USER_ID, 'MEEDU-CERT-2026-0001', now - 14 * DAY);
  award.run(ids[1], DEMO_USER_ID, 'MEEDU-CERT-2026-0002', now - 3 * DAY);
  award.run(ids[0], 4, 'MEEDU-CERT-2026-0003', now - 9 * DAY);
}
