import { useEffect, useState, type KeyboardEvent, type WheelEvent } from 'react';
import { Button } from './button.js';
import { Dialog } from './dialog.js';
import * as css from './image-viewer.css.js';
import { SafeImage } from './safe-image.js';

/** Zoom limits of the image viewer (spec section 9): 1 to 50 times, in steps of 0.5. */
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 50;
export const ZOOM_STEP = 0.5;

/** A zoom level kept within the limits and on a step. */
export const clampZoom = (zoom: number): number =>
  Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(zoom / ZOOM_STEP) * ZOOM_STEP));

export interface ImageViewerProps {
  /** The image to show (an address from the server: checked by SafeImage); null when closed. */
  src: string | null;
  alt?: string;
  onClose(): void;
}

/**
 * A picture at full size in a dialog, zoomed with the buttons, the + / - / 0 keys or the wheel.
 * The picture scrolls inside the stage once it is larger than the panel.
 */
export function ImageViewer({ src, alt = '', onClose }: ImageViewerProps) {
  const [zoom, setZoom] = useState(ZOOM_MIN);
  useEffect(() => setZoom(ZOOM_MIN), [src]);
  const by = (delta: number) => setZoom((z) => clampZoom(z + delta));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === '+' || event.key === '=') by(ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') by(-ZOOM_STEP);
    else if (event.key === '0') setZoom(ZOOM_MIN);
    else return;
    event.preventDefault();
  };
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    if (!event.ctrlKey && !event.metaKey) return;
    by(event.deltaY < 0 ? ZOOM_STEP : -ZOOM_STEP);
  };

  return (
    <Dialog open={!!src} title="查看图片" onClose={onClose}>
      <div className={css.toolbar} role="group" aria-label="缩放">
        <Button variant="secondary" onClick={() => by(-ZOOM_STEP)} aria-disabled={zoom <= ZOOM_MIN}>
          缩小
        </Button>
        <output className={css.level} aria-live="polite">
          {zoom}倍
        </output>
        <Button variant="secondary" onClick={() => by(ZOOM_STEP)} aria-disabled={zoom >= ZOOM_MAX}>
          放大
        </Button>
        <Button variant="secondary" onClick={() => setZoom(ZOOM_MIN)}>
          还原
        </Button>
      </div>
      <div
        className={css.stage}
        tabIndex={0}
        role="region"
        aria-label="图片：加号放大，减号缩小，0 还原"
        onKeyDown={onKeyDown}
        onWheel={onWheel}
      >
        <SafeImage className={css.image} src={src} alt={alt} style={{ width: `${zoom * 100}%` }} />
      </div>
    </Dialog>
  );
}
