/** The conformance check's command line (src/conformance/cli.ts): what the arguments mean, what is refused. */
import { describe, expect, it } from 'vitest';
import { conformanceCli, parseArguments, USAGE } from '#conformance/cli.js';

describe('conformance arguments', () => {
  it('reads the server, the member, writes, a promo code and a course', () => {
    expect(parseArguments(['--api', 'https://api.example.com'])).toEqual({ api: 'https://api.example.com' });
    expect(
      parseArguments([
        '--api',
        'http://127.0.0.1:18700',
        '--member',
        '13800138000:pass:word',
        '--writes',
        '--promo',
        'MEEDU2023',
        '--course',
        '3',
      ]),
    ).toEqual({
      api: 'http://127.0.0.1:18700',
      member: { mobile: '13800138000', password: 'pass:word' },
      writes: true,
      promoCode: 'MEEDU2023',
      courseId: 3,
    });
  });

  it('says what is wrong', () => {
    expect(parseArguments([])).toBe('--api is required');
    expect(parseArguments(['--api'])).toBe('--api needs a value');
    expect(parseArguments(['--api', 'ftp://x'])).toBe('--api must be an http(s) address, not ftp://x');
    expect(parseArguments(['--api', 'http://x', '--member', '13800138000'])).toBe('--member takes MOBILE:PASSWORD');
    expect(parseArguments(['--api', 'http://x', '--course', 'one'])).toBe('--course takes a course id');
    expect(parseArguments(['--api', 'http://x', '--writes'])).toBe(
      '--writes needs --member (the writes are a member’s)',
    );
    expect(parseArguments(['--api', 'http://x', '--promo', 'A'])).toBe(
      '--promo needs --member (the check is a member’s call)',
    );
    expect(parseArguments(['--api', 'http://x', '--verbose'])).toBe('unknown argument --verbose');
  });

  it('prints the usage: asked for, exit 0; after a wrong argument, on stderr with exit 2', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (t: string) => out.push(t), err: (t: string) => err.push(t) };
    expect(await conformanceCli(['--help'], io)).toBe(0);
    expect(out).toEqual([USAGE]);
    expect(await conformanceCli(['--api'], io)).toBe(2);
    expect(err).toEqual([`--api needs a value\n\n${USAGE}`]);
  });
});
