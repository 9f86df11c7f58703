import qrcode from 'qrcode-generator';
import { Bitmap } from './captcha/png.js';

const QR_SIZE = 300;

/**
 * wechat_qrcode_image(): a 300 px PNG QR code as `data:image/png;base64, …` — with the space
 * after the comma that the PHP helper emits (contract section 2).
 */
export function qrDataUrl(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const quiet = 4;
  const scale = Math.max(1, Math.floor(QR_SIZE / (count + quiet * 2)));
  const offset = Math.floor((QR_SIZE - count * scale) / 2);
  const img = new Bitmap(QR_SIZE, QR_SIZE, [255, 255, 255]);
  for (let r = 0; r < count; r++) {
    for (let c = 0; c < count; c++) {
      if (qr.isDark(r, c)) img.fillRect(offset + c * scale, offset + r * scale, scale, scale, [0, 0, 0]);
    }
  }
  return `data:image/png;base64, ${img.toPng().toString('base64')}`;
}
