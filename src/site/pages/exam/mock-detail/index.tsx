import type { MockPaperDetail } from '#core/exam/index.js';
import { env } from '#core/env/index.js';
import { mockPaperOwned, mockPaperDetail, startMock } from '#core/exam/index.js';
import * as paths from '#core/paths/index.js';
import { useMutation } from '#widgets/data/use-mutation.js';
import { useQuery } from '#widgets/data/use-query.js';
import { Button } from '#widgets/ui/button.js';
import { Link } from '#widgets/ui/link.js';
import type { PageProps } from '#site/route-def.js';
import { useTitle } from '#site/shell/title.js';
import { DetailFrame, Fact } from '../detail-frame.js';
import { RecordList } from '../record-list.js';
import { isRunning, mockRecords } from '../records.js';
import * as css from '../exam.css.js';

/** 题数: the questions one attempt draws, summed over the rule's types (JSON text). */
function ruleCount(rule: string): number {
  try {
    const num = (JSON.parse(rule) as { num?: Record<string, unknown> }).num ?? {};
    return Object.values(num).reduce<number>((sum, n) => sum + (Number(n) || 0), 0);
  } catch {
    return 0;
  }
}

function MockView({ id, d }: { id: number; d: MockPaperDetail }) {
  const start = useMutation(startMock);
  const { paper } = d;
  const records = mockRecords(d);
  const running = records.find((r) => isRunning('mock', r));

  const begin = async () => {
    const rid = await start.mutate(id);
    if (rid) env().navigate(paths.mockPaperPlay(id, rid));
  };

  return (
    <>
      <section className={css.hero} aria-labelledby="mock-title">
        <h1 className={css.heroTitle} id="mock-title">
          {paper.title}
        </h1>
        {paper.description ? <p className={css.desc}>{paper.description}</p> : null}
        <dl className={css.facts}>
          <Fact name="及格分">{paper.pass_score}分</Fact>
          <Fact name="题数">{ruleCount(paper.rule)}道</Fact>
          <Fact name="考试时长">{paper.expired_minutes}分钟</Fact>
          <Fact name="可考试次数">不限</Fact>
        </dl>
        <p className={css.muted}>每次考试从题库随机抽题组卷。</p>
        <div className={css.actions}>
          {running ? (
            <Link className={css.action} href={paths.mockPaperPlay(id, running.id)}>
              继续考试
            </Link>
          ) : !mockPaperOwned(d) && Number(paper.charge) > 0 ? (
            <Link className={css.action} href={paths.order({ goods_type: 'mockpaper', goods_id: id })}>
              购买试卷 ￥{paper.charge}
            </Link>
          ) : (
            <Button loading={start.busy} onClick={() => void begin()}>
              开始考试
            </Button>
          )}
        </div>
      </section>
      <RecordList kind="mock" records={records} playHref={(rid) => paths.mockPaperPlay(id, rid)} />
    </>
  );
}

export default function MockDetailPage({ params }: PageProps<{ id: number }>) {
  const state = useQuery(mockPaperDetail(params.id));
  useTitle(state.data?.paper.title);
  return (
    <DetailFrame state={state} noun="模拟试卷" listHref={paths.mockPapers()}>
      {(d) => <MockView id={params.id} d={d} />}
    </DetailFrame>
  );
}
