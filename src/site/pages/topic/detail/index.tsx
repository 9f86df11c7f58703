import { useStore } from '@nanostores/react';
import { isOn } from '#core/features/index.js';
import { openLogin } from '#core/app/open-login.js';
import { env } from '#core/env/index.js';
import { formatPrice } from '#core/format/price.js';
import * as paths from '#core/paths/index.js';
import { commentOnTopic, toggleTopic, topicComments, topicDetail } from '#core/topic/index.js';
import { configFunc, isLogin } from '#core/session/index.js';
import { formatDateTime } from '#core/time/index.js';
import { useMutation } from '#widgets/data/use-mutation.js';
import { useQuery } from '#widgets/data/use-query.js';
import { RichContent } from '#widgets/rich-content/rich-content.js';
import { Link } from '#widgets/ui/link.js';
import { useTitle } from '#site/shell/title.js';
import type { PageProps } from '#site/route-def.js';
import { CommentThread } from '#site/kit/comments.js';
import { DetailView } from '#site/kit/query-view.js';
import * as content from '#site/kit/content.css.js';
import * as css from '#site/kit/detail.css.js';
import * as own from '../topic.css.js';

/** 点赞 or 收藏: a toggle; visitors are asked to log in. */
function Toggle({
  topicId,
  what,
  on,
  label,
  onLabel,
}: {
  topicId: number;
  what: 'vote' | 'collect';
  on: boolean;
  label: string;
  onLabel: string;
}) {
  const logged = useStore(isLogin);
  const toggle = useMutation(toggleTopic(topicId, what));
  const click = async () => {
    if (!logged) return void openLogin('login');
    const now = await toggle.mutate();
    if (now !== undefined) env().toast(now ? `已${label}` : `已取消${label}`, 'success');
  };
  return (
    <button
      type="button"
      className={on ? css.likeOn : css.like}
      aria-pressed={on}
      aria-busy={toggle.busy || undefined}
      onClick={click}
    >
      {on ? onLabel : label}
    </button>
  );
}

/**
 * /topic/detail/:id: the free part for everyone; the paid part once the topic is the reader's
 * (`render_content`), otherwise the offer to buy it (goods_type `topic`). Vote, collect, and
 * the comment threads.
 */
export default function TopicDetailPage({ params }: PageProps<{ courseId: number }>) {
  const detail = useQuery(topicDetail(params.courseId));
  const comments = useQuery(topicComments({ topicId: params.courseId, parent: 0 }));
  const features = useStore(configFunc);
  useTitle(detail.data?.topic.title);

  return (
    <DetailView state={detail} noun="图文" listHref={paths.topics()} listLabel="浏览全部图文">
      {(data) => {
        const { topic } = data;
        const owned = isOn(data.is_buy);

        return (
          <div className={css.page}>
            <article className={own.sheet} aria-labelledby="topic-title">
              <h1 className={own.title} id="topic-title">
                {topic.title}
              </h1>
              <p className={own.meta}>
                <time dateTime={topic.created_at}>{formatDateTime(topic.created_at)}</time>
                <span>{Number(topic.view_times) || 0}次阅读</span>
                <span>{Number(topic.vote_count) || 0}人点赞</span>
              </p>
              {/* The text's own headings start at h3 on some servers: this keeps the outline in order. */}
              <h2 className={css.srOnly}>正文</h2>
              {owned ? (
                <RichContent html={topic.render_content} className={content.article} />
              ) : (
                <>
                  {topic.free_content_render ? (
                    <RichContent html={topic.free_content_render} className={content.article} />
                  ) : null}
                  <div className={content.paywall}>
                    <p className={content.paywallTitle}>以下为付费内容</p>
                    <p className={content.muted}>购买后即可阅读全文。</p>
                    <div className={content.rowActions}>
                      <Link
                        className={css.primaryAction}
                        href={paths.order({ goods_type: 'topic', goods_id: topic.id })}
                      >
                        购买全文 {formatPrice(topic)}
                      </Link>
                      {features.vip && Number(topic.is_vip_free) === 1 ? (
                        <Link className={css.vipAction} href={paths.vip()}>
                          VIP会员免费看
                        </Link>
                      ) : null}
                    </div>
                  </div>
                </>
              )}
              <div className={own.actions}>
                <Toggle topicId={topic.id} what="vote" on={isOn(data.is_vote)} label="点赞" onLabel="已点赞" />
                <Toggle topicId={topic.id} what="collect" on={isOn(data.is_collect)} label="收藏" onLabel="已收藏" />
              </div>
            </article>
            <div className={`${content.panel} ${own.narrow}`}>
              <CommentThread
                title="评论"
                state={comments}
                post={commentOnTopic(topic.id)}
                replies={(parent) => topicComments(parent === null ? null : { topicId: topic.id, parent })}
                gate={owned ? null : '购买后可以发表评论。'}
              />
            </div>
          </div>
        );
      }}
    </DetailView>
  );
}
