import type { Context } from 'hono';
import { ServiceError } from './envelope.js';

export type Input = Record<string, unknown>;

/** Longest string any field accepts; longer input is refused rather than truncated. */
export const MAX_FIELD_LENGTH = 10_000;

/**
 * Request fields merged the way Laravel's `$request->input()` sees them: query string, then a
 * JSON or form body. A body that cannot be parsed is a clear error, not a crash.
 */
export async function readInput(c: Context): Promise<Input> {
  const input: Input = { ...c.req.query() };
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return input;
  const type = c.req.header('Content-Type') ?? '';
  const raw = await c.req.text();
  if (!raw.trim()) return input;
  if (type.includes('application/json') || /^\s*[{[]/.test(raw)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new ServiceError('请求数据格式错误');
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new ServiceError('请求数据格式错误');
    return { ...input, ...(parsed as Input) };
  }
  if (type.includes('application/x-www-form-urlencoded') || type === '') {
    for (const [k, v] of new URLSearchParams(raw)) input[k] = v;
    return input;
  }
  throw new ServiceError('请求数据格式错误');
}

/**
 * A mainland China mobile number: 11 ASCII digits, 1 then 3–9. Full-width digits (１３８…) are
 * refused, not normalised: the stored value must be what the member will type next time.
 */
export const isMobile = (text: string) => /^1[3-9][0-9]{9}$/.test(text);

/** Shown for a mobile that is given but not in that form. */
export const MOBILE_FORMAT_MESSAGE = '请输入正确的手机号';

/** Any C0 control (tab, newline, NUL …), DEL or C1 control. */
export const hasControlChars = (text: string) => /[\u0000-\u001f\u007f-\u009f]/.test(text);

export type Rule =
  | { required: string }
  | { min: number; message: string }
  | { max: number; message: string }
  | { in: readonly string[]; message: string }
  | { integer: string }
  | { mobile: string }
  /** One line of plain text: no control characters anywhere (after trimming). */
  | { singleLine: string };

/** The usual mobile field: `required` with the endpoint's own message, then the format. */
export const mobileRules = (requiredMessage = '请输入手机号'): Rule[] => [
  { required: requiredMessage },
  { mobile: MOBILE_FORMAT_MESSAGE },
];

/**
 * Laravel FormRequest-style validation: every failing field's first message, joined with ','
 * (contract section 10.5). Returns the values as trimmed strings.
 */
export function validate<K extends string>(input: Input, rules: Record<K, Rule[]>): Record<K, string> {
  const errors: string[] = [];
  const out = {} as Record<K, string>;
  for (const field of Object.keys(rules) as K[]) {
    const value = input[field];
    const text = value === undefined || value === null ? '' : typeof value === 'object' ? null : String(value).trim();
    out[field] = text ?? '';
    for (const rule of rules[field]) {
      let message: string | null = null;
      if ('required' in rule) message = text === null || text === '' ? rule.required : null;
      else if (text === null) message = '参数错误';
      else if (text === '') message = null;
      else if ('min' in rule) message = [...text].length < rule.min ? rule.message : null;
      else if ('max' in rule) message = [...text].length > rule.max ? rule.message : null;
      else if ('in' in rule) message = rule.in.includes(text) ? null : rule.message;
      else if ('integer' in rule) message = /^-?\d{1,15}$/.test(text) ? null : rule.integer;
      else if ('mobile' in rule) message = isMobile(text) ? null : rule.mobile;
      else if ('singleLine' in rule) message = hasControlChars(text) ? rule.singleLine : null;
      if (message) {
        errors.push(message);
        break;
      }
    }
    if (!errors.length && text && [...text].length > MAX_FIELD_LENGTH) errors.push('参数错误');
  }
  if (errors.length) throw new ServiceError(errors.join(','));
  return out;
}

/** Route `{id}` segments must be digits (Route::pattern('id', '\d+')). */
export function idParam(c: Context, name = 'id'): number | null {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,12}$/.test(raw)) return null;
  return Number(raw);
}

/** `page`/`size`-style paging with sane bounds. */
export function paging(input: Input, sizeKey: 'size' | 'page_size', defaultSize: number, maxSize = 100) {
  const page = Math.max(1, Math.min(100_000, Number.parseInt(String(input.page ?? '1'), 10) || 1));
  const size = Math.max(
    1,
    Math.min(maxSize, Number.parseInt(String(input[sizeKey] ?? defaultSize), 10) || defaultSize),
  );
  return { page, size, offset: (page - 1) * size };
}
