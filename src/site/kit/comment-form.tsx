import { useState } from 'react';
import { openLogin } from '#core/app/open-login.js';
import type { MutatorStore } from '#core/client/index.js';
import { env } from '#core/env/index.js';
import { useMutation } from '#widgets/data/use-mutation.js';
import { Button } from '#widgets/ui/button.js';
import { CommentBox } from './comment-box.js';
import * as css from './detail.css.js';

/**
 * The post box of a comment or a reply, for any list: an empty text is stopped here (请输入评论内容),
 * a refusal is told beside the field with what was typed kept, a success is toasted.
 */
export function CommentForm<Input extends { content: string }>({
  post,
  input,
  reply,
  label,
  placeholder,
  maxLength,
  autoFocus,
  describe,
  onDone,
}: {
  post: () => MutatorStore<Input, unknown>;
  input: Omit<Input, 'content'>;
  /** A reply (smaller box, 回复 button, 回复成功) rather than a new comment. */
  reply: boolean;
  label: string;
  placeholder?: string;
  maxLength?: number;
  autoFocus?: boolean;
  /** The words of a refused post: each list has its server's way of saying why. */
  describe(error: unknown): string;
  onDone?: () => void;
}) {
  const [problem, setProblem] = useState('');
  const send = useMutation(post);
  const error = problem || (send.error ? describe(send.error) : '');
  return (
    <CommentBox
      label={label}
      submitLabel={reply ? '回复' : '发表评论'}
      placeholder={placeholder}
      rows={reply ? 2 : 4}
      maxLength={maxLength || undefined}
      autoFocus={autoFocus}
      busy={send.busy}
      error={error}
      send={async (text) => {
        if (!text.trim()) {
          setProblem('请输入评论内容');
          return false;
        }
        setProblem('');
        if ((await send.mutate({ ...input, content: text } as Input)) === undefined) return false;
        env().toast(reply ? '回复成功' : '评论成功', 'success');
        onDone?.();
        return true;
      }}
    />
  );
}

/**
 * In place of a post box (a comment, an answer) that may not be used yet: why (buy first,
 * comments closed), and for a visitor, `login`, the words of the button opening the login dialog.
 */
export function PostGate({ reason, login }: { reason: string; login?: string }) {
  return (
    <div className={css.commentGate}>
      <p>{reason}</p>
      {login ? (
        <Button variant="secondary" onClick={() => void openLogin('login')}>
          {login}
        </Button>
      ) : null}
    </div>
  );
}

/** In place of the post box for a visitor: comments are written by members only. */
export const CommentLoginGate = () => <PostGate reason="登录后可以发表评论。" login="登录后评论" />;
