import type { MockPaperPlay } from '#core/exam/index.js';
import { mockPaperSheet, mockRunning, mockPaperDetail, mockPaperPlay } from '#core/exam/index.js';
import * as paths from '#core/paths/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { useTitle } from '#site/shell/title.js';
import { useUrlState } from '#site/shell/url-state.js';
import { examPlaySchema } from '../address.js';
import { isRunning, mockRecords, recordScore } from '../../records.js';
import { ExamAttempt } from '../exam-attempt.js';
import { ExamReview } from '../exam-review.js';
import { OpenRunningAttempt, PlayFrame } from '../play-frame.js';
import { useSheet } from '../use-sheet.js';

function Attempt({ back, pid, play }: { back: string; pid: number; play: MockPaperPlay }) {
  const [sheet, state] = useSheet(() => mockPaperSheet(pid, play));
  return <ExamAttempt sheet={sheet} state={state} paper={mockHead(play)} backHref={back} />;
}

/** A mock paper's header: its full marks are those of the questions this attempt drew. */
const mockHead = (play: MockPaperPlay) => ({ ...play.paper, score: play.record.total_score });

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
  useTitle(state.data?.paper.title);
  const back = id ? paths.mockPaperDetail(id) : paths.mockPapers();
  return (
    <PlayFrame
      state={state}
      noun="模拟试卷"
      backHref={back}
      listHref={paths.mockPapers()}
      isEmpty={(d) => !d.questions.length}
    >
      {(play) =>
        mockRunning(play) ? (
          <Attempt key={pid} back={back} pid={pid} play={play} />
        ) : (
          <ExamReview
            paper={mockHead(play)}
            score={recordScore(play.record)}
            entries={play.questions}
            backHref={back}
          />
        )
      }
    </PlayFrame>
  );
}
