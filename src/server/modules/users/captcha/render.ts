import { randomInt } from 'node:crypto';
import { Bitmap } from './png.js';
import { CAPTCHA_ALPHABET, glyph, GLYPH_HEIGHT, GLYPH_WIDTH } from './font.js';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 48;
export const CAPTCHA_LENGTH = 4;

type RGB = [number, number, number];
const rand = (min: number, max: number) => randomInt(min, max + 1);

export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  let text = '';
  for (let i = 0; i < length; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

const SX = 4;
const SY = 3;

/**
 * Draws the text the way mews/captcha's default profile looks: light background, dark slanted
 * characters at jittered positions, crossing noise lines and speckles.
 */
export function renderCaptcha(text: string): Buffer {
  const bg: RGB = [rand(232, 252), rand(236, 252), rand(236, 255)];
  const img = new Bitmap(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, bg);

  for (let i = 0; i < 120; i++) {
    img.set(rand(0, CAPTCHA_WIDTH - 1), rand(0, CAPTCHA_HEIGHT - 1), [rand(150, 220), rand(150, 220), rand(150, 220)]);
  }

  const cell = Math.floor((CAPTCHA_WIDTH - 8) / text.length);
  [...text].forEach((ch, i) => {
    const rows = glyph(ch);
    const ink: RGB = [rand(10, 110), rand(10, 110), rand(30, 140)];
    const left = 4 + i * cell + rand(0, Math.max(0, cell - GLYPH_WIDTH * SX - 2));
    const top = rand(3, CAPTCHA_HEIGHT - GLYPH_HEIGHT * SY - 3);
    const slant = rand(-25, 25) / 100;
    const centre = (GLYPH_HEIGHT * SY) / 2;
    for (let r = 0; r < GLYPH_HEIGHT; r++) {
      for (let c = 0; c < GLYPH_WIDTH; c++) {
        if (!rows[r][c]) continue;
        for (let dy = 0; dy < SY; dy++) {
          const py = r * SY + dy;
          const shift = Math.round((centre - py) * slant);
          img.fillRect(left + c * SX + shift, top + py, SX, 1, ink);
        }
      }
    }
  });

  for (let i = 0, n = rand(3, 5); i < n; i++) {
    const colour: RGB = [rand(60, 180), rand(60, 180), rand(60, 180)];
    img.line(
      rand(0, 20),
      rand(0, CAPTCHA_HEIGHT - 1),
      rand(100, CAPTCHA_WIDTH - 1),
      rand(0, CAPTCHA_HEIGHT - 1),
      colour,
      i === 0 ? 2 : 1,
    );
  }
  return img.toPng();
}
