import type { PaperPlay } from '#core/exam/index.js';
import { paperRunning, paperSheet, paperDetail, paperPlay } from '#core/exam/index.js';
import * as paths from '#core/paths/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { useTitle } from '#site/shell/title.js';
import { useUrlState } from '#site/shell/url-state.js';
import { examPlaySchema } from '../address.js';
import { isMarking, isRunning } from '../../records.js';
import { ExamAttempt } from '../exam-attempt.js';
import { ExamReview, MarkingNotice } from '../exam-review.js';
import { OpenRunningAttempt, PlayFrame } from '../play-frame.js';
import { useSheet } from '../use-sheet.js';

function Attempt({ id, pid, play }: { id: number; pid: number; play: PaperPlay }) {
  const [sheet, state] = useSheet(() => paperSheet(id, pid, play));
  return <ExamAttempt sheet={sheet} state={state} paper={play.paper} backHref={paths.paperDetail(id)} />;
}

/** Opened with the paper alone: its attempt under way, or where to start one. */
function PaperOnly({ id }: { id: number }) {
  const detail = useQuery(paperDetail(id));
  useTitle(detail.data?.paper.title);
  return (
    <OpenRunningAttempt
      detail={detail}
      running={(d) => d.user_papers.find((r) => isRunning('paper', r))?.id ?? null}
      playHref={(rid) => paths.paperPlay(id, rid)}
      noun="试卷"
      detailHref={paths.paperDetail(id)}
    />
  );
}

/** /exam/papers/play?id={paper}&pid={attempt}: the attempt while it runs, then its result. */
export default function PaperPlayPage() {
  const { id, pid } = useUrlState(examPlaySchema).values;
  if (id && !pid) return <PaperOnly id={id} />;
  return <PaperAttempt id={id} pid={pid} />;
}

function PaperAttempt({ id, pid }: { id: number; pid: number }) {
  const state = useQuery(paperPlay(id && pid ? { id, pid } : null));
  useTitle(state.data?.paper.title);
  const back = id ? paths.paperDetail(id) : paths.papers();
  return (
    <PlayFrame state={state} noun="试卷" backHref={back} listHref={paths.papers()} isEmpty={(d) => !d.questions.length}>
      {(play) =>
        paperRunning(play) ? (
          <Attempt key={pid} id={id} pid={pid} play={play} />
        ) : isMarking('paper', play.user_paper) ? (
          <MarkingNotice title={play.paper.title} backHref={back} />
        ) : (
          <ExamReview
            paper={play.paper}
            score={Number(play.user_paper.score) || 0}
            entries={play.questions}
            backHref={back}
          />
        )
      }
    </PlayFrame>
  );
}
