import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browserEnvironment, configureEnvironment, env, manualClock, type ManualClock } from '#core/env/index.js';
import { Toaster } from '#widgets/toast/index.js';
import { EARLY_TOASTS_MAX, keepEarlyToasts } from '#widgets/toast/early.js';
import { render, tick, type Rendered } from '../ui/dom.js';

let clock: ManualClock;
let restore: () => void;
let view: Rendered | undefined;

beforeEach(() => {
  clock = manualClock();
  // The browser environment's toast is the one that reaches onToast listeners.
  restore = configureEnvironment({ clock, toast: browserEnvironment().toast });
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  restore();
});

const region = () => document.querySelector('[data-meedu-toaster]') as HTMLElement;
const shown = () =>
  Array.from(region().children).map((el) => ({ kind: el.getAttribute('data-kind'), text: el.textContent }));

async function advance(ms: number) {
  clock.advance(ms);
  await tick();
}

describe('Toaster', () => {
  // First in the file: the toaster's module keeps toasts from when it is loaded until one mounts.
  it('shows the toasts raised before it mounted, the newest few, once', async () => {
    for (let i = 1; i <= EARLY_TOASTS_MAX + 2; i++) env().toast(`早${i}`, 'error');
    view = await render(<Toaster max={10} />);
    expect(shown().map((s) => s.text)).toEqual(Array.from({ length: EARLY_TOASTS_MAX }, (_, i) => `错误：早${i + 3}`));
    await view.unmount();
    // Once a toaster has taken them, nothing is kept for one mounted later...
    env().toast('之后', 'info');
    view = await render(<Toaster />);
    expect(shown()).toEqual([]);
    await view.unmount();
    // ...unless keeping is asked for again (the embed runtime does, when it starts).
    keepEarlyToasts();
    env().toast('再次', 'info');
    view = await render(<Toaster />);
    expect(shown()).toEqual([{ kind: 'info', text: '提示：再次' }]);
  });

  it('renders an empty polite live region from the start', async () => {
    view = await render(<Toaster />);
    expect(region().getAttribute('aria-live')).toBe('polite');
    expect(region().getAttribute('role')).toBe('status');
    expect(region().children).toHaveLength(0);
  });

  it('shows core toasts by kind and removes each after 3 s on the clock', async () => {
    view = await render(<Toaster />);
    env().toast('请输入手机号!', 'error');
    await tick();
    await advance(1000);
    env().toast('注册成功', 'success');
    env().toast('已安全退出');
    await tick();
    expect(shown()).toEqual([
      { kind: 'error', text: '错误：请输入手机号!' },
      { kind: 'success', text: '成功：注册成功' },
      { kind: 'info', text: '提示：已安全退出' },
    ]);
    await advance(1999);
    expect(shown()).toHaveLength(3);
    await advance(1);
    expect(shown().map((s) => s.kind)).toEqual(['success', 'info']);
    await advance(999);
    expect(shown()).toHaveLength(2);
    await advance(1);
    expect(shown()).toHaveLength(0);
    expect(clock.pending()).toBe(0);
  });

  it('the same message again restarts its timer instead of stacking a copy', async () => {
    view = await render(<Toaster />);
    env().toast('请输入密码!', 'error');
    await tick();
    await advance(2000);
    env().toast('请输入密码!', 'error');
    await tick();
    expect(shown()).toHaveLength(1);
    await advance(2000);
    expect(shown()).toHaveLength(1);
    await advance(1000);
    expect(shown()).toHaveLength(0);
  });

  it('keeps at most `max` toasts, dropping the oldest', async () => {
    view = await render(<Toaster max={2} />);
    env().toast('一', 'info');
    env().toast('二', 'info');
    env().toast('三', 'info');
    await tick();
    expect(shown().map((s) => s.text)).toEqual(['提示：二', '提示：三']);
    expect(clock.pending()).toBe(2);
  });

  it('stops listening and clears its timers when unmounted', async () => {
    view = await render(<Toaster />);
    env().toast('一', 'info');
    await tick();
    await view.unmount();
    view = undefined;
    expect(clock.pending()).toBe(0);
    env().toast('二', 'info');
    expect(document.querySelector('[data-meedu-toaster]')).toBeNull();
  });
});
