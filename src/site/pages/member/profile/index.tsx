import { wechatScanFlow } from '#core/capabilities/detect.js';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { changeNickname, deleteAccount, reloadMember, unbind } from '#core/member/index.js';
import { socialiteUrl } from '#core/auth/index.js';
import { apiBaseURL } from '#core/client/index.js';
import type { User } from '#core/member/index.js';
import { openLogin } from '#core/app/open-login.js';
import { logout } from '#core/app/logout.js';
import { documentUrl, env } from '#core/env/index.js';
import { createForm, required, rule, rules } from '#core/forms/index.js';
import { safeHttpUrl } from '#core/guards/links.js';
import * as paths from '#core/paths/index.js';
import { config, configFunc, user } from '#core/session/index.js';
import { formatDateTime } from '#core/time/index.js';
import { useForm } from '#widgets/data/use-form.js';
import { useMutation } from '#widgets/data/use-mutation.js';
import { LinkButton } from '#widgets/ui/button.js';
import { Link } from '#widgets/ui/link.js';
import { SafeImage } from '#widgets/ui/safe-image.js';
import DaySignIn from '#site/kit/day-sign-in.js';
import * as css from '../member.css.js';
import { ConfirmDialog, MobileDialog, PasswordDialog, WechatBindDialog } from './account-dialogs.js';
import { OneLineForm } from '../one-line-form.js';

const NICKNAME_MAX = 24;

/** 13800138000 → 138****8000: the number is the member's own, but screens are seen by others. */
const maskMobile = (mobile: string) =>
  /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;

/** The nickname can be set once (`is_set_nickname`); the server refuses a second time. */
function NicknameForm() {
  const [form] = useState(() =>
    createForm({
      initial: { nick_name: '' },
      validate: rules<{ nick_name: string }>(
        required('nick_name', '请输入昵称'),
        rule('nick_name', `昵称不能超过${NICKNAME_MAX}个字符`, (v) => v.trim().length <= NICKNAME_MAX),
      ),
      send: (v) => changeNickname(v.nick_name.trim()),
      onSuccess: async () => {
        env().toast('昵称设置成功', 'success');
        await reloadMember().catch((err) => env().log('member not reloaded', err));
      },
    }),
  );
  const f = useForm(form);
  return (
    <OneLineForm
      form={f}
      bound={f.field('nick_name')}
      label="设置昵称"
      placeholder="昵称只能设置一次"
      maxLength={40}
      submit="保存昵称"
    />
  );
}

type Open = null | 'password' | 'mobile' | 'wechat' | 'unbind-qq' | 'unbind-wechat' | 'delete';

function Profile({ member }: { member: User }) {
  const switches = useStore(configFunc);
  const cfg = useStore(config);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const unbinding = useMutation(unbind);
  const destroying = useMutation(deleteAccount);
  const hasMobile = Number(member.is_bind_mobile) === 1;
  const qqOn = Number(cfg?.socialites?.qq) === 1;
  const wechatOn = wechatScanFlow(cfg) !== null;

  const bindQq = () => {
    // The provider sends the member back here with login_code and action=bind; start-up binds it.
    const configUrl = safeHttpUrl(cfg?.url) || apiBaseURL();
    env().assign(
      socialiteUrl('qq', {
        configUrl,
        s_url: documentUrl(paths.member()),
        f_url: documentUrl(paths.error()),
        action: 'bind',
      }),
    );
  };

  const doUnbind = async (app: 'qq' | 'wechat') => {
    if (await unbinding.mutate(app)) close();
  };

  const doDelete = async () => {
    if (await destroying.mutate(undefined)) {
      close();
      await logout();
    }
  };

  return (
    <>
      <h1 className={css.title}>用户中心</h1>
      <DaySignIn />
      <section className={css.card} aria-labelledby="profile-title">
        <div className={css.profileHead}>
          <SafeImage className={css.avatar} src={member.avatar} width={72} height={72} alt="头像" />
          <div className={css.grow}>
            <h2 id="profile-title" className={css.cardTitle}>
              {member.nick_name}
            </h2>
            <p className={css.muted}>
              {member.role ? (
                <>
                  {member.role.name}
                  {member.role_expired_at ? `，${formatDateTime(member.role_expired_at).slice(0, 10)} 到期` : ''}
                </>
              ) : (
                '普通会员'
              )}
              {switches.vip ? (
                <Link className={css.inlineLink} href={paths.vip()}>
                  {member.role ? '续费会员' : '开通会员'}
                </Link>
              ) : null}
            </p>
          </div>
          <p className={css.balance}>
            <span className={css.muted}>积分</span>
            <span className={css.points} data-testid="credit1">
              {member.credit1}
            </span>
            <Link className={css.inlineLink} href={paths.memberCredit1Records()}>
              积分明细
            </Link>
          </p>
        </div>
        {Number(member.is_set_nickname) === 1 ? null : <NicknameForm />}
      </section>

      <section className={css.card} aria-labelledby="security-title">
        <h2 id="security-title" className={css.cardTitle}>
          账号与安全
        </h2>
        <dl className={css.facts}>
          <dt className={css.factLabel}>手机号</dt>
          <dd className={css.factValue}>{hasMobile ? maskMobile(member.mobile) : '未绑定'}</dd>
          <dd className={css.factValue}>
            {hasMobile ? (
              <LinkButton onClick={() => setOpen('mobile')}>更换手机号</LinkButton>
            ) : (
              <LinkButton onClick={() => void openLogin('bindNewMobile')}>绑定手机号</LinkButton>
            )}
          </dd>

          <dt className={css.factLabel}>登录密码</dt>
          <dd className={css.factValue}>{Number(member.is_password_set) === 1 ? '已设置' : '未设置'}</dd>
          <dd className={css.factValue}>
            {hasMobile ? (
              <LinkButton onClick={() => setOpen('password')}>
                {Number(member.is_password_set) === 1 ? '修改密码' : '设置密码'}
              </LinkButton>
            ) : (
              <span className={css.muted}>请先绑定手机号</span>
            )}
          </dd>

          {qqOn || Number(member.is_bind_qq) === 1 ? (
            <>
              <dt className={css.factLabel}>QQ</dt>
              <dd className={css.factValue}>{Number(member.is_bind_qq) === 1 ? '已绑定' : '未绑定'}</dd>
              <dd className={css.factValue}>
                {Number(member.is_bind_qq) === 1 ? (
                  <LinkButton onClick={() => setOpen('unbind-qq')}>解绑QQ</LinkButton>
                ) : (
                  <LinkButton onClick={bindQq}>绑定QQ</LinkButton>
                )}
              </dd>
            </>
          ) : null}

          {wechatOn || Number(member.is_bind_wechat) === 1 ? (
            <>
              <dt className={css.factLabel}>微信</dt>
              <dd className={css.factValue}>{Number(member.is_bind_wechat) === 1 ? '已绑定' : '未绑定'}</dd>
              <dd className={css.factValue}>
                {Number(member.is_bind_wechat) === 1 ? (
                  <LinkButton onClick={() => setOpen('unbind-wechat')}>解绑微信</LinkButton>
                ) : (
                  <LinkButton onClick={() => setOpen('wechat')}>绑定微信</LinkButton>
                )}
              </dd>
            </>
          ) : null}

          <dt className={css.factLabel}>注销账号</dt>
          <dd className={css.factValue}>
            <span className={css.muted}>注销后 7 天内登录即可撤销</span>
          </dd>
          <dd className={css.factValue}>
            <LinkButton className={css.danger} onClick={() => setOpen('delete')}>
              注销账号
            </LinkButton>
          </dd>
        </dl>
      </section>

      {open === 'password' ? <PasswordDialog mobile={member.mobile} onClose={close} /> : null}
      {open === 'mobile' ? <MobileDialog mobile={member.mobile} onClose={close} /> : null}
      {open === 'wechat' ? <WechatBindDialog onClose={close} /> : null}
      {open === 'unbind-qq' || open === 'unbind-wechat' ? (
        <ConfirmDialog
          title={open === 'unbind-qq' ? '解绑QQ' : '解绑微信'}
          confirm="确认解绑"
          busy={unbinding.busy}
          onConfirm={() => void doUnbind(open === 'unbind-qq' ? 'qq' : 'wechat')}
          onClose={close}
        >
          <p>解绑后将不能再使用{open === 'unbind-qq' ? 'QQ' : '微信'}登录此账号，可以随时重新绑定。确定解绑吗？</p>
        </ConfirmDialog>
      ) : null}
      {open === 'delete' ? (
        <ConfirmDialog
          title="注销账号"
          confirm="确认注销"
          busy={destroying.busy}
          onConfirm={() => void doDelete()}
          onClose={close}
        >
          <p>注销申请提交后，账号将在 7 天后删除，届时已购课程、学习记录、积分、订单和会员权益都将无法找回。</p>
          <p>7 天内再次登录会自动撤销注销申请。提交后你将退出登录。</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** /member: the member's profile and account settings (login required, so the member is known). */
export default function MemberProfilePage() {
  const member = useStore(user);
  return member ? <Profile member={member} /> : null;
}
