import { questionList } from '#core/wenda/index.js';
import { PagedList } from '#widgets/ui/paged-list.js';
import { useUrlState } from '#site/shell/url-state.js';
import { questionsQuery, WENDA_SCENES, wendaSchema } from './data.js';
import { FilterBox, FilterOption, FilterRow } from '#site/shell/filter-rows.js';
import { AskButton } from '../ask-button.js';
import { QuestionRow } from '../question-row.js';
import * as css from '../wenda.css.js';
import { usePagedQuery } from '#site/kit/paged-query.js';
import { pageLinks } from '#widgets/ui/page-links.js';

const SCENE_LABELS: Record<(typeof WENDA_SCENES)[number], string> = {
  default: '最新',
  solved: '已解决',
  unsolved: '未解决',
  last_answer: '最近回答',
};

/** /wenda: questions by scene and category (both in the address), and 我要提问. */
export default function WendaPage() {
  const url = useUrlState(wendaSchema);
  const query = questionsQuery(url.search);
  const list = usePagedQuery(questionList(query), query, (raw) => raw.data);
  const categories = list.raw?.categories ?? [];
  const at = (patch: Partial<typeof url.values>) => url.href({ page: 1, ...patch });

  return (
    <div className={css.page}>
      <div className={css.head}>
        <h1 className={css.title}>问答</h1>
        <AskButton />
      </div>
      <FilterBox label="问题筛选">
        <FilterRow label="筛选">
          {WENDA_SCENES.map((scene) => (
            <FilterOption key={scene} href={at({ scene })} current={url.values.scene === scene}>
              {SCENE_LABELS[scene]}
            </FilterOption>
          ))}
        </FilterRow>
        {categories.length ? (
          <FilterRow label="分类">
            <FilterOption href={at({ cid: 0 })} current={!url.values.cid}>
              全部
            </FilterOption>
            {categories.map((c) => (
              <FilterOption key={c.id} href={at({ cid: c.id })} current={url.values.cid === c.id}>
                {c.name}
              </FilterOption>
            ))}
          </FilterRow>
        ) : null}
      </FilterBox>
      <PagedList
        state={list}
        onPage={(page) => url.set({ page })}
        pageControl={pageLinks((page) => url.href({ page }))}
        noun="问题"
        lines={8}
      >
        {(items) => (
          <ul className={css.list} aria-label="问题列表">
            {items.map((q) => (
              <QuestionRow key={q.id} q={q} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
