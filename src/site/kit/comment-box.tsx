import { useId, useState, type FormEvent } from 'react';
import { Button } from '#widgets/ui/button.js';
import * as css from './detail.css.js';

/**
 * The text box and button of a comment form (courses, live courses, books, topics, replies). The
 * text stays when sending fails, and the message (the caller's check or the server's answer) is
 * shown beside the field; the box empties only after `send` says it went through.
 */
export function CommentBox({
  label,
  submitLabel,
  placeholder,
  rows = 4,
  maxLength = 1000,
  autoFocus,
  busy,
  error,
  send,
}: {
  label: string;
  submitLabel: string;
  placeholder?: string;
  rows?: number;
  /** The server's limit (140 on MeEdu's v3 comments): the box takes no more, and counts. */
  maxLength?: number;
  autoFocus?: boolean;
  busy: boolean;
  error: string;
  send(text: string): Promise<boolean>;
}) {
  const [text, setText] = useState('');
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await send(text)) setText('');
  };
  return (
    <form className={css.commentForm} onSubmit={submit} noValidate>
      <label className={css.commentLabel} htmlFor={`${id}-text`}>
        {label}
      </label>
      <textarea
        id={`${id}-text`}
        className={css.textarea}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p className={css.fieldError} id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
      <div className={css.commentActions}>
        {maxLength < 1000 ? (
          <span className={css.commentCount}>
            {text.length}/{maxLength}
          </span>
        ) : null}
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
