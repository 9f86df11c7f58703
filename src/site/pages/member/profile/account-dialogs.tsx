import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import * as authApi from '#core/auth/index.js';
import { changeMobile, changePassword, verifyMobile, createWechatBind, reloadMember } from '#core/member/index.js';
import {
  completeWechatBind,
  getWechatScanBind,
  createSmsForm,
  EMPTY_SMS_FIELDS,
  type SmsFields,
  validateNewPassword,
  validateSmsCode,
} from '#core/auth/index.js';
import { rules } from '#core/forms/index.js';
import { env } from '#core/env/index.js';
import { updateUser } from '#core/session/index.js';
import { Button } from '#widgets/ui/button.js';
import { Dialog } from '#widgets/ui/dialog.js';
import { QrCode } from '#widgets/ui/qr-code.js';
import { SafeImage } from '#widgets/ui/safe-image.js';
import { Spinner } from '#widgets/ui/spinner.js';
import { TextField } from '#widgets/ui/text-field.js';
import * as css from '../member.css.js';
import { SmsCodeFields, useSmsForm } from './sms-form.js';

interface DialogProps {
  onClose(): void;
}

/** New password, proven by an SMS code to the member's own mobile (the server requires both). */
export function PasswordDialog({ mobile, onClose }: DialogProps & { mobile: string }) {
  const view = useSmsForm(() =>
    createSmsForm({
      api: authApi,
      scene: 'password_reset',
      initial: { ...EMPTY_SMS_FIELDS, mobile },
      validate: rules<SmsFields>(validateSmsCode, validateNewPassword),
      send: (v) => changePassword({ mobile: v.mobile, mobile_code: v.sms, password: v.password }),
      onSuccess: () => {
        env().toast('密码修改成功', 'success');
        onClose();
      },
    }),
  );
  return (
    <Dialog open title="修改密码" onClose={onClose}>
      <form className={css.form} onSubmit={view.f.onSubmit} noValidate>
        <SmsCodeFields view={view} mobileReadOnly />
        <TextField
          {...view.f.field('password')}
          label="新密码"
          name="password"
          autoComplete="new-password"
          placeholder="6-16 个字符"
          revealable
        />
        <div className={css.actions}>
          <Button type="submit" loading={view.f.state.busy}>
            确认修改
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Changing the mobile: first an SMS code to the current number proves the member (POST
 * /member/verify answers a `sign`), then a code to the new number with that sign (PUT
 * /member/mobile).
 */
export function MobileDialog({ mobile, onClose }: DialogProps & { mobile: string }) {
  const [sign, setSign] = useState('');
  return (
    <Dialog open title="更换手机号" onClose={onClose} focusKey={sign ? 2 : 1}>
      {sign ? <NewMobileStep sign={sign} onClose={onClose} /> : <VerifyStep mobile={mobile} onSigned={setSign} />}
    </Dialog>
  );
}

function VerifyStep({ mobile, onSigned }: { mobile: string; onSigned(sign: string): void }) {
  const view = useSmsForm(() =>
    createSmsForm({
      api: authApi,
      scene: 'mobile_bind',
      initial: { ...EMPTY_SMS_FIELDS, mobile },
      validate: validateSmsCode,
      send: (v) => verifyMobile({ mobile: v.mobile, mobile_code: v.sms }),
      onSuccess: (r) => onSigned(r.sign),
    }),
  );
  return (
    <form className={css.form} onSubmit={view.f.onSubmit} noValidate>
      <p className={css.muted}>第 1 步，共 2 步：验证当前手机号</p>
      <SmsCodeFields view={view} mobileLabel="当前手机号" mobileReadOnly />
      <div className={css.actions}>
        <Button type="submit" loading={view.f.state.busy}>
          下一步
        </Button>
      </div>
    </form>
  );
}

function NewMobileStep({ sign, onClose }: { sign: string; onClose(): void }) {
  const view = useSmsForm(() =>
    createSmsForm({
      api: authApi,
      scene: 'mobile_bind',
      initial: EMPTY_SMS_FIELDS,
      validate: validateSmsCode,
      send: (v) => changeMobile({ mobile: v.mobile, mobile_code: v.sms, sign }),
      onSuccess: async () => {
        env().toast('手机号更换成功', 'success');
        onClose();
        await reloadMember().catch((err) => env().log('member not reloaded', err));
      },
    }),
  );
  return (
    <form className={css.form} onSubmit={view.f.onSubmit} noValidate>
      <p className={css.muted}>第 2 步，共 2 步：绑定新手机号</p>
      <SmsCodeFields view={view} mobileLabel="新手机号" />
      <div className={css.actions}>
        <Button type="submit" loading={view.f.state.busy}>
          确认更换
        </Button>
      </div>
    </form>
  );
}

/** The bind QR: shown until the member's detail says WeChat is bound (asked every second). */
export function WechatBindDialog({ onClose }: DialogProps) {
  const [scan] = useState(() =>
    createWechatBind(
      { getWechatScanBind, completeWechatBind, getMemberDetail: () => authApi.getMemberDetail() },
      (member) => {
        updateUser(member);
        env().toast('绑定成功', 'success');
        onClose();
      },
    ),
  );
  const state = useStore(scan.$state);
  useEffect(() => {
    void scan.start();
    return () => scan.stop();
  }, [scan]);
  return (
    <Dialog open title="绑定微信" onClose={onClose}>
      <div className={css.qr}>
        {state.status === 'polling' && state.image ? (
          <SafeImage src={state.image} width={200} height={200} alt="绑定微信二维码" />
        ) : state.status === 'polling' && state.text ? (
          <QrCode text={state.text} label="绑定微信二维码" size={200} />
        ) : state.status === 'error' ? (
          <>
            <p role="alert">二维码加载失败</p>
            <Button variant="secondary" onClick={() => void scan.start()}>
              刷新二维码
            </Button>
          </>
        ) : (
          <Spinner label="二维码加载中" />
        )}
      </div>
      <p className={css.muted}>请使用微信扫描二维码完成绑定</p>
    </Dialog>
  );
}

/** A yes/no question before something that cannot be taken back lightly (unbinding, deleting). */
export function ConfirmDialog({
  title,
  children,
  confirm,
  busy,
  onConfirm,
  onClose,
}: DialogProps & { title: string; children: React.ReactNode; confirm: string; busy: boolean; onConfirm(): void }) {
  return (
    <Dialog open title={title} onClose={onClose}>
      {children}
      <div className={css.actions}>
        <Button variant="secondary" onClick={onClose}>
          取消
        </Button>
        <Button loading={busy} onClick={onConfirm}>
          {confirm}
        </Button>
      </div>
    </Dialog>
  );
}
