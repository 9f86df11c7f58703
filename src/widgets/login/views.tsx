import { useStore } from '@nanostores/react';
import { Suspense, lazy, useId } from 'react';
import { qqLoginUrl } from '#core/auth/index.js';
import { apiBaseURL } from '#core/client/index.js';
import type { LoginTab, FormView, LoginDialog } from '#core/auth/index.js';
import { documentUrl, env } from '#core/env/index.js';
import * as paths from '#core/paths/index.js';
import { isOn } from '#core/features/index.js';
import { safeHttpUrl } from '#core/guards/links.js';
import { config as configStore } from '#core/session/index.js';
import { Button, LinkButton } from '../ui/button.js';
import { Checkbox } from '../ui/checkbox.js';
import { wechatScanFlow } from '#core/capabilities/detect.js';
import { SafeImage } from '../ui/safe-image.js';
import { SafeLink } from '../ui/safe-link.js';
import { Spinner } from '../ui/spinner.js';
import { Tabs } from '../ui/tabs.js';
import { Fields, Submit, type PasswordKind } from './fields.js';
import * as css from './login-dialog.css.js';

// Only servers of the newer WeChat scan (an address to draw) need the QR encoder: loaded then.
const QrCode = lazy(() => import('../ui/qr-code.js').then((m) => ({ default: m.QrCode })));
import { useAuthForm, type AuthFormBinding } from './use-auth-form.js';

interface ViewProps {
  dialog: LoginDialog;
}

const LOGIN_TABS = ['密码登录', '短信登录'] as const;

export function LoginView({ dialog }: ViewProps) {
  const { tab } = useStore(dialog.$state);
  const form = useAuthForm(dialog.forms.login);
  return (
    <>
      <Tabs label="登录方式" items={LOGIN_TABS} selected={tab} onSelect={(i) => dialog.setTab(i as LoginTab)}>
        <form className={css.form} onSubmit={form.onSubmit} noValidate>
          <Fields
            form={form}
            sms={tab === 1}
            password={tab === 0 ? ['current-password', '密码', '请输入密码'] : undefined}
          />
          <Submit form={form} label="登录" />
        </form>
      </Tabs>
      <div className={css.links}>
        <LinkButton onClick={() => dialog.show('register')}>注册新账号</LinkButton>
        {tab === 0 ? <LinkButton onClick={() => dialog.show('forgot')}>忘记密码</LinkButton> : null}
      </div>
      <ThirdParty dialog={dialog} />
    </>
  );
}

/** QQ and WeChat-scan entries, each only when the system config switches it on. */
function ThirdParty({ dialog }: ViewProps) {
  const cfg = useStore(configStore);
  const qq = isOn(cfg?.socialites?.qq);
  // Whichever scan flow the server has, switched on (docs/capabilities.md).
  const wechat = wechatScanFlow(cfg) !== null;
  if (!qq && !wechat) return null;

  const toQq = () => {
    const { pathname, search } = env().location();
    // The callback comes back to this very page, where start-up reads login_code.
    // config.url is the API server's own address; before config arrives (or when it is no http(s)
    // address) the client's base is the same server.
    const configUrl = safeHttpUrl(cfg?.url) || apiBaseURL();
    env().assign(qqLoginUrl({ configUrl, s_url: documentUrl(pathname + search), f_url: documentUrl(paths.error()) }));
  };

  return (
    <>
      <p className={css.divider}>
        <span>第三方账号登录</span>
      </p>
      <div className={css.socialRow}>
        {qq ? (
          <button type="button" className={css.social} onClick={toQq}>
            <Icon fill="#12b7f5" d={QQ} />
            QQ登录
          </button>
        ) : null}
        {wechat ? (
          <button type="button" className={css.social} onClick={() => dialog.show('wechat')}>
            <Icon fill="#07c160" d={WECHAT} />
            微信扫码登录
          </button>
        ) : null}
      </div>
    </>
  );
}

type SmsView = Exclude<FormView, 'login'>;

/** What sets the SMS-code forms apart: [password field, submit label, footnote text, link back]. */
const SMS_VIEWS: Record<SmsView, [PasswordKind | undefined, string, string?, string?]> = {
  register: [['new-password', '设置密码', '请设置账号密码'], '注册', '已有账号？', '立即登录'],
  forgot: [['new-password', '新密码', '请设置账号密码'], '重置密码', '想起密码了？', '返回登录'],
  bindMobile: [undefined, '立即绑定', undefined, '返回登录'],
  bindNewMobile: [undefined, '立即绑定'],
};

/** Registration, password reset and both phone bindings: one layout, mobile + captcha + SMS code. */
export function SmsFormView({ dialog, view }: ViewProps & { view: SmsView }) {
  const { bind } = useStore(dialog.$state);
  const form = useAuthForm(dialog.forms[view]);
  const [password, submit, note, back] = SMS_VIEWS[view];
  return (
    <>
      {view === 'bindMobile' ? (
        <p className={css.lead}>
          首次使用{bind?.via === 'socialite' ? 'QQ' : '微信'}登录，请绑定手机号，绑定后可直接用手机号登录。
        </p>
      ) : view === 'bindNewMobile' ? (
        <p className={css.lead}>为了账号安全，请绑定一个常用手机号。</p>
      ) : null}
      <form className={css.form} onSubmit={form.onSubmit} noValidate>
        <Fields form={form} sms password={password} />
        {view === 'register' ? <Agree form={form} /> : null}
        <Submit form={form} label={submit} />
      </form>
      {back ? <Back dialog={dialog} note={note} label={back} /> : null}
    </>
  );
}

function Back({ dialog, note, label }: ViewProps & { note?: string; label: string }) {
  return (
    <p className={css.footnote}>
      {note}
      <LinkButton onClick={() => dialog.back()}>{label}</LinkButton>
    </p>
  );
}

function Agree({ form }: { form: AuthFormBinding }) {
  const cfg = useStore(configStore);
  const { value, onValueChange, error, ref } = form.field('agree');
  const errorId = useId();
  return (
    <div>
      <Checkbox
        ref={ref}
        checked={value}
        onCheckedChange={onValueChange}
        invalid={!!error}
        aria-describedby={error ? errorId : undefined}
        name="agree"
      >
        我已阅读并同意
        {/* Protocol pages open in a new tab so the half-filled form stays. */}
        <SafeLink href={cfg?.user_protocol} target="_blank" rel="noopener noreferrer">
          《用户协议》
        </SafeLink>
        和
        <SafeLink href={cfg?.user_private_protocol} target="_blank" rel="noopener noreferrer">
          《隐私政策》
        </SafeLink>
      </Checkbox>
      {error ? (
        <p id={errorId} className={css.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function WechatView({ dialog }: ViewProps) {
  const scan = useStore(dialog.wechat.$state);
  return (
    <>
      <div className={css.qrBox}>
        {scan.status === 'polling' && scan.image ? (
          <SafeImage src={scan.image} width={200} height={200} alt="微信登录二维码" />
        ) : scan.status === 'polling' && scan.text ? (
          <Suspense fallback={<Spinner label="二维码加载中" />}>
            <QrCode text={scan.text} label="微信登录二维码" size={200} />
          </Suspense>
        ) : scan.status === 'error' ? (
          <div className={css.qrPlaceholder}>
            <p className={css.qrError}>二维码加载失败</p>
            <Button variant="secondary" onClick={() => void dialog.wechat.start()}>
              刷新二维码
            </Button>
          </div>
        ) : (
          <div className={css.qrPlaceholder}>
            <Spinner label={scan.status === 'done' ? '正在登录' : '二维码加载中'} />
          </div>
        )}
      </div>
      <p className={css.qrHint}>请使用微信扫描二维码登录</p>
      <Back dialog={dialog} label="返回登录" />
    </>
  );
}

const QQ =
  'M12 5.2c-2.3 0-3.9 1.7-3.9 4v.7c-.6.7-1.4 2-1.4 3.2 0 .6.2.8.4.8.2 0 .5-.3.8-.8.1.9.6 1.7 1.2 2.3-.6.2-1.2.6-1.2 1 0 .6 1.2.9 2.4.9 1 0 1.8-.2 2.1-.5h.8c.3.3 1.1.5 2.1.5 1.2 0 2.4-.3 2.4-.9 0-.4-.6-.8-1.2-1 .6-.6 1.1-1.4 1.2-2.3.3.5.6.8.8.8.2 0 .4-.2.4-.8 0-1.2-.8-2.5-1.4-3.2v-.7c0-2.3-1.6-4-3.9-4z';
const WECHAT =
  'M10 6.5c-3 0-5.3 2-5.3 4.4 0 1.4.7 2.6 1.9 3.4l-.5 1.5 1.8-.9c.6.2 1.3.3 2 .3h.5a3.7 3.7 0 0 1-.2-1.1c0-2.3 2.2-4.1 4.9-4.1h.4C15 7.9 12.8 6.5 10 6.5zm4.9 4.3c-2.3 0-4.2 1.5-4.2 3.4s1.9 3.4 4.2 3.4c.5 0 1-.1 1.4-.2l1.5.8-.4-1.3c1-.6 1.7-1.6 1.7-2.7 0-1.9-1.9-3.4-4.2-3.4z';

/** A brand mark: a white glyph on a coloured disc. */
function Icon({ fill, d }: { fill: string; d: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill={fill} />
      <path fill="#fff" d={d} />
    </svg>
  );
}
