import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useSearch } from 'wouter';
import { getMemberDetail } from '#core/auth/index.js';
import { documentUrl, env } from '#core/env/index.js';
import { safeRedirect } from '#core/guards/redirect.js';
import { openLogin } from '#core/app/open-login.js';
import * as paths from '#core/paths/index.js';
import { faceResult, startFaceCheck } from '#core/member/index.js';
import { isOn } from '#core/features/index.js';
import { config, isLogin, setFaceCheckPending, user } from '#core/session/index.js';
import { useMutation } from '#widgets/data/use-mutation.js';
import { useQuery } from '#widgets/data/use-query.js';
import { Button } from '#widgets/ui/button.js';
import { Link } from '#widgets/ui/link.js';
import { PageState, Skeleton, describeError } from '#widgets/ui/page-state.js';
import { StatusPanel } from '#site/shell/status-panel.js';
import { DonePanel } from '../done-panel.js';
import * as css from '#site/shell/shell.css.js';

/** The provider's answer for a passed verification (contract section 2); 5 means it failed. */
export const FACE_VERIFIED = 9;

/**
 * Starts a verification and leaves for the provider. The provider returns to this page (not the
 * server's own PC success page that `s_url: 'PC'` would pick) with biz_token and rule_id, so the
 * result can be shown here and the member sent on to where they were going.
 */
function useStart(redirect: string) {
  const started = useMutation(startFaceCheck);
  const start = async () => {
    const back = documentUrl(paths.withQuery(paths.faceCheck(), { redirect: redirect !== '/' ? redirect : '' }));
    const url = await started.mutate(back);
    if (url) env().assign(url);
  };
  // Busy from the press until the browser leaves for the provider.
  const busy = started.busy || started.data !== undefined;
  return { busy, error: started.error ? describeError(started.error) : null, start };
}

function StartError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" style={{ color: '#c4161c', marginTop: '12px' }}>
      无法发起实名认证：{error}
    </p>
  ) : null;
}

function Result({ bizToken, ruleId, redirect }: { bizToken: string; ruleId: string; redirect: string }) {
  const remote = useQuery(faceResult({ biz_token: bizToken, rule_id: ruleId }));
  const passed = remote.data?.status === FACE_VERIFIED;
  const { busy, error, start } = useStart(redirect);

  useEffect(() => {
    if (!passed) return;
    setFaceCheckPending(false);
    // The stored member still says is_face_verify false; refresh it, quietly if that fails.
    getMemberDetail().then(
      (u) => user.set(u),
      (err) => env().log('member not refreshed', err),
    );
  }, [passed]);

  return (
    <PageState
      state={remote}
      skeleton={<Skeleton lines={3} label="正在查询认证结果" />}
      errorTitle="认证结果查询失败"
      errorLevel={1}
    >
      {(data) =>
        data.status === FACE_VERIFIED ? (
          <DonePanel title="实名认证成功" href={redirect} next="继续学习" live>
            <p>你已完成实名认证，可以继续学习了。</p>
          </DonePanel>
        ) : (
          <StatusPanel
            icon="error"
            title="实名认证未通过"
            live
            actions={
              <Button loading={busy} onClick={start}>
                重新认证
              </Button>
            }
          >
            <p>本次认证没有通过，请确认是本人操作后重新认证。</p>
            <StartError error={error} />
          </StatusPanel>
        )
      }
    </PageState>
  );
}

export default function FaceCheckPage() {
  const loggedIn = useStore(isLogin);
  const member = useStore(user);
  const site = useStore(config);
  const query = new URLSearchParams(useSearch());
  const redirect = safeRedirect(query.get('redirect'));
  const bizToken = query.get('biz_token');
  const ruleId = query.get('rule_id');
  const { busy, error, start } = useStart(redirect);

  if (!loggedIn) {
    return (
      <StatusPanel icon="face" title="实名认证" actions={<Button onClick={() => void openLogin('login')}>登录</Button>}>
        <p>请先登录，再进行实名认证。</p>
      </StatusPanel>
    );
  }

  if (bizToken && ruleId) return <Result bizToken={bizToken} ruleId={ruleId} redirect={redirect} />;

  if (member?.is_face_verify) {
    return (
      <DonePanel title="已完成实名认证" href={redirect} next="继续学习">
        <p>你的账号已经通过实名认证。</p>
      </DonePanel>
    );
  }

  // What the server asks now (config): without it known, the page speaks as if it were required.
  if (site && !isOn(site.member?.enabled_face_verify)) {
    return (
      <StatusPanel
        icon="face"
        title="实名认证"
        actions={
          <>
            <Link className={css.primaryLink} href={redirect}>
              继续学习
            </Link>
            <Button variant="secondary" loading={busy} onClick={start}>
              开始认证
            </Button>
          </>
        }
      >
        <p>本站目前不要求实名认证，无需认证即可学习。如仍想认证，可点击“开始认证”。</p>
        <StartError error={error} />
      </StatusPanel>
    );
  }

  return (
    <StatusPanel
      icon="face"
      title="实名认证"
      actions={
        <Button loading={busy} onClick={start}>
          开始认证
        </Button>
      }
    >
      <p>
        根据网站要求，学习前需要完成实名认证。点击“开始认证”后将跳转到认证页面，按提示完成人脸核验后会自动返回本页。
      </p>
      <StartError error={error} />
    </StatusPanel>
  );
}
