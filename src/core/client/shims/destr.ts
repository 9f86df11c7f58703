/**
 * What ofetch needs of `destr`: parse a response body as JSON when it is JSON, otherwise hand the
 * text back, never letting a `__proto__` key through. The builds alias `destr` to this file
 * (build/aliases.ts; about 0.5 KB gzip less in every bundle).
 */
export default function destr<T = unknown>(value: unknown): T {
  if (typeof value !== 'string') return value as T;
  try {
    return JSON.parse(value, (key, v) => (key === '__proto__' ? undefined : v)) as T;
  } catch {
    return value as T;
  }
}
