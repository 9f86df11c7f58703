import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { CommentUser } from '#core/comments/index.js';
import type { LiveChatMessage, LivePlay, LiveSignIn } from '#core/live/index.js';
import { isOn } from '#core/features/index.js';
import {
  createCountdown,
  createLiveChat,
  toChatMessage,
  type LiveChat,
  type LiveChatState,
  getLiveChat,
  sendLiveChat,
  livePlay,
} from '#core/live/index.js';
import { phpObject } from '#core/client/index.js';
import { getToken } from '#core/session/index.js';
import { Button } from '#widgets/ui/button.js';
import { TextField } from '#widgets/ui/text-field.js';
import { playerPosition } from './position.js';
import { SignInDialog } from './sign-in.js';
import * as css from './live-room.css.js';

/** Messages the room opens with (chat/msg, newest first), as the public client asks. */
const HISTORY_SIZE = 100;

/** The room's chat machine for this page's life: started on mount, stopped on leaving. */
function useLiveChat(play: LivePlay, open: boolean): [LiveChat, LiveChatState] {
  const [chat] = useState(() => {
    const { course_id: courseId, id: videoId } = play.video;
    return createLiveChat({
      // A finished session's room is closed: its history only, no socket.
      url: open ? play.chat.connect_url : '',
      token: getToken,
      courseId,
      videoId,
      history: () =>
        getLiveChat(courseId, videoId, { page: 1, size: HISTORY_SIZE }).then((p) =>
          p.data.map((d) => toChatMessage(d.msg_body)).filter((m): m is LiveChatMessage => m !== null),
        ),
      post: (content) => sendLiveChat(courseId, videoId, content, playerPosition()),
      me: phpObject(play.chat.user as CommentUser | []),
      bans: { room: isOn(play.room_is_ban), user: isOn(play.user_is_ban) },
      signIn: phpObject((play.sign_in_record ?? []) as LiveSignIn | []),
      // The session is over: the play call says so, and the stage follows.
      onOver: () => livePlay(videoId).revalidate(),
    });
  });
  useEffect(() => {
    chat.start();
    // Back online: no need to wait out the back-off.
    const online = () => chat.reconnectNow();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      chat.stop();
    };
  }, [chat]);
  return [chat, useStore(chat.$state)];
}

/** 连接已断开，N 秒后重连, counting. */
function RetryIn({ at }: { at: number }) {
  const [countdown] = useState(() => createCountdown(at));
  useEffect(() => () => countdown.stop(), [countdown]);
  const seconds = Math.ceil(useStore(countdown.$remaining) / 1000);
  return <>{seconds > 0 ? `连接已断开，${seconds} 秒后重连` : '连接已断开，正在重连'}</>;
}

function Connection({ chat, state }: { chat: LiveChat; state: LiveChatState }) {
  if (state.unavailable || state.over) return null;
  return (
    <div className={css.connection} role="status">
      {state.connection === 'open' ? (
        <span className={css.connectionText}>已连接</span>
      ) : state.connection === 'refused' ? (
        // Coming back by itself would push out this member's chat in another tab, and so on.
        <>
          <span className={css.connectionLost}>此账号打开的直播聊天过多，本页已断开</span>
          <button type="button" className={css.linkButton} onClick={chat.reconnectNow}>
            重新连接
          </button>
        </>
      ) : state.connection === 'waiting' && state.retryAt ? (
        <>
          <span className={css.connectionLost}>
            <RetryIn key={state.retryAt} at={state.retryAt} />
          </span>
          <button type="button" className={css.linkButton} onClick={chat.reconnectNow}>
            立即重连
          </button>
        </>
      ) : (
        <span className={css.connectionText}>正在连接…</span>
      )}
    </div>
  );
}

/** Keeps the log at its newest message while the reader is there; leaves it alone while they scroll back. */
function useStickToBottom(count: number) {
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [count]);
  const onScroll = () => {
    const el = ref.current;
    if (el) atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
  };
  return { ref, onScroll };
}

function SendForm({ chat, state }: { chat: LiveChat; state: LiveChatState }) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const banned = state.roomBan || state.userBan;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !text.trim()) return;
    setBusy(true);
    // A refused message stays in the field (the API client has said why).
    if (await chat.send(text)) setText('');
    setBusy(false);
  };
  return (
    <form onSubmit={submit} noValidate>
      {banned ? <p className={css.banned}>{state.roomBan ? '当前直播间已禁言' : '你已被禁言'}</p> : null}
      <TextField
        label="发送消息"
        hideLabel
        value={text}
        onValueChange={setText}
        maxLength={200}
        disabled={banned}
        placeholder={banned ? '禁言状态下无法发布消息' : '按回车键可直接发送'}
        autoComplete="off"
        addon={
          <Button type="submit" loading={busy} disabled={banned || !text.trim()}>
            发布
          </Button>
        }
      />
    </form>
  );
}

/** The teacher and the assistant are named as such beside their names. */
const ROLE_NAMES: Record<string, string> = { teacher: '讲师', assistant: '助教' };

/**
 * The room's chat: history, then messages as they are posted (over the socket the play call
 * names), the connection's state with 立即重连, the send box, and the teacher's sign-in calls;
 * read-only once the session ended.
 */
export function ChatPanel({ play }: { play: LivePlay }) {
  const open = play.video.status !== 2;
  const [chat, state] = useLiveChat(play, open);
  const { ref, onScroll } = useStickToBottom(state.messages.length);
  const closeSignIn = useCallback(() => chat.clearSignIn(), [chat]);

  return (
    <div className={css.chat}>
      {open ? <Connection chat={chat} state={state} /> : null}
      {state.history === 'error' ? (
        <div className={css.inlineError} role="alert">
          聊天记录加载失败
          <button type="button" className={css.linkButton} onClick={() => void chat.reloadHistory()}>
            重试
          </button>
        </div>
      ) : null}
      {/* A log: new messages are read out as they arrive; focusable so keyboard users can scroll it. */}
      <div className={css.log} ref={ref} onScroll={onScroll} role="log" aria-label="聊天消息" tabIndex={0}>
        {state.messages.length === 0 ? (
          <p className={css.quiet}>
            {state.history === 'loading' ? '聊天记录加载中…' : open ? '暂无消息，来说点什么吧' : '暂无聊天记录'}
          </p>
        ) : (
          <ul className={css.messages}>
            {state.messages.map((m) => (
              <li key={m.id} className={css.message}>
                {ROLE_NAMES[m.role] ? <span className={css.roleTag}>{ROLE_NAMES[m.role]}</span> : null}
                <span className={css.author}>{m.nick_name || '匿名用户'}</span>
                <span className={css.text}>{m.content}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {open && !state.over ? (
        <SendForm chat={chat} state={state} />
      ) : (
        <p className={css.quiet}>直播已结束，聊天已关闭</p>
      )}
      {state.signIn && open ? (
        <SignInDialog
          key={state.signIn.id}
          signIn={state.signIn}
          courseId={play.video.course_id}
          videoId={play.video.id}
          onDone={closeSignIn}
        />
      ) : null}
    </div>
  );
}
