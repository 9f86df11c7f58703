import { useStore } from '@nanostores/react';
import { openLogin } from '#core/app/open-login.js';
import { TYPE_TEXT, type QuestionBook, questionBookStats } from '#core/exam/index.js';
import { isLogin } from '#core/session/index.js';
import { useQuery } from '#widgets/data/use-query.js';
import { Button } from '#widgets/ui/button.js';
import { Link } from '#widgets/ui/link.js';
import { PageState, Skeleton } from '#widgets/ui/page-state.js';
import * as css from './exam.css.js';

/** The types in the order the public client lists them: choices, true/false, fill-in, essay, compound. */
const TYPE_ORDER = [1, 2, 5, 3, 4, 6];

export interface QuestionBookPageProps {
  book: QuestionBook;
  heading: string;
  /** 共N题错题 / 已收藏N题 */
  countText(n: number): string;
  playHref(q: { type?: number; mode?: 'order' | 'random' }): string;
  random?: boolean;
}

function Counts({ book, countText, playHref, random }: Omit<QuestionBookPageProps, 'heading'>) {
  const stats = useQuery(questionBookStats(book));
  return (
    <PageState
      state={stats}
      skeleton={<Skeleton variant="cards" lines={6} label="题目数量加载中" />}
      errorTitle="题目数量加载失败"
    >
      {(s) => {
        const total = TYPE_ORDER.reduce((n, t) => n + (Number(s.types_count[t]) || 0), 0);
        return (
          <>
            <div className={css.bookHeader}>
              <span>共{total}道题</span>
              {total ? (
                <div className={css.actions}>
                  <Link className={css.action} href={playHref({})}>
                    全部练习
                  </Link>
                  {random ? (
                    <Link className={css.secondaryAction} href={playHref({ mode: 'random' })}>
                      随机练习
                    </Link>
                  ) : null}
                </div>
              ) : null}
            </div>
            <ul className={css.tiles} aria-label="按题型练习">
              {TYPE_ORDER.map((type) => {
                const n = Number(s.types_count[type]) || 0;
                const body = (
                  <>
                    <span className={css.tileName}>{TYPE_TEXT[type]}</span>
                    <span className={css.tileCount}>{countText(n)}</span>
                  </>
                );
                return (
                  <li key={type}>
                    {n ? (
                      <Link className={css.tile} href={playHref({ type })}>
                        {body}
                      </Link>
                    ) : (
                      <div className={css.tileDisabled}>{body}</div>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        );
      }}
    </PageState>
  );
}

/** The wrong-book or the collection: counts by type, replay all, by type or (wrong-book) at random. */
export function QuestionBookPage({ heading, ...rest }: QuestionBookPageProps) {
  const logged = useStore(isLogin);
  return (
    <div className={css.page}>
      <h1 className={css.title}>{heading}</h1>
      {logged ? (
        <Counts {...rest} />
      ) : (
        <div className={css.bookHeader}>
          <span>登录后查看{heading}</span>
          <Button onClick={() => void openLogin('login')}>登录</Button>
        </div>
      )}
    </div>
  );
}
