/** Answers of the Zhibo addon (contract section 8.1): live courses, sessions, chat, courseware. */
import type { PhpMap, Flag } from '../client/index.js';

export interface LiveCourseItem {
  id: number;
  title: string;
  thumb: string;
  charge: number;
  category: { name: string } | null;
  /** Sent by the reference server (and, as `status_text`, by MeEdu's detail); not read by the public client. */
  status_text?: string;
  videos_count?: number;
}

export interface LiveVideo {
  id: number;
  title: string;
  /** 0 not started, 1 live, 2 replay. */
  status: 0 | 1 | 2;
  published_at: string;
  duration: number;
}

export interface LiveCourseDetail {
  course: {
    id: number;
    title: string;
    thumb: string;
    charge: number;
    short_description: string;
    render_desc: string;
    vip_can_view: number;
    status_text: string;
    /** `[]` when the course has no teacher. */
    teacher: { name: string; avatar: string; short_desc: string } | [];
  };
  chapters: Array<{ id: number; name: string }>;
  videos: PhpMap<LiveVideo[]> | LiveVideo[][];
  is_buy: Flag;
}

/** One quality of a finished session's replay. */
export interface LiveQuality {
  name: string;
  url: string;
}

export interface LivePlay {
  course: { id: number; poster: string; title?: string };
  video: { id: number; course_id: number; title: string; status: number; published_at: string; duration?: number };
  /** Live (status 1): the stream's address; ended (2): the replay's qualities, `[]` without one. */
  play_url: string | LiveQuality[];
  web_rtc_play_url: string;
  ali_rts?: string;
  record_exists: Flag;
  room_is_ban: Flag;
  user_is_ban: Flag;
  /** An open sign-in the member has not answered, `[]` (or null) when none. */
  sign_in_record?: LiveSignIn | [] | null;
  /** `connect_url` carries `:token`, `:courseId` and `:videoId` for the client to fill in. */
  chat: { channel: string; user: unknown; connect_url: string };
}

// Live rooms (Zhibo): chat and courseware of a session -------------------------------------------

/**
 * A chat message of a live room as the Zhibo addon gives it (chat/msg `msg_body`, the socket's
 * `v`): `id` its `chat_id`; `content` plain text as written (show it as text); `role` `user`,
 * `teacher` or `assistant`.
 */
export interface LiveChatMessage {
  id: number;
  role: string;
  nick_name: string;
  content: string;
}

/** A page of a room's history (chat/msg), newest first. */
export interface LiveChatPage {
  data: Array<{ id: number; msg_body: { chat_id: number; role: string; nick_name: string; content: string } }>;
  total: number;
}

/** A sign-in the teacher called: answer it before `end_at` (PRC time without a zone). */
export interface LiveSignIn {
  id: number;
  end_at: string;
}

/** A courseware file of a live session. */
export interface LiveAttachment {
  id: number;
  name: string;
  course_id: number;
  video_id: number;
  size?: number;
  extension?: string;
}
