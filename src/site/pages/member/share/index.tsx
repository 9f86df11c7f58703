import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import type { ShareGoods, SharePoster, ShareUser } from '#core/share/index.js';
import { documentUrl, env } from '#core/env/index.js';
import { createForm, required, rule, rules } from '#core/forms/index.js';
import { safeImageUrl } from '#core/guards/links.js';
import * as paths from '#core/paths/index.js';
import {
  shareBalanceRecords,
  shareConfig,
  shareGoods,
  shareGoodsReward,
  sharePosters,
  shareUser,
  withdraw,
} from '#core/share/index.js';
import { user } from '#core/session/index.js';
import { useForm } from '#widgets/data/use-form.js';
import { useQuery } from '#widgets/data/use-query.js';
import { Button } from '#widgets/ui/button.js';
import { Dialog } from '#widgets/ui/dialog.js';
import { PageState, Skeleton } from '#widgets/ui/page-state.js';
import { PagedList } from '#widgets/ui/paged-list.js';
import { RelativeTime } from '#widgets/ui/relative-time.js';
import { SafeImage } from '#widgets/ui/safe-image.js';
import { Tabs } from '#widgets/ui/tabs.js';
import { TextField } from '#widgets/ui/text-field.js';
import { useUrlState } from '#site/shell/url-state.js';
import { SHARE_TABS, shareQuery, shareSchema } from './data.js';
import * as css from '../member.css.js';
import { drawPoster, POSTER_HEIGHT, POSTER_WIDTH } from './poster.js';
import { usePagedQuery } from '#site/kit/paged-query.js';

/** An address of this site carrying the member's distribution value (start-up stores msv). */
const withMsv = (path: string, msv: string) =>
  `${documentUrl(path)}${path.includes('?') ? '&' : '?'}msv=${encodeURIComponent(msv)}`;

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    env().toast('已复制', 'success');
  } catch {
    env().toast('复制失败，请手动复制', 'error');
  }
}

function Poster({ posters, link }: { posters: SharePoster[]; link: string }) {
  const [chosen, setChosen] = useState(posters[0]?.id ?? 0);
  const [image, setImage] = useState('');
  const canvas = useRef<HTMLCanvasElement>(null);
  const name = useStore(user)?.nick_name ?? '';
  const poster = posters.find((p) => p.id === chosen) ?? posters[0];
  useEffect(() => {
    let live = true;
    const el = canvas.current;
    if (!el || !poster) return;
    setImage('');
    void drawPoster(el, { background: safeImageUrl(poster.thumb), title: poster.name, name, link }).then((ok) => {
      if (!live || !ok) return;
      try {
        setImage(el.toDataURL('image/png'));
      } catch (err) {
        // A background that refused to be read back taints the canvas: no download then.
        env().log('poster not exportable', err);
      }
    });
    return () => {
      live = false;
    };
  }, [poster, name, link]);
  if (!poster) return <p>暂无推广海报</p>;
  return (
    <div className={css.posterLayout}>
      <canvas
        ref={canvas}
        className={css.posterCanvas}
        style={{ width: POSTER_WIDTH, maxWidth: '100%', aspectRatio: `${POSTER_WIDTH} / ${POSTER_HEIGHT}` }}
        role="img"
        aria-label={`推广海报：${poster.name}，含邀请二维码`}
      />
      <div>
        <fieldset className={css.fieldset}>
          <legend className={css.strong}>选择海报</legend>
          <div className={css.posterChoices}>
            {posters.map((p) => (
              <label key={p.id} className={css.posterChoice}>
                <input type="radio" name="poster" checked={p.id === poster.id} onChange={() => setChosen(p.id)} />
                <SafeImage src={p.thumb} alt="" width={96} height={60} className={css.thumb} />
                {p.name}
              </label>
            ))}
          </div>
        </fieldset>
        <p className={css.actions}>
          {image ? (
            <a className={css.buttonLink} href={image} download={`poster-${poster.id}.png`}>
              下载海报
            </a>
          ) : (
            <span className={css.muted}>海报生成中…</span>
          )}
        </p>
      </div>
    </div>
  );
}

function RewardDialog({ goods, onClose }: { goods: ShareGoods; onClose(): void }) {
  const state = useQuery(shareGoodsReward({ goods_id: goods.goods_id, goods_type: goods.goods_type }));
  return (
    <Dialog open title={`推广奖励：${goods.goods_title}`} onClose={onClose}>
      <PageState state={state} skeleton={<Skeleton lines={2} label="奖励加载中" />} errorTitle="奖励加载失败">
        {(r) => (
          <ul className={css.list}>
            {r.rewards.map((l) => (
              <li key={l.level} className={css.item}>
                <span className={css.grow}>
                  {l.level === 1 ? '直接邀请' : `${l.level} 级邀请`}（{l.rate}%）
                </span>
                <span className={css.plus}>¥{l.reward}</span>
              </li>
            ))}
          </ul>
        )}
      </PageState>
    </Dialog>
  );
}

function GoodsTab({
  msv,
  query,
  onPage,
}: {
  msv: string;
  query: { page: number; size: number };
  onPage(p: number): void;
}) {
  const state = usePagedQuery(shareGoods(query), query, (raw) => raw.data);
  const [reward, setReward] = useState<ShareGoods | null>(null);
  return (
    <>
      <PagedList state={state} onPage={onPage} noun="推广商品" lines={5}>
        {(items) => (
          <ul className={css.list}>
            {items.map((g) => {
              const path = paths.resourcePath(g.goods_type, g.goods_id);
              return (
                <li key={g.id} className={css.item}>
                  <SafeImage className={css.thumb} src={g.goods_thumb} alt="" width={96} height={60} />
                  <div className={css.grow}>
                    <p className={css.strong}>{g.goods_title}</p>
                    <p className={css.muted}>
                      售价 ¥{g.goods_charge}，每单奖励 <span className={css.plus}>¥{g.reward}</span>
                    </p>
                  </div>
                  <div className={css.actions}>
                    <Button variant="secondary" onClick={() => setReward(g)}>
                      奖励详情<span className={css.srOnly}>：{g.goods_title}</span>
                    </Button>
                    {path ? (
                      <Button variant="secondary" onClick={() => void copy(withMsv(path, msv))}>
                        复制推广链接<span className={css.srOnly}>：{g.goods_title}</span>
                      </Button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </PagedList>
      {reward ? <RewardDialog goods={reward} onClose={() => setReward(null)} /> : null}
    </>
  );
}

interface WithdrawValues {
  amount: string;
  channel: string;
  account: string;
  name: string;
}

function WithdrawForm({ balance, min }: { balance: number; min: number }) {
  const [form] = useState(() =>
    createForm<WithdrawValues>({
      initial: { amount: '', channel: 'alipay', account: '', name: '' },
      validate: rules<WithdrawValues>(
        required('amount', '请输入提现金额'),
        rule('amount', '提现金额格式错误', (v) => /^\d{1,9}$/.test(v.trim())),
        rule('amount', `最低提现${min}元`, (v) => Number(v) >= min),
        rule('amount', '余额不足', (v) => Number(v) <= balance),
        required('account', '请输入收款账号'),
        required('name', '请输入真实姓名'),
      ),
      send: (v) =>
        withdraw({
          amount: Number(v.amount),
          channel: v.channel === 'wechat' ? 'wechat' : 'alipay',
          account: v.account.trim(),
          name: v.name.trim(),
        }),
      onSuccess: () => {
        env().toast('提现申请已提交', 'success');
        form.reset();
      },
    }),
  );
  const f = useForm(form);
  return (
    <form className={css.form} onSubmit={f.onSubmit} noValidate aria-labelledby="withdraw-title">
      <h2 id="withdraw-title" className={css.cardTitle}>
        申请提现
      </h2>
      <TextField {...f.field('amount')} label="提现金额（元）" inputMode="numeric" placeholder={`最低 ${min} 元`} />
      <fieldset className={css.fieldset}>
        <legend>提现方式</legend>
        <div className={css.actions}>
          {[
            ['alipay', '支付宝'],
            ['wechat', '微信'],
          ].map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name="channel"
                value={value}
                checked={f.state.values.channel === value}
                onChange={() => form.set('channel', value)}
              />{' '}
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField {...f.field('account')} label="收款账号" maxLength={64} />
      <TextField {...f.field('name')} label="真实姓名" autoComplete="name" maxLength={20} />
      <div className={css.actions}>
        <Button type="submit" loading={f.state.busy}>
          提交申请
        </Button>
      </div>
    </form>
  );
}

function RecordsTab({
  me,
  query,
  onPage,
}: {
  me: ShareUser;
  query: { page: number; size: number };
  onPage(p: number): void;
}) {
  const state = usePagedQuery(shareBalanceRecords(query), query);
  const cfg = useQuery(shareConfig());
  return (
    <>
      <WithdrawForm balance={Number(me.invite_balance)} min={Number(cfg.data?.min_withdraw ?? 10)} />
      <h2 className={css.cardTitle}>余额明细</h2>
      <PagedList
        state={state}
        onPage={onPage}
        empty="暂无余额记录"
        pagerLabel="余额明细分页"
        skeleton={<Skeleton lines={4} label="余额明细加载中" />}
        errorTitle="余额明细加载失败"
      >
        {(items) => (
          <ul className={css.list}>
            {items.map((r) => (
              <li key={r.id} className={css.item}>
                <div className={css.grow}>
                  <p className={css.strong}>{r.remark}</p>
                  <RelativeTime className={css.muted} value={r.created_at} />
                </div>
                <span className={Number(r.sum) >= 0 ? css.plus : css.minus}>
                  {Number(r.sum) >= 0 ? `+¥${r.sum}` : `-¥${Math.abs(Number(r.sum))}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}

function PostersTab({ link }: { link: string }) {
  const posters = useQuery(sharePosters());
  return (
    <PageState state={posters} skeleton={<Skeleton lines={4} label="海报加载中" />} errorTitle="海报加载失败">
      {(list) => <Poster posters={Array.isArray(list) ? list : []} link={link} />}
    </PageState>
  );
}

/** /share: the member's invite link and poster, promoted goods with rewards, balance and withdrawal. */
export default function SharePage() {
  const me = useQuery(shareUser());
  const url = useUrlState(shareSchema);
  const { tab, list } = shareQuery(url.search);
  const onPage = (p: number) => url.set({ page: p });
  return (
    <div className={css.page}>
      <h1 className={css.title}>推广中心</h1>
      <PageState state={me} skeleton={<Skeleton lines={6} label="推广信息加载中" />} errorTitle="推广信息加载失败">
        {(m) => {
          const link = withMsv(paths.home(), m.msv);
          return (
            <>
              <section className={css.card} aria-label="我的推广">
                <dl className={css.stats}>
                  <div>
                    <dt className={css.muted}>可提现余额</dt>
                    <dd className={css.statValue}>¥{m.invite_balance}</dd>
                  </div>
                  <div>
                    <dt className={css.muted}>已邀请</dt>
                    <dd className={css.statValue}>{m.invite_count} 人</dd>
                  </div>
                </dl>
                <div className={css.inlineForm}>
                  <TextField className={css.grow} label="我的邀请链接" value={link} onValueChange={() => {}} readOnly />
                  <Button onClick={() => void copy(link)}>复制链接</Button>
                </div>
              </section>
              <section className={css.card}>
                <Tabs
                  label="推广中心"
                  items={['推广海报', '推广商品', '余额与提现']}
                  selected={SHARE_TABS.indexOf(tab)}
                  onSelect={(i) => url.set({ tab: SHARE_TABS[i], page: 1 })}
                >
                  {tab === 'goods' ? (
                    <GoodsTab msv={m.msv} query={list} onPage={onPage} />
                  ) : tab === 'records' ? (
                    <RecordsTab me={m} query={list} onPage={onPage} />
                  ) : (
                    <PostersTab link={link} />
                  )}
                </Tabs>
              </section>
            </>
          );
        }}
      </PageState>
    </div>
  );
}
