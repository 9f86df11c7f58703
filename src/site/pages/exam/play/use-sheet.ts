import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { AnswerSheet, SheetState } from '../../../../core/exam/index.js';

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
