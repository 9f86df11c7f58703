import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureEnvironment, recordingEnvironment, type RecordingEnvironment } from '#core/env/index.js';
import { createForm, required, rule, rules } from '#core/forms/index.js';

interface Address {
  name: string;
  mobile: string;
  street: string;
}

const validate = rules<Address>(
  required('name', '请输入收货人姓名'),
  required('mobile', '请输入手机号'),
  rule('mobile', '请输入正确的手机号', (v) => /^1[3-9]\d{9}$/.test(v)),
  required('street', '请输入详细地址'),
);

let e: RecordingEnvironment;
let restore: () => void;
beforeEach(() => {
  e = recordingEnvironment();
  restore = configureEnvironment(e);
});
afterEach(() => restore());

/** A send that resolves or rejects when the test says. */
function controlledSend() {
  const sent: Address[] = [];
  let settle!: { resolve(v: string): void; reject(e: unknown): void };
  const send = (values: Address) => {
    sent.push(values);
    return new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
  };
  return { sent, send, settle: () => settle };
}

const filled: Address = { name: '张三', mobile: '13800138000', street: '人民路 1 号' };

describe('form machine', () => {
  it('reports the first failing rule as {field, message} and sends nothing', async () => {
    const { sent, send } = controlledSend();
    const form = createForm({ initial: { name: '', mobile: '', street: '' }, validate, send });
    expect(await form.submit()).toBe(false);
    expect(form.$state.get().problem).toEqual({ field: 'name', message: '请输入收货人姓名' });
    form.set('name', '张三');
    expect(form.$state.get().problem).toBeNull();
    form.set('mobile', '12345');
    await form.submit();
    expect(form.$state.get().problem).toEqual({ field: 'mobile', message: '请输入正确的手机号' });
    expect(sent).toEqual([]);
    expect(e.toasts).toEqual([]);
  });

  it('toasts problems when asked to (the login dialogs)', async () => {
    const form = createForm({
      initial: { name: '', mobile: '', street: '' },
      validate,
      send: async () => 1,
      toastProblems: true,
    });
    await form.submit();
    expect(e.toasts).toEqual([{ message: '请输入收货人姓名', kind: 'error' }]);
  });

  it('is busy while sending and ignores a second submit', async () => {
    const c = controlledSend();
    const form = createForm({ initial: filled, validate, send: c.send });
    const first = form.submit();
    expect(form.$state.get().busy).toBe(true);
    expect(await form.submit()).toBe(false);
    c.settle().resolve('ok');
    expect(await first).toBe(true);
    expect(c.sent).toEqual([filled]);
    expect(form.$state.get().busy).toBe(false);
  });

  it('counts a reply without data as sent (registration answers none)', async () => {
    let result: unknown = 'not called';
    const form = createForm({
      initial: filled,
      validate,
      send: async () => undefined,
      onSuccess: (r) => void (result = r),
    });
    expect(await form.submit()).toBe(true);
    expect(result).toBeUndefined();
  });

  it('keeps every value when the server refuses, and says the attempt failed', async () => {
    const c = controlledSend();
    let failure: unknown;
    const form = createForm({ initial: filled, validate, send: c.send, onFailure: (err) => (failure = err) });
    const pending = form.submit();
    c.settle().reject(new Error('手机号已存在'));
    expect(await pending).toBe(false);
    expect(form.$state.get()).toEqual({ values: filled, problem: null, busy: false, failed: true });
    expect((failure as Error).message).toBe('手机号已存在');
  });

  it('drops a reply that arrives after reset', async () => {
    const c = controlledSend();
    let succeeded = false;
    const form = createForm({ initial: filled, validate, send: c.send, onSuccess: () => void (succeeded = true) });
    const pending = form.submit();
    form.reset({ ...filled, name: '李四' });
    c.settle().resolve('late');
    expect(await pending).toBe(false);
    expect(succeeded).toBe(false);
    expect(form.$state.get().values.name).toBe('李四');
    expect(form.$state.get().busy).toBe(false);
  });
});
