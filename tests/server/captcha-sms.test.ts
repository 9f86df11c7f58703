import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api, apiData, sendSmsCode, solveCaptcha, startTestServer, type TestServer } from './helpers.js';
import { dataUrlToBuffer, decodePng } from './png.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ALPHABET = /^[2346789abcdefghmnpqrtuxyzABCDEFGHMNPQRTUXYZ]{4}$/;

const requestSms = (body: Record<string, unknown>) => api(server, '/api/v2/captcha/sms', { method: 'POST', body });

describe('GET /api/v2/captcha/image', () => {
  test('shape: sensitive false, opaque key, a real 120×48 PNG with ink and background', async () => {
    const res = await api(server, '/api/v2/captcha/image');
    expect(res.json.code).toBe(0);
    const { sensitive, key, img } = res.json.data;
    expect(Object.keys(res.json.data).sort()).toEqual(['img', 'key', 'sensitive']);
    expect(sensitive).toBe(false);
    expect(typeof key).toBe('string');
    expect(key.length).toBeGreaterThanOrEqual(20);
    expect(img.startsWith('data:image/png;base64,')).toBe(true);
    const png = decodePng(dataUrlToBuffer(img));
    expect([png.width, png.height]).toEqual([120, 48]);
    // Dark glyph pixels and light background pixels both exist.
    const lum = png.rows.flatMap((row) => {
      const out: number[] = [];
      for (let x = 0; x < png.width; x++) out.push((row[x * 3] + row[x * 3 + 1] + row[x * 3 + 2]) / 3);
      return out;
    });
    expect(lum.filter((l) => l < 120).length).toBeGreaterThan(150);
    expect(lum.filter((l) => l > 220).length).toBeGreaterThan(2000);
  });

  test('every captcha is different and its text comes from the alphabet', async () => {
    const a = await solveCaptcha(server);
    const b = await solveCaptcha(server);
    expect(a.key).not.toBe(b.key);
    expect(a.text).toMatch(ALPHABET);
    expect(b.text).toMatch(ALPHABET);
  });
});

describe('POST /api/v2/captcha/sms', () => {
  test('sends a 6-digit code to the outbox; data is []', async () => {
    const { key, text } = await solveCaptcha(server);
    const res = await requestSms({ mobile: '13922220001', image_key: key, image_captcha: text, scene: 'register' });
    expect(res.json).toEqual({ code: 0, message: '', data: [] });
    const sms = await apiData(server, '/__dev/sms/latest', { query: { mobile: '13922220001' } });
    expect(sms).toMatchObject({ mobile: '13922220001', scene: 'register' });
    expect(sms.mobile_code).toMatch(/^\d{6}$/);
    expect(typeof sms.sent_at).toBe('number');
  });

  test('validation messages, joined, in field order', async () => {
    expect((await requestSms({})).json.message).toBe('请输入手机号,请输入图形验证码,参数错误,参数错误');
    const { key, text } = await solveCaptcha(server);
    expect(
      (await requestSms({ mobile: '13922220003', image_key: key, image_captcha: text, scene: 'hack' })).json.message,
    ).toBe('参数错误');
    expect((await requestSms({ mobile: '1', image_key: key, image_captcha: text, scene: 'hack' })).json.message).toBe(
      '请输入正确的手机号,参数错误',
    );
    // Validation failed before the captcha was looked at, so it is still usable.
    expect(
      (await requestSms({ mobile: '13922220002', image_key: key, image_captcha: text, scene: 'login' })).json.code,
    ).toBe(0);
  });

  test('the image captcha is case-insensitive', async () => {
    const { key, text } = await solveCaptcha(server);
    const flipped = [...text].map((ch) => (ch === ch.toUpperCase() ? ch.toLowerCase() : ch.toUpperCase())).join('');
    expect(
      (await requestSms({ mobile: '13922220003', image_key: key, image_captcha: flipped, scene: 'login' })).json.code,
    ).toBe(0);
  });

  test('a wrong answer spends the captcha: the right answer afterwards fails too', async () => {
    const { key, text } = await solveCaptcha(server);
    const wrong = await requestSms({ mobile: '13922220004', image_key: key, image_captcha: 'zzzz!', scene: 'login' });
    expect(wrong.json).toEqual({ code: 1, message: '图形验证码错误', data: [] });
    const right = await requestSms({ mobile: '13922220004', image_key: key, image_captcha: text, scene: 'login' });
    expect(right.json.message).toBe('图形验证码错误');
    expect((await api(server, '/__dev/captcha', { query: { key } })).json.code).toBe(1);
    expect((await api(server, '/__dev/sms/latest', { query: { mobile: '13922220004' } })).json.code).toBe(1);
  });

  test('a used captcha cannot be reused', async () => {
    const { key, text } = await solveCaptcha(server);
    expect(
      (await requestSms({ mobile: '13922220005', image_key: key, image_captcha: text, scene: 'login' })).json.code,
    ).toBe(0);
    expect(
      (await requestSms({ mobile: '13922220005', image_key: key, image_captcha: text, scene: 'login' })).json.message,
    ).toBe('图形验证码错误');
  });

  test('captchas expire after 300 s', async () => {
    const early = await solveCaptcha(server);
    const late = await solveCaptcha(server);
    server.clock.advance(299);
    expect(
      (await requestSms({ mobile: '13922220006', image_key: early.key, image_captcha: early.text, scene: 'login' }))
        .json.code,
    ).toBe(0);
    server.clock.advance(1);
    expect(
      (await requestSms({ mobile: '13922220006', image_key: late.key, image_captcha: late.text, scene: 'login' })).json
        .message,
    ).toBe('图形验证码错误');
  });

  test('an unknown key is simply wrong', async () => {
    expect(
      (await requestSms({ mobile: '13922220007', image_key: "x' OR 1=1 --", image_captcha: 'abcd', scene: 'login' }))
        .json.message,
    ).toBe('图形验证码错误');
  });
});

describe('SMS codes', () => {
  const loginWith = (mobile: string, code: string) =>
    api(server, '/api/v2/login/mobile', { method: 'POST', body: { mobile, mobile_code: code } });

  test('single use', async () => {
    const code = await sendSmsCode(server, '13922230001');
    expect((await loginWith('13922230001', code)).json.code).toBe(0);
    expect((await loginWith('13922230001', code)).json.message).toBe('短信验证码错误');
  });

  test('a code only works for the mobile it was sent to', async () => {
    const code = await sendSmsCode(server, '13922230002');
    expect((await loginWith('13922230003', code)).json.message).toBe('短信验证码错误');
    expect((await loginWith('13922230002', code)).json.code).toBe(0);
  });

  test('expires after 300 s', async () => {
    const code = await sendSmsCode(server, '13922230004');
    server.clock.advance(300);
    expect((await loginWith('13922230004', code)).json.message).toBe('短信验证码错误');
    const fresh = await sendSmsCode(server, '13922230004');
    server.clock.advance(299);
    expect((await loginWith('13922230004', fresh)).json.code).toBe(0);
  });

  test('a new send replaces the previous code', async () => {
    const first = await sendSmsCode(server, '13922230005');
    const second = await sendSmsCode(server, '13922230005');
    if (first !== second) expect((await loginWith('13922230005', first)).json.message).toBe('短信验证码错误');
    expect((await loginWith('13922230005', second)).json.code).toBe(0);
  });

  test('10 failures still allow the right code; 11 wipe it', async () => {
    const ok = await sendSmsCode(server, '13922230006');
    for (let i = 0; i < 10; i++) expect((await loginWith('13922230006', 'wrong!')).json.message).toBe('短信验证码错误');
    expect((await loginWith('13922230006', ok)).json.code).toBe(0);

    const code = await sendSmsCode(server, '13922230007');
    for (let i = 0; i < 11; i++) await loginWith('13922230007', 'wrong!');
    expect((await loginWith('13922230007', code)).json.message).toBe('短信验证码错误');
  });

  test('failures are forgotten after 600 s', async () => {
    const code = await sendSmsCode(server, '13922230008');
    for (let i = 0; i < 6; i++) await loginWith('13922230008', 'wrong!');
    server.clock.advance(290);
    const fresh = await sendSmsCode(server, '13922230008');
    server.clock.advance(290);
    for (let i = 0; i < 5; i++) await loginWith('13922230008', 'wrong!');
    // 11 failures within 600 s: wiped.
    expect((await loginWith('13922230008', fresh)).json.message).toBe('短信验证码错误');

    await sendSmsCode(server, '13922230009');
    for (let i = 0; i < 6; i++) await loginWith('13922230009', 'wrong!');
    server.clock.advance(601);
    const later = await sendSmsCode(server, '13922230009');
    for (let i = 0; i < 6; i++) await loginWith('13922230009', 'wrong!');
    expect(code).toMatch(/^\d{6}$/);
    // The first 6 failures expired 600 s after the last of them, so only 6 count now.
    expect((await loginWith('13922230009', later)).json.code).toBe(0);
  });
});

describe('development endpoints for captchas and SMS', () => {
  test('/__dev/captcha reads without consuming; /__dev/sms/latest errors', async () => {
    const { key, text } = await solveCaptcha(server);
    expect((await apiData(server, '/__dev/captcha', { query: { key } })).text).toBe(text);
    expect((await api(server, '/__dev/captcha', { query: { key: 'nope' } })).json.code).toBe(1);
    expect((await api(server, '/__dev/sms/latest')).json).toEqual({ code: 1, message: '请输入手机号', data: [] });
    expect((await api(server, '/__dev/sms/latest', { query: { mobile: '10000000000' } })).json.code).toBe(1);
  });
});

describe('captcha font', () => {
  test('every character of the alphabet has a well-formed glyph, and glyphs differ', async () => {
    const { CAPTCHA_ALPHABET, glyph, GLYPH_HEIGHT, GLYPH_WIDTH } =
      await import('#server/modules/users/captcha/font.js');
    const { renderCaptcha } = await import('#server/modules/users/captcha/render.js');
    expect(CAPTCHA_ALPHABET).toBe('2346789abcdefghmnpqrtuxyzABCDEFGHMNPQRTUXYZ');
    const seen = new Map<string, string>();
    for (const ch of CAPTCHA_ALPHABET) {
      const rows = glyph(ch);
      expect(rows).toHaveLength(GLYPH_HEIGHT);
      for (const row of rows) expect(row).toHaveLength(GLYPH_WIDTH);
      expect(rows.flat().filter(Boolean).length, ch).toBeGreaterThan(6);
      const key = rows.map((r) => r.map((b) => (b ? '#' : '.')).join('')).join('/');
      expect(seen.get(key), `${ch} looks like ${seen.get(key)}`).toBeUndefined();
      seen.set(key, ch);
    }
    for (let i = 0; i < CAPTCHA_ALPHABET.length; i += 4) {
      const png = decodePng(renderCaptcha(CAPTCHA_ALPHABET.slice(i, i + 4).padEnd(4, '2')));
      expect([png.width, png.height]).toEqual([120, 48]);
    }
  });
});
