import { useStore } from '@nanostores/react';
import { daySignInState, signInToday } from '#core/member/index.js';
import { configFunc, isLogin } from '#core/session/index.js';
import { useMutation } from '#widgets/data/use-mutation.js';
import { useQuery } from '#widgets/data/use-query.js';
import { Button } from '#widgets/ui/button.js';
import * as css from './day-sign-in.css.js';

/**
 * Daily sign-in (DaySignIn addon): 签到 while today's is not done (the server's day, UTC+8), the
 * points added to the balance at once, then 今日已签到 until the server says a new day began.
 * Nothing shows for a visitor, without the addon, or while the state is unknown.
 */
export default function DaySignIn() {
  const switches = useStore(configFunc);
  const loggedIn = useStore(isLogin);
  const on = switches.daySignIn && loggedIn;
  const state = useQuery(daySignInState(on));
  const sign = useMutation(signInToday);
  if (!on || !state.data) return null;
  const done = Number(state.data.is_submit) === 1 || sign.data !== undefined;
  const days = sign.data?.continuous_days ?? state.data.continuous_days;
  return (
    <section className={css.box} aria-label="每日签到">
      <p className={css.text}>
        {done ? <>今日已签到{days ? `，已连续签到 ${days} 天` : ''}</> : <>每日签到可得 {state.data.reward} 积分</>}
      </p>
      {done ? (
        <Button variant="secondary" aria-disabled>
          今日已签到
        </Button>
      ) : (
        <Button loading={sign.busy} onClick={() => void sign.mutate(undefined)}>
          签到
        </Button>
      )}
    </section>
  );
}
