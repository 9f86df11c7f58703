import { useStore } from '@nanostores/react';
import type { ExamStats } from '#core/exam/index.js';
import type { FeatureName } from '#core/features/index.js';
import * as paths from '#core/paths/index.js';
import { examStats } from '#core/exam/index.js';
import { configFunc } from '#core/session/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { Link } from '#widgets/ui/link.js';
import { PageState, Skeleton } from '#widgets/ui/page-state.js';
import * as css from '../exam.css.js';

const AREAS: Array<{ name: string; href: string; feature: FeatureName; count(s: ExamStats): string }> = [
  { name: '在线考试', href: paths.papers(), feature: 'paper', count: (s) => `${s.papers_count}套试卷` },
  {
    name: '模拟考试',
    href: paths.mockPapers(),
    feature: 'mockPaper',
    count: (s) => `${s.mock_papers_count}套模拟试卷`,
  },
  {
    name: '练习模式',
    href: paths.practices(),
    feature: 'practice',
    count: (s) => `${s.practices_count}个练习，${s.practice_chapters_count}个章节`,
  },
  { name: '错题本', href: paths.wrongBook(), feature: 'wrongBook', count: (s) => `${s.wrong_book_count}道错题` },
  { name: '收藏习题', href: paths.collection(), feature: 'paper', count: (s) => `已收藏${s.collection_count}道题` },
];

/** The exam hub: every area of the exam addon with its count. */
export default function ExamHubPage() {
  const stats = useQuery(examStats());
  const features = useStore(configFunc);
  const areas = AREAS.filter((a) => features[a.feature]);
  return (
    <div className={css.page}>
      <h1 className={css.title}>考试练习</h1>
      <p className={css.lead}>在线考试、模拟考试、章节练习，错题与收藏随时复习。</p>
      <PageState
        state={stats}
        skeleton={<Skeleton variant="cards" lines={5} label="考试数据加载中" />}
        errorTitle="考试数据加载失败"
      >
        {(s) => (
          <ul className={css.tiles} aria-label="考试练习">
            {areas.map((a) => (
              <li key={a.name}>
                <Link className={css.tile} href={a.href}>
                  <span className={css.tileName}>{a.name}</span>
                  <span className={css.tileCount}>{a.count(s)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PageState>
    </div>
  );
}
