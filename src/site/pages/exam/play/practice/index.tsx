import { useEffect, useState } from 'react';
import { phpObject, invalidate } from '#core/client/index.js';
import type { PracticePlay } from '#core/exam/index.js';
import {
  practiceSheet,
  toQuestion,
  EXAM_KEYS,
  practiceDetail,
  practicePlay,
  practiceQuestion,
} from '#core/exam/index.js';
import * as paths from '#core/paths/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { useTitle } from '#site/shell/title.js';
import { useUrlState } from '#site/shell/url-state.js';
import { practiceOfPlay, practicePlaySchema } from '../address.js';
import { PlayFrame } from '../play-frame.js';
import { StepPlayer } from '../step-player.js';
import { useSheet, useStepQuestion } from '../use-sheet.js';

function PracticeRun({
  practiceId,
  scope,
  play,
  subtitle,
}: {
  practiceId: number;
  scope: string;
  play: PracticePlay;
  subtitle: string;
}) {
  const [sheet, state] = useSheet(() => {
    const first = phpObject(play.first_question);
    return practiceSheet(practiceId, scope, first ? [toQuestion(first)] : []);
  });
  const ids = play.qid_arr;
  const practised = play.has_practice_question_ids ?? [];
  // Progress is kept: the member goes on from the first question not practised yet.
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      ids.findIndex((id) => !practised.includes(id)),
    ),
  );
  const question = useStepQuestion(sheet, ids[index], (qid) =>
    practiceQuestion(qid === null ? null : { id: practiceId, qid }),
  );
  // Leaving, the detail's progress, the member's lists and the wrong-book have changed.
  useEffect(() => () => invalidate(EXAM_KEYS), []);
  return (
    <StepPlayer
      sheet={sheet}
      state={state}
      title={play.practice.name}
      subtitle={subtitle}
      backHref={paths.practiceDetail(practiceId)}
      count={ids}
      practised={practised}
      index={index}
      onIndex={setIndex}
      question={question}
    />
  );
}

/** /exam/practice/play?practiceId=&chapterId= (or &day=1): a chapter, one question at a time. */
export default function PracticePlayPage() {
  const { values } = useUrlState(practicePlaySchema);
  const { chapterId } = values;
  const practiceId = practiceOfPlay(values);
  const state = useQuery(practicePlay(practiceId ? { id: practiceId, chapterId } : null));
  // The chapter's name comes with the practice's detail.
  const detail = useQuery(practiceDetail(practiceId && chapterId ? practiceId : null));
  const subtitle = chapterId ? (detail.data?.chapters.find((c) => c.id === chapterId)?.name ?? '章节练习') : '每日一练';
  useTitle(state.data ? `${state.data.practice.name} - ${subtitle}` : null);
  const back = practiceId ? paths.practiceDetail(practiceId) : paths.practices();
  return (
    <PlayFrame
      state={state}
      noun="练习"
      backHref={back}
      listHref={paths.practices()}
      isEmpty={(d) => !d.qid_arr.length}
    >
      {(play) => {
        const scope = chapterId ? `chapter:${chapterId}` : 'day';
        return <PracticeRun key={scope} practiceId={practiceId} scope={scope} play={play} subtitle={subtitle} />;
      }}
    </PlayFrame>
  );
}
