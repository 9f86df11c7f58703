import type { MockPaperPlay } from '../../../../core/api/paper-types.js';
import { mockPaperSheet, mockRunning } from '../../../../core/exam/index.js';
import * as paths from '../../../../core/paths/index.js';
import { mockPaperPlay } from '../../../../core/query/exam.js';
import { useQuery } from '../../../../widgets/data/use-query.js';
import { useTitle } from '../../../shell/title.js';
import { useUrlState } from '../../../shell/url-state.js';
import { examPlaySchema } from '../../../url-schemas.js';
import { recordScore } from '../records.js';
import { ExamAttempt } from './exam-attempt.js';
import { ExamReview } from './exam-review.js';
import { PlayFrame } from './play-frame.js';
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

/** /exam/mockpaper/play?id={mock paper}&pid={attempt}: the drawn questions, then the result. */
export default function MockPlayPage() {
  const { id, pid } = useUrlState(examPlaySchema).values;
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
