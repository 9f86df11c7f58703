import { useState } from 'react';
import type { ReplayStart } from '#core/exam/index.js';
import { phpObject } from '#core/client/index.js';
import { env } from '#core/env/index.js';
import {
  replaySheet,
  toQuestion,
  TYPE_TEXT,
  questionCollected,
  removeFromWrongbook,
  replayStart,
  reviewQuestion,
  type QuestionBook,
} from '#core/exam/index.js';
import * as paths from '#core/paths/index.js';
import { useMutation } from '#widgets/data/use-mutation.js';
import { useQuery } from '#widgets/data/use-query.js';
import { LinkButton } from '#widgets/ui/button.js';
import { useTitle } from '#site/shell/title.js';
import { useUrlState } from '#site/shell/url-state.js';
import { replaySchema } from './address.js';
import { CollectButton } from './collect-button.js';
import { Confirm } from './confirm.js';
import { PlayFrame } from './play-frame.js';
import { StepPlayer } from './step-player.js';
import { useSheet, useStepQuestion } from './use-sheet.js';

const HEADINGS: Record<QuestionBook, string> = { wrongbook: '考试错题本', collection: '收藏习题' };

function Collected({ id }: { id: number }) {
  const status = useQuery(questionCollected(id));
  return <CollectButton questionId={id} collected={status.data ? Number(status.data.status) === 1 : undefined} />;
}

function ReplayRun({ book, start, subtitle }: { book: QuestionBook; start: ReplayStart; subtitle: string }) {
  const back = book === 'wrongbook' ? paths.wrongBook() : paths.collection();
  const [sheet, state] = useSheet(() => {
    const first = start.questions?.length ? start.questions : [phpObject(start.first_question)].filter((q) => !!q);
    return replaySheet(book, first.map(toQuestion));
  });
  const [ids, setIds] = useState(start.questions_ids);
  const [index, setIndex] = useState(0);
  const [asking, setAsking] = useState(false);
  const remove = useMutation(removeFromWrongbook);
  const id = ids[index];
  const question = useStepQuestion(sheet, id, reviewQuestion);

  const confirmRemove = async () => {
    if (!(await remove.mutate(id))) return;
    setAsking(false);
    env().toast('已移出错题本，下次进入将不会看到该试题', 'success');
    const next = ids.filter((x) => x !== id);
    if (!next.length) return env().navigate(back, { replace: true });
    setIds(next);
    setIndex(Math.min(index, next.length - 1));
  };

  return (
    <>
      <StepPlayer
        sheet={sheet}
        state={state}
        title={HEADINGS[book]}
        subtitle={subtitle}
        backHref={back}
        count={ids}
        index={index}
        onIndex={setIndex}
        question={question}
        actions={(q) =>
          book === 'wrongbook' ? (
            <>
              <Collected id={q.id} />
              <LinkButton onClick={() => setAsking(true)}>移出错题本</LinkButton>
            </>
          ) : (
            <Collected id={q.id} />
          )
        }
      />
      <Confirm open={asking} busy={remove.busy} onOk={() => void confirmRemove()} onCancel={() => setAsking(false)}>
        是否将此题从错题本移除？
      </Confirm>
    </>
  );
}

/** A wrong-book or collection replay: all in order (`?mode=order`), one type (`?type=`) or random. */
export function ReplayPage({ book }: { book: QuestionBook }) {
  const { type, mode } = useUrlState(replaySchema).values;
  const random = book === 'wrongbook' && mode === 'random';
  const state = useQuery(replayStart({ book, type, random }));
  const subtitle = random ? '随机练习' : type ? (TYPE_TEXT[type] ?? '全部练习') : '全部练习';
  useTitle(`${HEADINGS[book]} - ${subtitle}`);
  const back = book === 'wrongbook' ? paths.wrongBook() : paths.collection();
  return (
    <PlayFrame state={state} noun="题目" backHref={back} listHref={back} isEmpty={(d) => !d.questions_ids.length}>
      {(start) => <ReplayRun key={`${type}:${mode}`} book={book} start={start} subtitle={subtitle} />}
    </PlayFrame>
  );
}
