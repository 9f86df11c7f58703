import { getLatestAnnouncement, getPageBlocks, getSliders } from '../../../core/api/content.js';
import type { Announcement, PageBlock, Slider } from '../../../core/api/types.js';
import { useRemote } from '../../../widgets/course-list/use-remote.js';
import { PageState, Skeleton } from '../../../widgets/ui/page-state.js';
import type { PageProps } from '../../routes.js';
import { HomeBlocks } from './blocks.js';
import { HomeSlider } from './slider.js';
import * as css from './home.css.js';

interface HomeData {
  sliders: Slider[];
  blocks: PageBlock[];
}

const loadHome = async (): Promise<HomeData> => {
  const [sliders, blocks] = await Promise.all([getSliders('PC'), getPageBlocks('pc-page-index', 'pc')]);
  return { sliders: Array.isArray(sliders) ? sliders : [], blocks: Array.isArray(blocks) ? blocks : [] };
};

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
      <a className={css.noticeLink} href={`/announcement/${announcement.id}`}>
        {announcement.title}
      </a>
      <a className={css.noticeMore} href="/announcement">
        更多公告
      </a>
    </p>
  );
}

export default function HomePage(_: PageProps) {
  // Both start in the same commit: the page's requests go out together.
  const home = useRemote(loadHome, 'home');
  const latest = useRemote(getLatestAnnouncement, 'latest-announcement');
  return (
    <div className={css.page}>
      <h1 className={css.srOnly}>首页</h1>
      <PageState state={home} skeleton={<HomeSkeleton />} errorTitle="首页加载失败">
        {(data) => (
          <>
            <HomeSlider slides={data.sliders} />
            <LatestAnnouncement announcement={latest.data} />
            <HomeBlocks blocks={data.blocks} />
          </>
        )}
      </PageState>
    </div>
  );
}
