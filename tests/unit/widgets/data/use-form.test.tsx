import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureEnvironment, recordingEnvironment, type RecordingEnvironment } from '#core/env/index.js';
import { createForm, required, rule, rules, type Form } from '#core/forms/index.js';
import { useForm, type FormBinding } from '#widgets/data/use-form.js';
import { deferred, type Deferred } from '../../support/async.js';
import { render, ticks, type, type Rendered } from '../ui/dom.js';

interface Address {
  name: string;
  mobile: string;
}

let e: RecordingEnvironment;
let restore: () => void;
let view: Rendered | undefined;
beforeEach(() => {
  e = recordingEnvironment();
  restore = configureEnvironment(e);
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  restore();
});

/** An address form whose sends wait for the test to answer them. */
function addressForm() {
  const sent: Array<{ values: Address; answer: Deferred<string> }> = [];
  const form = createForm<Address, string>({
    initial: { name: '', mobile: '' },
    validate: rules<Address>(
      required('name', '请输入收货人姓名'),
      rule('mobile', '请输入正确的手机号', (v) => /^1[3-9]\d{9}$/.test(v)),
    ),
    send: (values) => {
      const answer = deferred<string>();
      sent.push({ values, answer });
      return answer.promise;
    },
  });
  return { form, sent };
}

/** The fields as a page lays them out: each input bound to its field, its message under it. */
function AddressForm({
  form,
  onBinding,
}: {
  form: Form<Address, string>;
  onBinding?: (f: FormBinding<Address>) => void;
}) {
  const f = useForm(form);
  onBinding?.(f);
  const input = (name: 'name' | 'mobile') => {
    const b = f.field(name);
    return (
      <p>
        <input
          name={name}
          value={b.value}
          onInput={(ev) => b.onValueChange((ev.target as HTMLInputElement).value)}
          onChange={() => {}}
          ref={b.ref}
          aria-invalid={b.error ? 'true' : undefined}
        />
        {b.error ? <span data-error-of={name}>{b.error}</span> : null}
      </p>
    );
  };
  return (
    <form onSubmit={f.onSubmit}>
      {input('name')}
      {input('mobile')}
      <button type="submit">保存</button>
    </form>
  );
}

const $ = <T extends Element>(sel: string) => document.querySelector(sel) as T;
const inputOf = (name: string) => $<HTMLInputElement>(`input[name="${name}"]`);
const errors = () =>
  [...document.querySelectorAll('[data-error-of]')].map((el) => [el.getAttribute('data-error-of'), el.textContent]);
async function submit(): Promise<SubmitEvent> {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
  $<HTMLFormElement>('form').dispatchEvent(event);
  await ticks();
  return event;
}

describe('useForm', () => {
  it('writes what is typed into the form and sends it on submit, without the page navigating', async () => {
    const { form, sent } = addressForm();
    view = await render(<AddressForm form={form} />);
    await type(inputOf('name'), '张三');
    await type(inputOf('mobile'), '13800138000');
    expect(form.$state.get().values).toEqual({ name: '张三', mobile: '13800138000' });
    expect(inputOf('name').value).toBe('张三');

    const event = await submit();
    expect(event.defaultPrevented).toBe(true);
    expect(sent.map((s) => s.values)).toEqual([{ name: '张三', mobile: '13800138000' }]);
    sent[0].answer.resolve('ok');
    await ticks();
  });

  it('marks the problem’s field only, with its message, and moves focus to it', async () => {
    const { form, sent } = addressForm();
    view = await render(<AddressForm form={form} />);
    await type(inputOf('name'), '张三');
    await type(inputOf('mobile'), '123');
    inputOf('name').focus();
    await submit();
    expect(sent).toHaveLength(0);
    expect(errors()).toEqual([['mobile', '请输入正确的手机号']]);
    expect(inputOf('mobile').getAttribute('aria-invalid')).toBe('true');
    expect(inputOf('name').hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe(inputOf('mobile'));
  });

  it('focuses a problem once: editing another field keeps focus there and the mark where it is', async () => {
    const { form } = addressForm();
    view = await render(<AddressForm form={form} />);
    await type(inputOf('name'), '张三');
    await submit();
    expect(document.activeElement).toBe(inputOf('mobile'));

    inputOf('name').focus();
    await type(inputOf('name'), '张三丰');
    expect(document.activeElement).toBe(inputOf('name'));
    expect(errors()).toEqual([['mobile', '请输入正确的手机号']]);

    await type(inputOf('mobile'), '1');
    expect(errors()).toEqual([]);
    // The same problem found again by the next submit is shown and focused again.
    inputOf('name').focus();
    await submit();
    expect(errors()).toEqual([['mobile', '请输入正确的手机号']]);
    expect(document.activeElement).toBe(inputOf('mobile'));
  });

  it('marks and focuses a problem found outside submit (an SMS button’s own check)', async () => {
    const { form } = addressForm();
    let binding!: FormBinding<Address>;
    view = await render(<AddressForm form={form} onBinding={(f) => (binding = f)} />);
    binding.mark({ field: 'mobile', message: '请输入手机号' });
    await ticks();
    expect(errors()).toEqual([['mobile', '请输入手机号']]);
    expect(document.activeElement).toBe(inputOf('mobile'));
    binding.mark(null);
    await ticks();
    expect(errors()).toEqual([]);
  });
});
