import { useState } from 'react';
import { queryExchangeCode, exchangeRecords, redeemCode } from '#core/mall/index.js';
import type { ExchangeCodeInfo } from '#core/mall/index.js';
import { env } from '#core/env/index.js';
import { createForm, required } from '#core/forms/index.js';
import { useForm } from '#widgets/data/use-form.js';
import { useMutation } from '#widgets/data/use-mutation.js';
import { Button } from '#widgets/ui/button.js';
import { PagedList } from '#widgets/ui/paged-list.js';
import { RelativeTime } from '#widgets/ui/relative-time.js';
import { useUrlState } from '#site/shell/url-state.js';
import { codeRecordsQuery } from './data.js';
import { pageSchema } from '#site/kit/list-data.js';
import * as css from '../member.css.js';
import { usePagedQuery } from '#site/kit/paged-query.js';
import { OneLineForm } from '../one-line-form.js';

/** What a looked-up code gives, and the confirmation that redeems it. */
function Preview({ info, onDone }: { info: ExchangeCodeInfo; onDone(): void }) {
  const redeem = useMutation(redeemCode);
  const confirm = async () => {
    if (await redeem.mutate(info.code.code)) {
      env().toast('兑换成功', 'success');
      onDone();
    }
  };
  return (
    <section className={css.preview} aria-labelledby="code-preview">
      <h2 id="code-preview" className={css.cardTitle}>
        {info.activity.name}
      </h2>
      <p className={css.muted}>
        兑换码 {info.code.code}
        {info.code.expired_at ? `，有效期至 ${info.code.expired_at}` : ''}
      </p>
      <ul className={css.list}>
        {info.activity.relate.map((r) => (
          <li key={`${r.type}-${r.id}`} className={css.item}>
            <span className={css.badgePlain}>{r.type_text}</span>
            <span className={css.grow}>{r.title}</span>
          </li>
        ))}
      </ul>
      <div className={css.actions}>
        <Button loading={redeem.busy} onClick={() => void confirm()}>
          确认兑换
        </Button>
        <Button variant="secondary" onClick={onDone}>
          取消
        </Button>
      </div>
    </section>
  );
}

/** /member/code-exchanger: enter a code, see what it gives, confirm; the member's redemptions below. */
export default function CodeExchangerPage() {
  const [info, setInfo] = useState<ExchangeCodeInfo | null>(null);
  const [form] = useState(() =>
    createForm({
      initial: { code: '' },
      validate: required<{ code: string }>('code', '请输入兑换码'),
      send: (v) => {
        // The lookup's state is only logged (spec section 8).
        env().log('查询中');
        return queryExchangeCode(v.code.trim());
      },
      onSuccess: (result) => setInfo(result),
    }),
  );
  const f = useForm(form);
  const url = useUrlState(pageSchema);
  const query = codeRecordsQuery(url.search);
  const records = usePagedQuery(exchangeRecords(query), { page: query.page, size: query.page_size });

  return (
    <>
      <h1 className={css.title}>兑换码</h1>
      <section className={css.card} aria-labelledby="code-form-title">
        <h2 id="code-form-title" className={css.cardTitle}>
          兑换课程、会员或积分
        </h2>
        <OneLineForm
          form={f}
          bound={f.field('code')}
          label="兑换码"
          placeholder="请输入兑换码"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          submit="查询"
        />
        {info ? (
          <Preview
            info={info}
            onDone={() => {
              setInfo(null);
              form.reset();
            }}
          />
        ) : null}
      </section>
      <section className={css.card} aria-labelledby="code-records-title">
        <h2 id="code-records-title" className={css.cardTitle}>
          兑换记录
        </h2>
        <PagedList state={records} onPage={(p) => url.set({ page: p })} noun="兑换记录" lines={4}>
          {(items) => (
            <ul className={css.list}>
              {items.map((r) => (
                <li key={r.id} className={css.item}>
                  <div className={css.grow}>
                    <p className={css.strong}>{r.activity?.name}</p>
                    <p className={css.muted}>兑换码 {r.code}</p>
                  </div>
                  <RelativeTime className={css.muted} value={r.used_at} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </section>
    </>
  );
}
