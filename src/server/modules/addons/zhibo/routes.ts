import type { Hono } from 'hono';
import type { ServerContext } from '#server/context.js';
import { currentUserId, optionalAuth, requireAuth, type AppEnv } from '#server/http/auth.js';
import { atomicWrite } from '#server/http/atomic-write.js';
import { ok, ServiceError } from '#server/http/envelope.js';
import { readInput, validate } from '#server/http/input.js';
import { simplePage } from '#server/http/paginate.js';
import { publicBase } from '#server/http/public-url.js';
import { categoryCondition, topCategories } from '../shared/categories.js';
import { addComment, pageComments, readCommentPost } from '../shared/comments.js';
import { publicUsers } from '../shared/deps.js';
import { anyPaging, groupBy, needId, optionalInt, phpMap, placeholders, sizePaging } from '../shared/http.js';
import { iso, raw } from '../shared/time.js';
import { chatPage, openSignIn, postChat, signIn } from './chat.js';
import {
  chatBans,
  courseVideos,
  hasReplay,
  liveIsBuy,
  liveListItems,
  liveThumb,
  mustCourse,
  sessionStatus,
  statusText,
  teacherBrief,
  videoBrief,
  watchableVideo,
  type LiveCourseRow,
} from './data.js';
import { chatSocketUrl } from './socket.js';
import { streamUrl } from './stream.js';
import { memberPage } from '#server/db/member-page.js';

const BASE = '/addons/zhibo/api/v1';

export function zhiboRoutes(app: Hono<AppEnv>, ctx: ServerContext) {
  const db = ctx.db;

  app.get(`${BASE}/courses`, async (c) => {
    const input = await readInput(c);
    const page = sizePaging(input, 16);
    const cid = optionalInt(input, 'cid');
    const now = ctx.options.now();
    const byCategory = cid ? categoryCondition(ctx, 'live', cid) : null;
    const where = `is_show = 1 AND published_at <= ?${byCategory ? ` AND ${byCategory.sql}` : ''}`;
    const args: number[] = [now, ...(byCategory?.args ?? [])];
    const total = (db.prepare(`SELECT COUNT(*) AS n FROM zhibo_courses WHERE ${where}`).get(...args) as { n: number })
      .n;
    const rows = db
      .prepare(`SELECT * FROM zhibo_courses WHERE ${where} ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(...args, page.size, page.offset) as LiveCourseRow[];
    return ok(c, { data: simplePage(liveListItems(ctx, rows), total), categories: topCategories(ctx, 'live') });
  });

  app.get(`${BASE}/course/:id`, optionalAuth(ctx), (c) => {
    const course = mustCourse(ctx, needId(c));
    const userId = c.get('userId');
    const chapters = db
      .prepare('SELECT id, name, sort FROM zhibo_chapters WHERE course_id = ? ORDER BY sort, id')
      .all(course.id) as { id: number; name: string; sort: number }[];
    const videos = courseVideos(ctx, course.id);
    const [item] = liveListItems(ctx, [course]);
    return ok(c, {
      course: {
        ...item,
        render_desc: course.render_desc,
        status_text: statusText(videos.map((v) => sessionStatus(ctx, v))),
        teacher: teacherBrief(ctx, course.teacher_id),
      },
      chapters,
      videos: phpMap(
        groupBy(
          videos.map((v) => videoBrief(ctx, v)),
          (v) => v.chapter_id,
        ),
      ),
      is_buy: liveIsBuy(ctx, userId, course),
    });
  });

  app.get(`${BASE}/course/:id/comments`, async (c) => {
    const course = mustCourse(ctx, needId(c));
    return ok(c, pageComments(ctx, 'live_course', course.id, null, anyPaging(await readInput(c), 10)));
  });

  app.post(`${BASE}/course/:id/comment`, requireAuth(ctx), async (c) => {
    const course = mustCourse(ctx, needId(c));
    const post = readCommentPost(await readInput(c));
    const userId = currentUserId(c);
    if (!liveIsBuy(ctx, userId, course)) throw new ServiceError('无权限');
    addComment(ctx, 'live_course', course.id, userId, post);
    return ok(c);
  });

  // {id} is the session (video) id: the play page is opened per session.
  app.get(`${BASE}/course/:id/play`, requireAuth(ctx), (c) => {
    const userId = currentUserId(c);
    const { video, course } = watchableVideo(ctx, userId, null, needId(c));
    const me = publicUsers(ctx, [userId])[userId];
    return ok(c, {
      course: { id: course.id, title: course.title, thumb: liveThumb(ctx, course), poster: liveThumb(ctx, course) },
      video: videoBrief(ctx, video),
      play_url: streamUrl(ctx, userId, video),
      // The reference server streams HLS only.
      web_rtc_play_url: '',
      ali_rts: '',
      record_exists: hasReplay(ctx, video) ? 1 : 0,
      ...chatBans(ctx, video, userId),
      // An open sign-in the member has not answered (opens the 签到 dialog), else [].
      sign_in_record: openSignIn(ctx, video.id, userId) ?? [],
      chat: {
        channel: `zhibo-${video.id}`,
        user: me ? { id: me.id, nick_name: me.nick_name, avatar: me.avatar } : [],
        connect_url: chatSocketUrl(publicBase(ctx)),
      },
    });
  });

  // A session's room, on what MeEdu calls its second ("Go") service (`meedu_api_go_url` in the
  // public client): here the same server answers both.
  const room = (path: string) => `${BASE}/course/:cid/video/:vid/${path}`;

  app.get(room('attach/index'), requireAuth(ctx), async (c) => {
    const { video } = watchableVideo(ctx, currentUserId(c), needId(c, 'cid'), needId(c, 'vid'));
    const page = sizePaging(await readInput(c), 10);
    const total = (
      db.prepare('SELECT COUNT(*) AS n FROM zhibo_attachments WHERE video_id = ?').get(video.id) as { n: number }
    ).n;
    const rows = db
      .prepare(
        'SELECT id, name, size, extension, created_at FROM zhibo_attachments WHERE video_id = ? ORDER BY id LIMIT ? OFFSET ?',
      )
      .all(video.id, page.size, page.offset) as {
      id: number;
      name: string;
      size: number;
      extension: string;
      created_at: number;
    }[];
    return ok(
      c,
      simplePage(
        rows.map((r) => ({ ...r, course_id: video.course_id, video_id: video.id, created_at: iso(r.created_at) })),
        total,
      ),
    );
  });

  // How far the member watched, live (liveWatchRecord) or the replay (vodWatchRecord): the furthest.
  for (const path of ['liveWatchRecord', 'vodWatchRecord']) {
    app.post(room(path), requireAuth(ctx), async (c) => {
      const userId = currentUserId(c);
      const { video } = watchableVideo(ctx, userId, needId(c, 'cid'), needId(c, 'vid'));
      const { duration } = validate(await readInput(c), {
        duration: [{ required: '参数错误' }, { integer: '参数错误' }],
      });
      const seconds = Number(duration);
      if (seconds <= 0) throw new ServiceError('参数错误');
      const now = ctx.options.now();
      db.prepare(
        `INSERT INTO zhibo_watch_records (user_id, video_id, course_id, duration, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id, video_id) DO UPDATE SET duration = MAX(duration, excluded.duration), updated_at = excluded.updated_at`,
      ).run(userId, video.id, video.course_id, Math.min(seconds, 86_400), now, now);
      return ok(c);
    });
  }

  // The room's history, newest first: {id, msg_body {chat_id, role, nick_name, content}}.
  app.get(room('chat/msg'), requireAuth(ctx), async (c) => {
    const { video } = watchableVideo(ctx, currentUserId(c), needId(c, 'cid'), needId(c, 'vid'));
    const page = sizePaging(await readInput(c), 100);
    return ok(c, chatPage(ctx, video.id, page.size, page.offset));
  });

  // A ban is checked as it stands when the message arrives, not when its request began. The
  // message reaches its author, like everyone, through the socket. `duration` (the player's
  // position) is taken and not kept.
  app.post(
    room('chat/send'),
    requireAuth(ctx),
    atomicWrite(ctx, (c, input) => {
      const userId = currentUserId(c);
      const { video } = watchableVideo(ctx, userId, needId(c, 'cid'), needId(c, 'vid'));
      const { content } = validate(input, {
        content: [{ required: '请输入内容' }, { max: 200, message: '消息不能超过200个字' }],
      });
      if (!content.trim()) throw new ServiceError('请输入内容');
      // The room is open from the moment the page is (learners chat while they wait) until the end.
      if (sessionStatus(ctx, video) === 2) throw new ServiceError('直播已结束');
      const bans = chatBans(ctx, video, userId);
      if (bans.room_is_ban) throw new ServiceError('当前直播间已禁言');
      if (bans.user_is_ban) throw new ServiceError('您已被禁言');
      postChat(ctx, video.id, userId, content);
      return ok(c);
    }),
  );

  app.post(
    `${BASE}/course/:cid/video/:vid/signIn/:id`,
    requireAuth(ctx),
    atomicWrite(ctx, (c) => {
      const userId = currentUserId(c);
      const { video } = watchableVideo(ctx, userId, needId(c, 'cid'), needId(c, 'vid'));
      signIn(ctx, video.id, needId(c), userId);
      return ok(c);
    }),
  );

  // The study centre's live tab (我的学习 → 直播课 in the public client): each course with what
  // the member has watched of it, its state (2 = 已结课) and its next session.
  const memberItems = (
    userId: number,
    rows: Array<{ id: number; course_id: number; created_at: number; charge?: number }>,
  ) => {
    const courses = coursesById(
      ctx,
      rows.map((r) => r.course_id),
    );
    const watched = new Map(
      (
        db
          .prepare(
            `SELECT course_id, COUNT(*) AS n, (SELECT w2.video_id FROM zhibo_watch_records w2 WHERE w2.user_id = w.user_id
             AND w2.course_id = w.course_id ORDER BY w2.updated_at DESC LIMIT 1) AS last
             FROM zhibo_watch_records w WHERE user_id = ? GROUP BY course_id`,
          )
          .all(userId) as { course_id: number; n: number; last: number }[]
      ).map((r) => [r.course_id, r]),
    );
    const subscribed = new Set(
      (
        db.prepare('SELECT course_id FROM zhibo_course_users WHERE user_id = ?').all(userId) as { course_id: number }[]
      ).map((r) => r.course_id),
    );
    return rows.map((r) => ({
      id: r.id,
      course_id: r.course_id,
      user_id: userId,
      ...(r.charge === undefined ? {} : { charge: r.charge }),
      video_id: watched.get(r.course_id)?.last ?? 0,
      learned_count: watched.get(r.course_id)?.n ?? 0,
      is_subscribe: subscribed.has(r.course_id) ? 1 : 0,
      created_at: iso(r.created_at),
      course: courses.get(r.course_id) ?? [],
    }));
  };

  app.get(`${BASE}/member/courses`, requireAuth(ctx), async (c) => {
    const userId = currentUserId(c);
    const page = sizePaging(await readInput(c), 10);
    const { rows, total } = memberPage<{ id: number; course_id: number; charge: number; created_at: number }>(
      db,
      userId,
      page,
      'zhibo_course_users',
      'SELECT rowid AS id, course_id, charge, created_at FROM zhibo_course_users WHERE user_id = ? ORDER BY created_at DESC',
    );
    return ok(c, simplePage(memberItems(userId, rows), total));
  });

  app.get(`${BASE}/member/courses/learned`, requireAuth(ctx), async (c) => {
    const userId = currentUserId(c);
    const page = sizePaging(await readInput(c), 10);
    const total = (
      db.prepare('SELECT COUNT(DISTINCT course_id) AS n FROM zhibo_watch_records WHERE user_id = ?').get(userId) as {
        n: number;
      }
    ).n;
    const rows = db
      .prepare(
        `SELECT MAX(rowid) AS id, course_id, MAX(updated_at) AS updated_at, MIN(created_at) AS created_at
         FROM zhibo_watch_records WHERE user_id = ? GROUP BY course_id ORDER BY updated_at DESC LIMIT ? OFFSET ?`,
      )
      .all(userId, page.size, page.offset) as { id: number; course_id: number; created_at: number }[];
    return ok(c, simplePage(memberItems(userId, rows), total));
  });
}

/** Member list courses: the list item, `status` (2 when every session is over) and `next_video`. */
function coursesById(ctx: ServerContext, ids: number[]) {
  if (!ids.length) return new Map<number, ReturnType<typeof liveListItems>[number]>();
  const rows = ctx.db
    .prepare(`SELECT * FROM zhibo_courses WHERE id IN (${placeholders(ids.length)})`)
    .all(...ids) as LiveCourseRow[];
  return new Map(
    liveListItems(ctx, rows).map((item) => {
      const statuses = courseVideos(ctx, item.id).map((v) => ({ v, status: sessionStatus(ctx, v) }));
      const next = statuses.find((s) => s.status !== 2)?.v;
      return [
        item.id,
        {
          ...item,
          status: statuses.some((s) => s.status === 1) ? 1 : statuses.every((s) => s.status === 2) ? 2 : 0,
          next_video: next ? { id: next.id, title: next.title, published_at: raw(next.published_at) } : [],
        },
      ];
    }),
  );
}
