/** Both comment shapes read as one view: who wrote it, whom it answers, and how its text is shown. */
import { describe, expect, it } from 'vitest';
import { addonCommentView, courseCommentView, type AddonComment, type CourseComment } from '#core/comments/index.js';

const course = (over: Partial<CourseComment>): CourseComment => ({
  id: 'a1',
  author: { nick_name: '小明', avatar: 'https://cdn.example.com/a.png' },
  text: '讲得好',
  html: false,
  pending: false,
  createdAt: '2026-01-02 10:00:00',
  province: '广东',
  replyTo: null,
  replies: [],
  repliesCount: 0,
  ...over,
});

const addon = (over: Partial<AddonComment>): AddonComment => ({
  id: 7,
  user_id: 3,
  parent_id: 0,
  content: '<b>原文</b>',
  render_content: '&lt;b&gt;原文&lt;/b&gt;',
  created_at: '2026-01-02 10:00:00',
  children_count: 0,
  user: [],
  reply_user_id: 0,
  reply_user: [],
  ...over,
});

describe('courseCommentView', () => {
  it('keeps author, reply target, moderation and province; a member who is gone reads 学员已注销', () => {
    expect(courseCommentView(course({ replyTo: { nick_name: '小红', avatar: '' }, pending: true }))).toEqual({
      id: 'a1',
      authorName: '小明',
      avatar: 'https://cdn.example.com/a.png',
      replyTo: '小红',
      createdAt: '2026-01-02 10:00:00',
      text: '讲得好',
      html: false,
      pending: true,
      province: '广东',
    });
    const gone = courseCommentView(course({ author: null }));
    expect([gone.authorName, gone.avatar]).toEqual(['学员已注销', undefined]);
  });
});

describe('addonCommentView', () => {
  const users = { '3': { id: 3, nick_name: '读者甲', avatar: 'https://cdn.example.com/3.png' } };

  it('finds the author inline first, then in the users map, else 匿名用户', () => {
    expect(addonCommentView(addon({ user: { nick_name: '本人', avatar: '' } }), users).authorName).toBe('本人');
    expect(addonCommentView(addon({}), users)).toMatchObject({ authorName: '读者甲', avatar: users['3'].avatar });
    expect(addonCommentView(addon({ user_id: 9 }), users).authorName).toBe('匿名用户');
  });

  it('shows the text written, or the server HTML for lists that ask for it; names whom a reply answers', () => {
    expect(addonCommentView(addon({}), users)).toMatchObject({ text: '<b>原文</b>', html: false, replyTo: '' });
    const reply = addonCommentView(addon({ reply_user: { nick_name: '读者乙', avatar: '' } }), users, true);
    expect(reply).toMatchObject({ text: '&lt;b&gt;原文&lt;/b&gt;', html: true, replyTo: '读者乙', pending: false });
  });
});
