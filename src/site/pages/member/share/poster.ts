import qrcode from 'qrcode-generator';

/** Poster size in CSS pixels (drawn at twice that for sharp downloads). */
export const POSTER_WIDTH = 360;
export const POSTER_HEIGHT = 560;
const SCALE = 2;

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const img = new Image();
    // Drawn into a canvas that is then saved: a cross-origin image must allow it, or it is left out.
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src;
  });
}

/** The member's invite link as QR modules drawn straight onto the canvas (spec: size 128, level L). */
function drawQr(ctx: CanvasRenderingContext2D, text: string, x: number, y: number, size: number) {
  const qr = qrcode(0, 'L');
  qr.addData(text);
  qr.make();
  const n = qr.getModuleCount();
  const cell = size / n;
  ctx.fillStyle = '#fff';
  ctx.fillRect(x - 8, y - 8, size + 16, size + 16);
  ctx.fillStyle = '#000';
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++)
      if (qr.isDark(r, c)) ctx.fillRect(x + c * cell, y + r * cell, Math.ceil(cell), Math.ceil(cell));
}

/**
 * Draws a share poster: the chosen background from the server's poster list (checked address),
 * the member's name, and the QR of their invite link. Returns false when the canvas cannot be
 * drawn on at all.
 */
export async function drawPoster(
  canvas: HTMLCanvasElement,
  { background, title, name, link }: { background: string | null; title: string; name: string; link: string },
): Promise<boolean> {
  canvas.width = POSTER_WIDTH * SCALE;
  canvas.height = POSTER_HEIGHT * SCALE;
  const ctx = canvas.getContext('2d');
  if (!ctx) return false;
  ctx.scale(SCALE, SCALE);
  ctx.fillStyle = '#3ca7fa';
  ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  const img = background ? await loadImage(background) : null;
  if (img) {
    // Cover the top part, keeping the image's proportions.
    const h = 300;
    const ratio = Math.max(POSTER_WIDTH / img.naturalWidth, h / img.naturalHeight);
    const w = img.naturalWidth * ratio;
    ctx.drawImage(img, (POSTER_WIDTH - w) / 2, (h - img.naturalHeight * ratio) / 2, w, img.naturalHeight * ratio);
  }
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 300, POSTER_WIDTH, POSTER_HEIGHT - 300);
  ctx.fillStyle = '#1f2d3d';
  ctx.font = '600 18px sans-serif';
  ctx.fillText(title.slice(0, 18), 20, 336);
  ctx.font = '14px sans-serif';
  ctx.fillStyle = '#555';
  ctx.fillText(`${name.slice(0, 16)} 邀请你一起学习`, 20, 362);
  ctx.fillText('长按或扫描二维码注册', 20, 386);
  drawQr(ctx, link, POSTER_WIDTH - 148, 400, 128);
  return true;
}
