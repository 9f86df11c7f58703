import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { Button } from '#widgets/ui/button.js';
import { CaptchaImage } from '#widgets/ui/captcha-image.js';
import { Checkbox } from '#widgets/ui/checkbox.js';
import { Tabs } from '#widgets/ui/tabs.js';
import { TextField } from '#widgets/ui/text-field.js';
import { accessibleName, click, deepActive, getButton, press, render, type, type Rendered } from './dom.js';

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

function Field(props: {
  error?: string | null;
  invalid?: boolean;
  revealable?: boolean;
  onValue?: (v: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="手机号"
      hideLabel
      value={value}
      onValueChange={(v) => {
        setValue(v);
        props.onValue?.(v);
      }}
      error={props.error}
      invalid={props.invalid}
      revealable={props.revealable}
    />
  );
}

describe('TextField', () => {
  it('is labelled by its label and reports typed values', async () => {
    const onValue = vi.fn();
    view = await render(<Field onValue={onValue} />);
    const input = view.container.querySelector('input')!;
    expect(accessibleName(input)).toBe('手机号');
    await type(input, '138');
    expect(onValue).toHaveBeenLastCalledWith('138');
    expect(input.value).toBe('138');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('an error marks it aria-invalid and is linked by aria-describedby', async () => {
    view = await render(<Field error="请输入手机号!" />);
    const input = view.container.querySelector('input')!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(input.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('请输入手机号!');
  });

  it('invalid without a message still sets aria-invalid', async () => {
    view = await render(<Field invalid />);
    expect(view.container.querySelector('input')!.getAttribute('aria-invalid')).toBe('true');
  });

  it('a password field toggles between hidden and shown', async () => {
    view = await render(<Field revealable />);
    const input = view.container.querySelector('input')!;
    expect(input.type).toBe('password');
    const toggle = getButton(view.container, '显示密码');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-label')).toBe('隐藏密码');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await click(toggle);
    expect(input.type).toBe('password');
  });
});

describe('Button', () => {
  it('while loading it is busy, aria-disabled, ignores clicks and does not submit its form', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    view = await render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          登录
        </Button>
      </form>,
    );
    const button = getButton(view.container, '登录');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when not loading it clicks normally', async () => {
    const onClick = vi.fn();
    view = await render(<Button onClick={onClick}>登录</Button>);
    const button = getButton(view.container, '登录');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    await click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

function TabsHarness() {
  const [selected, setSelected] = useState(0);
  return (
    <Tabs label="登录方式" items={['密码登录', '短信登录', '第三种']} selected={selected} onSelect={setSelected}>
      <p>面板 {selected}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  const tabs = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLElement>('[role="tab"]'));

  it('has tablist, tabs and a panel labelled by the selected tab', async () => {
    view = await render(<TabsHarness />);
    const list = view.container.querySelector('[role="tablist"]')!;
    expect(list.getAttribute('aria-label')).toBe('登录方式');
    expect(tabs(view.container).map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    const panel = view.container.querySelector('[role="tabpanel"]')!;
    expect(accessibleName(panel)).toBe('密码登录');
    expect(tabs(view.container)[0].getAttribute('aria-controls')).toBe(panel.id);
  });

  it('uses a roving tabindex: only the selected tab is in the Tab order', async () => {
    view = await render(<TabsHarness />);
    expect(tabs(view.container).map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    await click(tabs(view.container)[1]);
    expect(tabs(view.container).map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    expect(view.container.querySelector('[role="tabpanel"]')!.textContent).toBe('面板 1');
  });

  it('arrow keys, Home and End select and focus tabs, wrapping at the ends', async () => {
    view = await render(<TabsHarness />);
    const t = () => tabs(view!.container);
    t()[0].focus();
    await press('ArrowRight');
    expect(t()[1].getAttribute('aria-selected')).toBe('true');
    expect(deepActive()).toBe(t()[1]);
    await press('ArrowLeft');
    await press('ArrowLeft');
    expect(t()[2].getAttribute('aria-selected')).toBe('true');
    expect(deepActive()).toBe(t()[2]);
    await press('Home');
    expect(deepActive()).toBe(t()[0]);
    await press('End');
    expect(t()[2].getAttribute('aria-selected')).toBe('true');
    await press('ArrowRight');
    expect(t()[0].getAttribute('aria-selected')).toBe('true');
  });
});

describe('Checkbox', () => {
  it('its label toggles it; invalid sets aria-invalid', async () => {
    function C() {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox checked={checked} onCheckedChange={setChecked} invalid={!checked}>
          我已阅读并同意
        </Checkbox>
      );
    }
    view = await render(<C />);
    const box = view.container.querySelector('input[type="checkbox"]') as HTMLInputElement;
    expect(accessibleName(box)).toBe('我已阅读并同意');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await click(box);
    expect(box.checked).toBe(true);
    expect(box.hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('CaptchaImage', () => {
  it('is a button labelled 点击刷新图形验证码 holding a 110x39 image; clicking refreshes', async () => {
    const onRefresh = vi.fn();
    view = await render(<CaptchaImage src="data:image/png;base64,AAAA" onRefresh={onRefresh} />);
    const button = getButton(view.container, '点击刷新图形验证码');
    const img = button.querySelector('img')!;
    expect(img.getAttribute('width')).toBe('110');
    expect(img.getAttribute('height')).toBe('39');
    expect(img.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    await click(button);
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('shows a placeholder until the first image arrives', async () => {
    view = await render(<CaptchaImage src="" onRefresh={() => {}} />);
    const button = getButton(view.container, '点击刷新图形验证码');
    expect(button.querySelector('img')).toBeNull();
    // Nothing visible may contradict the button's name.
    expect(button.textContent).toBe('');
  });
});
