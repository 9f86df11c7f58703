import { useState } from 'react';
import type { LivePlay } from '#core/live/index.js';
import * as paths from '#core/paths/index.js';
import { livePlay } from '#core/live/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { Link } from '#widgets/ui/link.js';
import { Skeleton, describeError } from '#widgets/ui/page-state.js';
import { Tabs } from '#widgets/ui/tabs.js';
import type { PageProps } from '#site/route-def.js';
import { useTitle } from '#site/shell/title.js';
import * as detail from '#site/kit/detail.css.js';
import { QueryView } from '#site/kit/query-view.js';
import { ChatPanel } from './chat.js';
import { Courseware } from './courseware.js';
import * as css from './live-room.css.js';
import { Stage } from './stage.js';

const SIDE_TABS = ['聊天', '课件'] as const;

function Room({ play }: { play: LivePlay }) {
  const [tab, setTab] = useState(0);
  return (
    <div className={css.room}>
      <header className={css.top}>
        <Link className={css.back} href={paths.liveDetail(play.video.course_id)}>
          <span aria-hidden="true">‹</span> 返回课程
        </Link>
        <h1 className={css.title}>{play.video.title}</h1>
      </header>
      <div className={css.layout}>
        <Stage play={play} />
        <aside className={css.side} aria-label="互动">
          <Tabs label="直播间" items={SIDE_TABS} selected={tab} onSelect={setTab}>
            {/* The chat stays mounted behind the courseware tab: its socket keeps listening. */}
            <div hidden={tab !== 0}>
              <ChatPanel play={play} />
            </div>
            {tab === 1 ? <Courseware courseId={play.video.course_id} videoId={play.video.id} /> : null}
          </Tabs>
        </aside>
      </div>
    </div>
  );
}

function RoomSkeleton() {
  return (
    <div className={css.room}>
      <div className={css.layout}>
        <div className={css.screen} aria-hidden="true" />
        <Skeleton lines={6} label="直播间加载中" />
      </div>
    </div>
  );
}

/** A live session's room (bare layout, login required): the stage, chat and courseware. */
export default function LiveVideoPage({ params }: PageProps<{ courseId: number }>) {
  const play = useQuery(livePlay(params.courseId));
  useTitle(play.data?.video.title);

  return (
    <QueryView
      state={play}
      skeleton={<RoomSkeleton />}
      errorTitle="直播间加载失败"
      errorLevel={1}
      refused={
        // 请购买课程, 直播不存在: the server refused this member this room.
        <div className={detail.missing} role="alert">
          <h1 className={detail.missingTitle}>无法进入直播间</h1>
          <p>{describeError(play.error)}</p>
          <Link className={detail.primaryAction} href={paths.live()}>
            浏览全部直播课
          </Link>
        </div>
      }
    >
      {/* A new session (another id) is a new room: fresh chat and player. */}
      {(data) => <Room key={data.video.id} play={data} />}
    </QueryView>
  );
}
