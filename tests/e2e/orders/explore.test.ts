import { it } from 'vitest';
import { newPage } from '../browser.js';
import { useBrowser } from '../site/helpers.js';
import { registerMember, signIn } from './helpers.js';

const browser = useBrowser();

it('explore', async () => {
  const { token } = await registerMember();
  for (const width of [1280, 375]) {
    const { context, page } = await newPage(browser(), { width });
    await signIn(context, token);
    page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
    for (const [name, path] of [
      ['vip', '/vip'],
      ['detail2', '/courses/detail/2'],
      ['detail5', '/courses/detail/5'],
      ['order', '/order?goods_type=course&goods_id=5'],
      ['orderrole', '/order?goods_type=role&goods_id=1'],
      ['ordertg', '/order?goods_type=tg&goods_id=6'],
      ['orders', '/member/orders'],
    ] as const) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
    }
    await context.close();
  }
});
