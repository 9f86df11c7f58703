import { afterEach, beforeEach } from 'vitest';
import { createLoginDialog, type LoginDialog as Machine } from '#core/auth/index.js';
import type { SystemConfig } from '#core/site/index.js';
import type { RecordingEnvironment } from '#core/env/index.js';
import { config } from '#core/session/index.js';
import { LoginButton, LoginDialog } from '#widgets/login/index.js';
import { fakeApi, useRecordingEnvironment, type FakeApi } from '../../core/auth/fake-api.js';
import { render, tick, ticks, type Rendered } from '../ui/dom.js';

export interface Ctx {
  e: RecordingEnvironment;
  api: FakeApi;
  dialog: Machine;
  view: Rendered | undefined;
}

export const cfg = (socialites: { qq?: number; wechat_scan?: number } = {}): SystemConfig =>
  ({
    url: 'http://api.example.com',
    user_protocol: 'https://example.com/protocol',
    user_private_protocol: 'https://example.com/privacy',
    socialites: { qq: 0, wechat_scan: 0, wechat_oauth: 0, ...socialites },
  }) as unknown as SystemConfig;

/** Fresh environment (manual clock), fake API and machine for every test of a file. */
export function useLoginHarness(): Ctx {
  const ctx = {} as Ctx;
  let restore: () => void;
  beforeEach(() => {
    ({ e: ctx.e, restore } = useRecordingEnvironment());
    ctx.api = fakeApi();
    ctx.dialog = createLoginDialog({ api: ctx.api });
    ctx.view = undefined;
    config.set(cfg());
  });
  afterEach(async () => {
    ctx.dialog.close();
    await ctx.view?.unmount();
    restore();
    config.set(null);
    document.body.innerHTML = '';
  });
  return ctx;
}

export async function mountDialog(ctx: Ctx, withButton = false): Promise<void> {
  ctx.view = await render(
    <>
      {withButton ? <LoginButton dialog={ctx.dialog} /> : null}
      <LoginDialog dialog={ctx.dialog} />
    </>,
  );
}

/** open() and let the captcha request settle. */
export async function openAt(
  ctx: Ctx,
  view: Parameters<Machine['open']>[0] = 'login',
  bind?: Parameters<Machine['open']>[1],
) {
  ctx.dialog.open(view, bind);
  await ticks(3);
}

export const dialogEl = () => document.querySelector('[role="dialog"]') as HTMLElement | null;
export const title = () => {
  const d = dialogEl();
  return d ? document.getElementById(d.getAttribute('aria-labelledby')!)?.textContent : null;
};
export const field = (name: string) =>
  document.querySelector(`[role="dialog"] input[name="${name}"]`) as HTMLInputElement;
export const lastToast = (ctx: Ctx) => ctx.e.toasts.at(-1);
export const submitButton = () => document.querySelector('[role="dialog"] button[type="submit"]') as HTMLButtonElement;
export const smsButton = () =>
  Array.from(document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')).find((b) =>
    b.hasAttribute('data-status'),
  )!;
export { tick, ticks };
