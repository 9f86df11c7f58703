import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { getLiveChat, sendLiveChat } from '../../../../core/api/addons.js';
import type { CommentUser, LivePlay } from '../../../../core/api/types.js';
import { isOn } from '../../../../core/features/index.js';
import { createCountdown, createLiveChat, type LiveChat, type LiveChatState } from '../../../../core/live/index.js';
import { phpObject } from '../../../../core/api/normalise.js';
import { getToken } from '../../../../core/session/index.js';
import { formatDateTime } from '../../../../core/time/index.js';
import { Button } from '../../../../widgets/ui/button.js';
import { TextField } from '../../../../widgets/ui/text-field.js';
import * as css from './live-room.css.js';

/** Messages the room opens with (chat/records, newest first). */
const HISTORY_SIZE = 50;

/** The room's chat machine for this page's life: started on mount, stopped on leaving. */
function useLiveChat(play: LivePlay, open: boolean): [LiveChat, LiveChatState] {
  const [chat] = useState(() => {
    const { course_id: courseId, id: videoId } = play.video;
    return createLiveChat({
      // A finished session's room is closed: its history only, no socket.
      url: open ? play.chat.connect_url : '',
      token: getToken,
      history: () => getLiveChat(courseId, videoId, { page: 1, size: HISTORY_SIZE }).then((p) => p.data),
      post: (content) => sendLiveChat(courseId, videoId, content),
      me: phpObject(play.chat.user as CommentUser | []),
      bans: { room: isOn(play.room_is_ban), user: isOn(play.user_is_ban) },
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
  if (state.unavailable) return null;
  return (
    <div className={css.connection} role="status">
      {state.connection === 'open' ? (
        <span className={css.connectionText}>已连接</span>
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

/**
 * The room's chat: history, then messages as they are posted (over the socket the play call
 * names), the connection's state with 立即重连, and the send box; read-only once the session ended.
 */
export function ChatPanel({ play }: { play: LivePlay }) {
  const open = play.video.status !== 2;
  const [chat, state] = useLiveChat(play, open);
  const { ref, onScroll } = useStickToBottom(state.messages.length);
  const me = phpObject(play.chat.user as CommentUser | [])?.id;

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
            {state.messages.map((m) => {
              const user = Array.isArray(m.user) ? null : m.user;
              return (
                <li key={m.id} className={css.message}>
                  <span className={m.user_id === me ? `${css.author} ${css.mine}` : css.author}>
                    {user?.nick_name || '匿名用户'}
                    {m.user_id === me ? '（我）' : ''}
                  </span>
                  <time className={css.time} dateTime={m.created_at}>
                    {formatDateTime(m.created_at).slice(11)}
                  </time>
                  <span className={css.text}>{m.content}</span>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {open ? <SendForm chat={chat} state={state} /> : <p className={css.quiet}>直播已结束，聊天已关闭</p>}
    </div>
  );
}
