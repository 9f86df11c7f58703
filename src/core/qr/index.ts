import qrcode from 'qrcode-generator';

/** QR code defaults (spec section 9). */
export const QR_SIZE = 128;
export const QR_ERROR_LEVEL = 'L';

/**
 * The modules of a QR code for `text`, row by row (true = dark), at the smallest version that
 * holds it. Drawing is the view's business; this is only the arithmetic.
 */
export function qrModules(text: string): boolean[][] {
  const qr = qrcode(0, QR_ERROR_LEVEL);
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  return Array.from({ length: count }, (_, r) => Array.from({ length: count }, (_, c) => qr.isDark(r, c)));
}
