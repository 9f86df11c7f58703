import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import type { Announcement } from '#core/site/index.js';
import * as paths from '#core/paths/index.js';
import { configFunc, isLogin } from '#core/session/index.js';
import { homeBlocks, homeSliders, latestAnnouncement } from '#core/site/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { Link } from '#widgets/ui/link.js';
import { PageState, Skeleton } from '#widgets/ui/page-state.js';
import { HomeBlocks } from './blocks.js';
import { HomeSlider } from './slider.js';
import * as css from './home.css.js';

const list = <T,>(value: T[] | undefined): T[] => (Array.isArray(value) ? value : []);

// Only members of a site with the DaySignIn addon see it, so its code loads only for them.
const DaySignIn = lazy(() => import('../../kit/day-sign-in.js'));

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
  // All three go out together (the route prefetches them with the page's code). Each part shows
  // its own state: one failing call leaves the rest of the page working.
  const sliders = useQuery(homeSliders());
  const blocks = useQuery(homeBlocks());
  const latest = useQuery(latestAnnouncement());
  if (!blocks.data && !sliders.data && blocks.status !== 'error' && sliders.status !== 'error') {
    return (
      <div className={css.page}>
        <h1 className={css.srOnly}>首页</h1>
        <HomeSkeleton />
      </div>
    );
  }
  return (
    <div className={css.page}>
      <h1 className={css.srOnly}>首页</h1>
      <PageState
        state={sliders}
        skeleton={<div className={css.sliderSkeleton} aria-hidden="true" />}
        errorTitle="轮播图加载失败"
      >
        {(slides) => <HomeSlider slides={list(slides)} />}
      </PageState>
      <LatestAnnouncement announcement={latest.data} />
      {signIn ? (
        <Suspense fallback={null}>
          <DaySignIn />
        </Suspense>
      ) : null}
      <PageState
        state={blocks}
        skeleton={<Skeleton variant="cards" lines={8} label="首页内容加载中" />}
        errorTitle="首页内容加载失败"
      >
        {(data) => <HomeBlocks blocks={list(data)} />}
      </PageState>
    </div>
  );
}
