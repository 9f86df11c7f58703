import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { CreditAddress, CreditGoods } from '#core/mall/index.js';
import { env } from '#core/env/index.js';
import { createForm } from '#core/forms/index.js';
import { trimAddress, validateAddress } from '#core/member/index.js';
import { afterExchange, creditAddress, creditGood, exchangeGood } from '#core/mall/index.js';
import { addressForm, setAddressForm, user, type AddressForm } from '#core/session/index.js';
import { useForm } from '#widgets/data/use-form.js';
import { useQuery } from '#widgets/data/use-query.js';
import { RichContent } from '#widgets/rich-content/rich-content.js';
import { Button } from '#widgets/ui/button.js';
import { Dialog } from '#widgets/ui/dialog.js';
import { PageState, Skeleton } from '#widgets/ui/page-state.js';
import { TextField } from '#widgets/ui/text-field.js';
import * as css from '../member.css.js';

const FIELDS: Array<[keyof AddressForm, string, string, number, string?]> = [
  ['name', '收货人', '请输入收货人姓名', 20, 'name'],
  ['mobile', '手机号', '请输入收货人手机号', 11, 'tel'],
  ['province', '省份', '如：广东省', 30, 'address-level1'],
  ['city', '城市', '如：深圳市', 30, 'address-level2'],
  ['area', '区县', '如：南山区', 30, 'address-level3'],
  ['street', '详细地址', '街道、门牌号', 200, 'street-address'],
];

const isPhysical = (g: CreditGoods) => Number(g.is_v) !== 1;

/**
 * Exchanging one good: its description, then for a physical good the address (the session's
 * `addressForm`, filled from the saved address; checked here with the server's own messages),
 * then the exchange. A virtual good (VIP, a course, a book) needs no address.
 */
export function ExchangeDialog({
  goods,
  onClose,
  onExchanged,
}: {
  goods: CreditGoods;
  onClose(): void;
  onExchanged(): void;
}) {
  const physical = isPhysical(goods);
  const detail = useQuery(creditGood(goods.id));
  const saved = useQuery(creditAddress(physical));
  const balance = Number(useStore(user)?.credit1 ?? 0);
  const enough = balance >= Number(goods.charge);
  return (
    <Dialog open title={`兑换：${goods.title}`} onClose={onClose}>
      <p>
        需要 <span className={css.points}>{goods.charge}</span> 积分，当前积分 {balance}
      </p>
      <PageState state={detail} skeleton={<Skeleton lines={2} label="商品详情加载中" />} errorTitle="商品详情加载失败">
        {(d) => (d.data?.desc ? <RichContent html={d.data.desc} className={css.desc} /> : null)}
      </PageState>
      {!physical ? (
        <p className={css.muted}>虚拟商品，兑换后立即到账，无需填写收货地址。</p>
      ) : saved.status === 'success' || saved.status === 'error' ? (
        <AddressStep
          goods={goods}
          saved={Array.isArray(saved.data) ? saved.data[0] : undefined}
          enough={enough}
          onExchanged={onExchanged}
        />
      ) : (
        <Skeleton lines={3} label="收货地址加载中" />
      )}
      {!physical ? <VirtualStep goods={goods} enough={enough} onExchanged={onExchanged} /> : null}
    </Dialog>
  );
}

function useExchange(goods: CreditGoods, physical: boolean, initial: AddressForm, onExchanged: () => void) {
  const [form] = useState(() =>
    createForm<AddressForm, { id: number }>({
      initial,
      validate: physical ? validateAddress : undefined,
      send: (values) => exchangeGood(goods.id, physical ? trimAddress(values) : null),
      onSuccess: async (_, values) => {
        if (physical) setAddressForm(trimAddress(values));
        env().toast('兑换成功', 'success');
        await afterExchange();
        onExchanged();
      },
    }),
  );
  return useForm(form);
}

function VirtualStep({ goods, enough, onExchanged }: { goods: CreditGoods; enough: boolean; onExchanged(): void }) {
  const f = useExchange(goods, false, addressForm.get(), onExchanged);
  return (
    <form onSubmit={f.onSubmit} className={css.actions}>
      <Button type="submit" loading={f.state.busy} aria-disabled={!enough || undefined}>
        {enough ? '确认兑换' : '积分不足'}
      </Button>
    </form>
  );
}

function AddressStep({
  goods,
  saved,
  enough,
  onExchanged,
}: {
  goods: CreditGoods;
  saved: CreditAddress | undefined;
  enough: boolean;
  onExchanged(): void;
}) {
  const session = addressForm.get();
  const typed = Object.values(session).some((v) => v.trim() !== '');
  const initial: AddressForm = typed || !saved ? session : trimAddress({ ...session, ...saved });
  const f = useExchange(goods, true, initial, onExchanged);
  return (
    <form onSubmit={f.onSubmit} noValidate>
      <fieldset className={css.fieldset}>
        <legend className={css.strong}>收货地址</legend>
        <div className={css.formWide}>
          {FIELDS.map(([name, label, placeholder, max, autoComplete]) => (
            <TextField
              key={name}
              {...f.field(name)}
              className={name === 'street' ? css.full : undefined}
              label={label}
              placeholder={placeholder}
              maxLength={max + 20}
              autoComplete={autoComplete}
              type={name === 'mobile' ? 'tel' : undefined}
              inputMode={name === 'mobile' ? 'numeric' : undefined}
            />
          ))}
        </div>
      </fieldset>
      <div className={css.actions}>
        <Button type="submit" loading={f.state.busy} aria-disabled={!enough || undefined}>
          {enough ? '确认兑换' : '积分不足'}
        </Button>
      </div>
    </form>
  );
}
