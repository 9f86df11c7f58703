import { useEffect, useState } from 'react';
import type { PracticePlay } from '../../../../core/api/paper-types.js';
import { practiceSheet } from '../../../../core/exam/index.js';
import * as paths from '../../../../core/paths/index.js';
import { invalidate } from '../../../../core/query/index.js';
import { EXAM_KEYS, practicePlay } from '../../../../core/query/exam.js';
import { useQuery } from '../../../../widgets/data/use-query.js';
import { useTitle } from '../../../shell/title.js';
import { useUrlState } from '../../../shell/url-state.js';
import { practiceOfPlay, practicePlaySchema } from '../../../url-schemas.js';
import { PlayFrame } from './play-frame.js';
import { StepPlayer } from './step-player.js';
import { useSheet } from './use-sheet.js';

function PracticeRun({ practiceId, scope, play }: { practiceId: number; scope: string; play: PracticePlay }) {
  const [sheet, state] = useSheet(() => practiceSheet(practiceId, scope, play));
  const questions = sheet.questions();
  // Progress is kept: the member goes on from the first question not yet answered.
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      questions.findIndex((q) => !state.grades[q.id]),
    ),
  );
  // Leaving, the detail's progress, the member's lists and the wrong-book have changed.
  useEffect(() => () => invalidate(EXAM_KEYS), []);
  return (
    <StepPlayer
      sheet={sheet}
      state={state}
      title={play.practice.name}
      subtitle={play.chapter?.name ?? '每日一练'}
      backHref={paths.practiceDetail(practiceId)}
      count={questions.map((q) => q.id)}
      index={index}
      onIndex={setIndex}
      question={questions[index] ?? null}
    />
  );
}

/** /exam/practice/play?practiceId=&chapterId= (or &day=1): a chapter, one question at a time. */
export default function PracticePlayPage() {
  const { values } = useUrlState(practicePlaySchema);
  const { chapterId } = values;
  const practiceId = practiceOfPlay(values);
  const state = useQuery(practicePlay(practiceId ? { id: practiceId, chapterId } : null));
  useTitle(state.data ? `${state.data.practice.name} - ${state.data.chapter?.name ?? '每日一练'}` : null);
  const back = practiceId ? paths.practiceDetail(practiceId) : paths.practices();
  return (
    <PlayFrame
      state={state}
      noun="练习"
      backHref={back}
      listHref={paths.practices()}
      isEmpty={(d) => !d.questions.length}
    >
      {(play) => {
        const scope = chapterId ? `chapter:${chapterId}` : `day:${play.date ?? ''}`;
        return <PracticeRun key={scope} practiceId={practiceId} scope={scope} play={play} />;
      }}
    </PlayFrame>
  );
}
