import type { WendaMyAnswer } from '#core/wenda/index.js';
import * as paths from '#core/paths/index.js';
import { myAnswers, myQuestions } from '#core/wenda/index.js';
import { Link } from '#widgets/ui/link.js';
import { plainText } from '#widgets/rich-content/plain-text.js';
import { PagedList } from '#widgets/ui/paged-list.js';
import { RelativeTime } from '#widgets/ui/relative-time.js';
import { Tabs } from '#widgets/ui/tabs.js';
import { useUrlState } from '#site/shell/url-state.js';
import { MY_QUESTIONS_PAGE_SIZE, myQuestionsSchema } from './data.js';
import { QuestionRow } from '../question-row.js';
import * as css from '../wenda.css.js';
import { usePagedQuery } from '#site/kit/paged-query.js';
import { tabsInAddress } from '#site/kit/address-tabs.js';

const TABS = [
  { value: 'questions', label: '我的提问' },
  { value: 'answers', label: '我的回答' },
] as const;

function AnswerRow({ a }: { a: WendaMyAnswer }) {
  const q = a.question && !Array.isArray(a.question) ? a.question : null;
  return (
    <li className={css.row}>
      {q ? (
        <Link className={css.rowTitle} href={paths.wendaDetail(q.id)}>
          {q.title}
        </Link>
      ) : (
        <span className={css.rowTitle}>问题已删除</span>
      )}
      <p className={css.answerQuote}>{plainText(a.render_content)}</p>
      <p className={css.rowMeta}>
        {Number(a.is_correct) === 1 ? <span className={css.accepted}>已采纳</span> : null}
        <span>{Number(a.vote_count) || 0}人点赞</span>
        <RelativeTime value={a.created_at} />
      </p>
    </li>
  );
}

/** /member/questions: the member's questions and answers, tab and page in the address. */
export default function MyQuestionsPage() {
  const url = useUrlState(myQuestionsSchema);
  const { page } = url.values;
  const shown = tabsInAddress(TABS, url);
  const tab = shown.tab.value;
  const query = { page, page_size: MY_QUESTIONS_PAGE_SIZE };
  const at = { page, size: query.page_size };
  const questions = usePagedQuery(myQuestions(tab === 'questions' ? query : null), at, (raw) => raw.data);
  const answers = usePagedQuery(myAnswers(tab === 'answers' ? query : null), at, (raw) => raw.data);

  return (
    <div>
      <h1 className={css.memberTitle}>我的问答</h1>
      <Tabs label="我的问答" {...shown.props}>
        {tab === 'questions' ? (
          <PagedList state={questions} onPage={(p) => url.set({ page: p })} noun="提问" lines={5}>
            {(items) => (
              <ul className={css.list} aria-label="我的提问">
                {items.map((q) => (
                  <QuestionRow key={q.id} q={q} />
                ))}
              </ul>
            )}
          </PagedList>
        ) : (
          <PagedList state={answers} onPage={(p) => url.set({ page: p })} noun="回答" lines={5}>
            {(items) => (
              <ul className={css.list} aria-label="我的回答">
                {items.map((a) => (
                  <AnswerRow key={a.id} a={a} />
                ))}
              </ul>
            )}
          </PagedList>
        )}
      </Tabs>
    </div>
  );
}
