import type { MockPaperPlay } from '../../../../core/api/paper-types.js';
import { mockPaperSheet, mockRunning } from '../../../../core/exam/index.js';
import * as paths from '../../../../core/paths/index.js';
import { mockPaperDetail, mockPaperPlay } from '../../../../core/query/exam.js';
import { useQuery } from '../../../../widgets/data/use-query.js';
import { useTitle } from '../../../shell/title.js';
import { useUrlState } from '../../../shell/url-state.js';
import { examPlaySchema } from '../../../url-schemas.js';
import { isRunning, mockRecords, recordScore } from '../records.js';
import { ExamAttempt } from './exam-attempt.js';
import { ExamReview } from './exam-review.js';
import { OpenRunningAttempt, PlayFrame } from './play-frame.js';
import { useSheet } from './use-sheet.js';

function Attempt({
  back,
  pid,
  play,
  receivedAt,
}: {
  back: string;
  pid: number;
  play: MockPaperPlay;
  receivedAt: number;
}) {
  const [sheet, state] = useSheet(() => mockPaperSheet(pid, play, receivedAt));
  return <ExamAttempt sheet={sheet} state={state} paper={play.paper} backHref={back} />;
}

/** Opened with the mock paper alone: its attempt under way, or where to start one. */
function MockOnly({ id }: { id: number }) {
  const detail = useQuery(mockPaperDetail(id));
  useTitle(detail.data?.paper.title);
  return (
    <OpenRunningAttempt
      detail={detail}
      running={(d) => mockRecords(d).find((r) => isRunning('mock', r))?.id ?? null}
      playHref={(rid) => paths.mockPaperPlay(id, rid)}
      noun="模拟试卷"
      detailHref={paths.mockPaperDetail(id)}
    />
  );
}

/** /exam/mockpaper/play?id={mock paper}&pid={attempt}: the drawn questions, then the result. */
export default function MockPlayPage() {
  const { id, pid } = useUrlState(examPlaySchema).values;
  if (id && !pid) return <MockOnly id={id} />;
  return <MockAttempt id={id} pid={pid} />;
}

function MockAttempt({ id, pid }: { id: number; pid: number }) {
  const state = useQuery(mockPaperPlay(pid || null));
  useTitle(state.data?.data.paper.title);
  const back = id ? paths.mockPaperDetail(id) : paths.mockPapers();
  return (
    <PlayFrame
      state={state}
      noun="模拟试卷"
      backHref={back}
      listHref={paths.mockPapers()}
      isEmpty={(d) => !d.data.questions.length}
    >
      {({ data: play, receivedAt }) =>
        mockRunning(play) ? (
          <Attempt key={pid} back={back} pid={pid} play={play} receivedAt={receivedAt} />
        ) : (
          <ExamReview paper={play.paper} score={recordScore(play.record)} entries={play.questions} backHref={back} />
        )
      }
    </PlayFrame>
  );
}
