import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { FlashSaleDetail, GroupBuyDetail } from '#core/order/index.js';
import { openLogin } from '#core/app/open-login.js';
import { env } from '#core/env/index.js';
import * as paths from '#core/paths/index.js';
import { flashSaleCaptcha, flashSaleOfItem, groupBuyOfItem, takeFlashSalePlace } from '#core/order/index.js';
import { configFunc, isLogin } from '#core/session/index.js';
import { toTimestamp } from '#core/time/index.js';
import { useMutation } from '#widgets/data/use-mutation.js';
import { useQuery } from '#widgets/data/use-query.js';
import { Button } from '#widgets/ui/button.js';
import { CaptchaImage } from '#widgets/ui/captcha-image.js';
import { Countdown } from '#widgets/ui/countdown.js';
import { Dialog } from '#widgets/ui/dialog.js';
import { describeError } from '#widgets/ui/page-state.js';
import { SafeImage } from '#widgets/ui/safe-image.js';
import { TextField } from '#widgets/ui/text-field.js';
import { BuyLink } from '#site/kit/buy-link.js';
import * as css from './sale-box.css.js';

type Sale = NonNullable<FlashSaleDetail['data']>;

/** 立即秒杀: an image captcha in a dialog, then the order page for the place just taken. */
function FlashSaleDialog({ sale, open, onClose }: { sale: Sale; open: boolean; onClose(): void }) {
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState('');
  // The server's refusal (join.error) is shown until the member types again.
  const [refused, setRefused] = useState(false);
  const captcha = useQuery(flashSaleCaptcha(open && round));
  const join = useMutation(takeFlashSalePlace);
  const refresh = () => {
    setRound((r) => r + 1);
    setAnswer('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) return setError('请输入图形验证码');
    if (!captcha.data) return;
    setError('');
    setRefused(false);
    const place = await join.mutate({ id: sale.id, captcha: answer.trim(), captcha_key: captcha.data.key });
    if (!place) {
      // The server's reason stays beside the field; the captcha it spent is replaced.
      setRefused(true);
      refresh();
      return;
    }
    env().toast('抢购成功，请尽快支付', 'success');
    env().navigate(paths.order({ goods_type: 'ms', goods_id: sale.id }));
  };

  return (
    <Dialog open={open} title="立即秒杀" onClose={onClose}>
      <form className={css.dialogForm} onSubmit={(e) => void submit(e)} noValidate>
        <p className={css.dialogLead}>
          {sale.goods_title}，秒杀价 ￥{sale.charge}
        </p>
        <TextField
          label="图形验证码"
          placeholder="请输入图形验证码"
          autoComplete="off"
          value={answer}
          onValueChange={(v) => {
            setAnswer(v);
            setError('');
            setRefused(false);
          }}
          error={error || (refused && join.error ? describeError(join.error) : null)}
          addon={<CaptchaImage src={captcha.data?.img ?? ''} onRefresh={refresh} />}
        />
        <Button type="submit" block loading={join.busy}>
          确认秒杀
        </Button>
      </form>
    </Dialog>
  );
}

function FlashSaleBox({ detail }: { detail: FlashSaleDetail & { data: Sale } }) {
  const { data: sale, order } = detail;
  const logged = useStore(isLogin);
  const [open, setOpen] = useState(false);
  // Opening the dialog again starts from a fresh captcha and an empty field.
  const [opened, setOpened] = useState(0);
  const startsIn = Math.max(0, Math.floor((toTimestamp(sale.started_at) - env().clock.now()) / 1000));
  const upcoming = !sale.is_start && !sale.is_over && startsIn > 0;
  const hasPlace = order?.status === 0;

  const start = () => {
    if (!logged) return void openLogin('login');
    setOpened((n) => n + 1);
    setOpen(true);
  };

  return (
    <section className={css.box} aria-labelledby="flash-sale-title">
      <div className={css.head}>
        <h2 className={css.title} id="flash-sale-title">
          限时秒杀
        </h2>
        <p className={css.time}>
          {sale.is_over ? (
            sale.over_num > 0 ? (
              '秒杀已结束'
            ) : (
              '已售罄'
            )
          ) : upcoming ? (
            <>
              距开始 <Countdown key={`s${sale.id}`} seconds={startsIn} />
            </>
          ) : (
            <>
              距结束 <Countdown key={`e${sale.id}`} seconds={sale.expired_seconds} />
            </>
          )}
        </p>
      </div>
      <div className={css.body}>
        <p className={css.prices}>
          <span className={css.salePrice}>
            <span className={css.srOnly}>秒杀价</span>￥{sale.charge}
          </span>
          <span className={css.original}>
            <span className={css.srOnly}>原价</span>￥{sale.original_charge}
          </span>
        </p>
        <p className={css.stock}>库存剩余 {sale.over_num} 件</p>
        <div className={css.actions}>
          {hasPlace ? (
            <BuyLink className={css.action} href={paths.order({ goods_type: 'ms', goods_id: sale.id })}>
              已抢到名额，去支付
            </BuyLink>
          ) : sale.is_over ? null : (
            <Button onClick={start} aria-disabled={upcoming || undefined}>
              {upcoming ? '即将开始' : '立即秒杀'}
            </Button>
          )}
        </div>
      </div>
      {open ? <FlashSaleDialog key={opened} sale={sale} open={open} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}

function GroupBuyBox({ detail }: { detail: GroupBuyDetail & { goods: NonNullable<GroupBuyDetail['goods']> } }) {
  const { goods, items } = detail;
  const mine = Array.isArray(detail.join_item) ? null : detail.join_item;
  const join = (gid: number) => paths.order({ goods_type: 'tg', goods_id: goods.id, gid });
  return (
    <section className={css.box} aria-labelledby="group-buy-title">
      <div className={css.head}>
        <h2 className={css.title} id="group-buy-title">
          {goods.people_num}人拼团
        </h2>
        <p className={css.time}>
          距活动结束 <Countdown key={goods.id} seconds={goods.ended_count_down} />
        </p>
      </div>
      <div className={css.body}>
        <p className={css.prices}>
          <span className={css.salePrice}>
            <span className={css.srOnly}>拼团价</span>￥{goods.charge}
          </span>
          <span className={css.original}>
            <span className={css.srOnly}>原价</span>￥{goods.original_charge}
          </span>
        </p>
        <div className={css.actions}>
          {mine ? (
            <span className={css.joined}>你已在拼团中，邀请好友一起参团吧</span>
          ) : (
            <BuyLink className={css.action} href={join(0)}>
              发起拼团 ￥{goods.charge}
            </BuyLink>
          )}
        </div>
      </div>
      {items.length ? (
        <ul className={css.groups} aria-label="正在拼团">
          {items.map((group) => (
            <li key={group.id} className={css.group}>
              <span className={css.avatars}>
                {group.users.map((u) => (
                  <SafeImage
                    key={u.id}
                    className={css.avatar}
                    src={u.avatar}
                    alt={u.nick_name}
                    width={32}
                    height={32}
                  />
                ))}
                {Array.from({ length: Math.min(group.over_people_num, 8) }, (_, i) => (
                  <span key={i} className={css.emptySeat} aria-hidden="true" />
                ))}
              </span>
              <span className={css.groupText}>
                已有 {group.users.length} 人，还差 <strong>{group.over_people_num}</strong> 人成团
              </span>
              <span className={css.groupTime}>
                剩余 <Countdown key={group.id} seconds={group.count_down} />
              </span>
              {mine?.id === group.id ? (
                <span className={css.joined}>已参团</span>
              ) : mine ? null : (
                <BuyLink
                  className={css.joinAction}
                  href={join(group.id)}
                  aria-label={`加入拼团（还差${group.over_people_num}人）`}
                >
                  加入拼团
                </BuyLink>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className={css.noGroups}>暂无正在进行的拼团，发起拼团邀请好友一起买吧</p>
      )}
    </section>
  );
}

/**
 * The sale of a paid course not bought yet: its flash sale when there is one (MiaoSha switch),
 * otherwise its group buy (TuanGou switch). An extra: when it cannot be loaded the page goes on
 * without it.
 */
export function SaleBox({ courseId }: { courseId: number }) {
  const { miaosha, tuangou } = useStore(configFunc);
  const item = { course_id: courseId, course_type: 'course' };
  const ms = useQuery(flashSaleOfItem(miaosha && item));
  const noFlashSale = !miaosha || ms.status === 'error' || (ms.data !== undefined && !ms.data.data);
  const tg = useQuery(groupBuyOfItem(tuangou && noFlashSale && item));
  if (ms.data?.data) return <FlashSaleBox detail={ms.data as FlashSaleDetail & { data: Sale }} />;
  if (noFlashSale && tg.data?.goods) {
    return <GroupBuyBox detail={tg.data as GroupBuyDetail & { goods: NonNullable<GroupBuyDetail['goods']> }} />;
  }
  return null;
}
