import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLayoutEffect, useState } from 'react';
import { PortalContext } from '#widgets/runtime/mount.js';
import { Dialog } from '#widgets/ui/dialog.js';
import { click, deepActive, getButton, press, render, type Rendered } from './dom.js';

let view: Rendered | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  document.body.innerHTML = '';
});

function Harness({ onClose = () => {}, focusKey }: { onClose?: () => void; focusKey?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        打开
      </button>
      <Dialog
        open={open}
        title="示例对话框"
        focusKey={focusKey}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <form>
          <input aria-label="第一项" />
          <input aria-label="第二项" />
          <a href="/x">链接</a>
        </form>
      </Dialog>
    </>
  );
}

const dialogEl = () => document.querySelector('[role="dialog"]') as HTMLElement | null;
const input = (name: string) => document.querySelector(`input[aria-label="${name}"]`) as HTMLInputElement;

async function openFromButton() {
  const opener = getButton(document, '打开');
  opener.focus();
  await click(opener);
  return opener;
}

describe('Dialog', () => {
  it('is a labelled modal dialog that renders nothing while closed', async () => {
    view = await render(<Harness />);
    expect(dialogEl()).toBeNull();
    await openFromButton();
    const d = dialogEl()!;
    expect(d.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(d.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).toBe('示例对话框');
    expect(title.tagName).toBe('H2');
  });

  it('puts focus on the first field when it opens', async () => {
    view = await render(<Harness />);
    await openFromButton();
    expect(deepActive()).toBe(input('第一项'));
  });

  it('has focus inside before the first paint, so a key pressed at once (Escape) reaches it', async () => {
    // A sibling after the dialog runs its layout effect after the dialog's, still before paint.
    let focusedAtLayout: Element | null = null;
    function Probe({ open }: { open: boolean }) {
      useLayoutEffect(() => {
        if (open) focusedAtLayout = deepActive();
      }, [open]);
      return null;
    }
    function Opened() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            打开
          </button>
          <Dialog open={open} title="示例对话框" onClose={() => setOpen(false)}>
            <input aria-label="第一项" />
          </Dialog>
          <Probe open={open} />
        </>
      );
    }
    view = await render(<Opened />);
    await openFromButton();
    expect(focusedAtLayout).toBe(input('第一项'));
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    view = await render(<Harness />);
    await openFromButton();
    const close = getButton(document, '关闭');
    close.focus();
    const forward = await press('Tab');
    expect(forward.defaultPrevented).toBe(true);
    expect(deepActive()).toBe(input('第一项'));
    const backward = await press('Tab', { shiftKey: true });
    expect(backward.defaultPrevented).toBe(true);
    expect(deepActive()).toBe(close);
    // Between the ends the browser moves focus itself.
    input('第一项').focus();
    expect((await press('Tab')).defaultPrevented).toBe(false);
  });

  it('focus that moves outside while open is brought back to the first field', async () => {
    view = await render(<Harness />);
    const opener = await openFromButton();
    opener.focus();
    await press('Tab', { target: opener });
    expect(deepActive()).toBe(input('第一项'));
  });

  it('with the panel itself focused (a click on its background) Tab and Shift+Tab stay inside', async () => {
    view = await render(<Harness />);
    await openFromButton();
    dialogEl()!.focus();
    expect((await press('Tab', { shiftKey: true })).defaultPrevented).toBe(true);
    expect(deepActive()).toBe(getButton(document, '关闭'));
    dialogEl()!.focus();
    expect((await press('Tab')).defaultPrevented).toBe(true);
    expect(deepActive()).toBe(input('第一项'));
  });

  it('Escape closes it and focus goes back to the opener', async () => {
    const onClose = vi.fn();
    view = await render(<Harness onClose={onClose} />);
    const opener = await openFromButton();
    expect(deepActive()).not.toBe(opener);
    await press('Escape');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialogEl()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('the close button is labelled 关闭 and closes it', async () => {
    const onClose = vi.fn();
    view = await render(<Harness onClose={onClose} />);
    const opener = await openFromButton();
    await click(getButton(document, '关闭'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
  });

  it('clicking the mask does not close it and does not take focus away', async () => {
    const onClose = vi.fn();
    view = await render(<Harness onClose={onClose} />);
    await openFromButton();
    const mask = document.querySelector('[data-meedu-dialog-mask]') as HTMLElement;
    const down = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    mask.dispatchEvent(down);
    expect(down.defaultPrevented).toBe(true);
    await click(mask);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialogEl()).not.toBeNull();
  });

  it('a new focusKey (another view) moves focus to the first field again', async () => {
    view = await render(<Harness focusKey="a" />);
    await openFromButton();
    input('第二项').focus();
    await view.rerender(<Harness focusKey="b" />);
    expect(deepActive()).toBe(input('第一项'));
  });
});

describe('Dialog inside a shadow root', () => {
  it('portals into the given target and traps focus using the deep active element', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const portal = document.createElement('div');
    const mountPoint = document.createElement('div');
    shadow.append(portal, mountPoint);
    view = await render(
      <PortalContext.Provider value={portal}>
        <Harness />
      </PortalContext.Provider>,
      mountPoint,
    );
    const opener = shadow.querySelector('button') as HTMLButtonElement;
    opener.focus();
    await click(opener);
    const d = portal.querySelector('[role="dialog"]') as HTMLElement;
    expect(d).not.toBeNull();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    const first = shadow.querySelector('input[aria-label="第一项"]');
    expect(shadow.activeElement).toBe(first);
    const close = shadow.querySelector('button[aria-label="关闭"]') as HTMLButtonElement;
    close.focus();
    await press('Tab', { target: close });
    expect(shadow.activeElement).toBe(first);
    await press('Escape', { target: first });
    expect(portal.querySelector('[role="dialog"]')).toBeNull();
    expect(shadow.activeElement).toBe(opener);
  });
});
