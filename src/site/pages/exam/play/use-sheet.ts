import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { RawQuestion } from '#core/exam/index.js';
import { toQuestion, type AnswerSheet, type Question, type SheetState } from '#core/exam/index.js';
import type { FetcherStore } from '#core/client/index.js';
import { useQuery } from '#widgets/data/use-query.js';

/**
 * One answer sheet for the life of the component that made it: drawn from its state, told when
 * the browser goes offline or comes back, destroyed (timers stopped) on unmount.
 */
export function useSheet(create: () => AnswerSheet): [AnswerSheet, SheetState] {
  const [sheet] = useState(create);
  const state = useStore(sheet.$state);
  useEffect(() => {
    const online = () => sheet.setOnline(true);
    const offline = () => sheet.setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      sheet.destroy();
    };
  }, [sheet]);
  return [sheet, state];
}

/** The browser's own "leave this page?" while answers are still on their way. */
export function useLeaveGuard(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const guard = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', guard);
    return () => window.removeEventListener('beforeunload', guard);
  }, [active]);
}

/**
 * The question with this id for a page that shows one at a time: the one the sheet has, else
 * asked for by `load` when it is reached (null while it loads).
 */
export function useStepQuestion(
  sheet: AnswerSheet,
  id: number | undefined,
  load: (id: number | null) => FetcherStore<{ question: RawQuestion }>,
): Question | null {
  const known = sheet.questions().find((q) => q.id === id);
  const fetched = useQuery(load(known || id === undefined ? null : id));
  const loaded = useMemo(() => fetched.data && toQuestion(fetched.data.question), [fetched.data]);
  return known ?? (loaded && loaded.id === id ? loaded : null);
}
