import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import type { Announcement } from '../../../core/api/types.js';
import * as paths from '../../../core/paths/index.js';
import { configFunc, isLogin } from '../../../core/session/index.js';
import { homeBlocks, homeSliders, latestAnnouncement } from '../../../core/query/content.js';
import { useQuery } from '../../../widgets/data/use-query.js';
import { Link } from '../../../widgets/ui/link.js';
import { PageState, Skeleton, type LoadState } from '../../../widgets/ui/page-state.js';
import { HomeBlocks } from './blocks.js';
import { HomeSlider } from './slider.js';
import * as css from './home.css.js';

const list = <T,>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);

// Only members of a site with the DaySignIn addon see it, so its code loads only for them.
const DaySignIn = lazy(() => import('../member/day-sign-in.js'));

function HomeSkeleton() {
  return (
    <div className={css.skeleton}>
      <div className={css.sliderSkeleton} aria-hidden="true" />
      <Skeleton variant="cards" lines={8} label="首页加载中" />
    </div>
  );
}

/**
 * The latest announcement is a one-line extra: it loads alongside the page, and when it fails
 * (the client has already shown the error) or there is none, the line is simply not there.
 */
function LatestAnnouncement({ announcement }: { announcement: Announcement | null | undefined }) {
  if (!announcement) return null;
  return (
    <p className={css.notice}>
      <span className={css.noticeLabel}>公告</span>
      <Link className={css.noticeLink} href={paths.announcement(announcement.id)}>
        {announcement.title}
      </Link>
      <Link className={css.noticeMore} href={paths.announcements()}>
        更多公告
      </Link>
    </p>
  );
}

export default function HomePage() {
  const switches = useStore(configFunc);
  const loggedIn = useStore(isLogin);
  const signIn = switches.daySignIn && loggedIn;
  // All three go out together (the route prefetches them with the page's code).
  const sliders = useQuery(homeSliders());
  const blocks = useQuery(homeBlocks());
  const latest = useQuery(latestAnnouncement());
  // The page is its slider and blocks: it waits for both, and either failing is the page failing.
  const failed = sliders.status === 'error' ? sliders : blocks;
  const home: LoadState<true> = {
    status: failed.status === 'error' ? 'error' : sliders.data && blocks.data ? 'success' : 'loading',
    data: sliders.data && blocks.data ? true : undefined,
    error: failed.error,
    reload: () => [sliders, blocks].forEach((q) => q.status === 'error' && q.reload()),
  };
  return (
    <div className={css.page}>
      <h1 className={css.srOnly}>首页</h1>
      <PageState state={home} skeleton={<HomeSkeleton />} errorTitle="首页加载失败">
        {() => (
          <>
            <HomeSlider slides={list(sliders.data)} />
            <LatestAnnouncement announcement={latest.data} />
            {signIn ? (
              <Suspense fallback={null}>
                <DaySignIn />
              </Suspense>
            ) : null}
            <HomeBlocks blocks={list(blocks.data)} />
          </>
        )}
      </PageState>
    </div>
  );
}
