import { useState } from 'react';
import type { Notification } from '#core/member/index.js';
import { memberMessages, readAllMessages, readMessage } from '#core/member/index.js';
import { useMutation } from '#widgets/data/use-mutation.js';
import { Button } from '#widgets/ui/button.js';
import { PagedList } from '#widgets/ui/paged-list.js';
import { RelativeTime } from '#widgets/ui/relative-time.js';
import { useUnreadCount } from '#widgets/unread-bell/unread.js';
import { useUrlState } from '#site/shell/url-state.js';
import { messagesQuery } from './data.js';
import { pageSchema } from '#site/kit/list-data.js';
import * as css from '../member.css.js';
import { usePagedQuery } from '#site/kit/paged-query.js';

/** One message: a row that opens to its full text, and opening an unread one marks it read. */
function Message({ item }: { item: Notification }) {
  const [open, setOpen] = useState(false);
  const read = useMutation(readMessage);
  const unread = item.read_at === null;
  const toggle = () => {
    setOpen(!open);
    if (unread && !open) void read.mutate(item.id);
  };
  return (
    <li className={css.item} data-unread={unread || undefined}>
      <button type="button" className={css.rowButton} aria-expanded={open} onClick={toggle}>
        <span className={css.messageLine}>
          {unread ? (
            <>
              <span className={css.unreadDot} aria-hidden="true" />
              <span className={css.srOnly}>未读：</span>
            </>
          ) : null}
          <span className={open ? css.messageFull : css.messageShort}>{item.data?.message}</span>
        </span>
        <RelativeTime className={css.muted} value={item.created_at} />
      </button>
    </li>
  );
}

/** /member/messages: the member's notifications, newest first, unread marked. */
export default function MemberMessagesPage() {
  const url = useUrlState(pageSchema);
  const query = messagesQuery(url.search);
  const state = usePagedQuery(memberMessages(query), { page: query.page, size: query.page_size });
  const all = useMutation(readAllMessages);
  const unread = useUnreadCount();
  return (
    <>
      <div className={css.headRow}>
        <h1 className={css.title}>我的消息</h1>
        <Button
          variant="secondary"
          loading={all.busy}
          aria-disabled={!unread || undefined}
          onClick={() => void all.mutate(undefined)}
        >
          全部已读
        </Button>
      </div>
      <section className={css.card} aria-label="消息列表">
        <PagedList state={state} onPage={(p) => url.set({ page: p })} noun="消息" lines={6}>
          {(items) => (
            <ul className={css.list}>
              {items.map((m) => (
                <Message key={m.id} item={m} />
              ))}
            </ul>
          )}
        </PagedList>
      </section>
    </>
  );
}
