import { useMemo } from 'react';
import { QR_SIZE, qrModules } from '#core/qr/index.js';

/** Light margin around the code, in modules, that scanners need to find it. */
const QUIET = 4;

/**
 * A QR code drawn as one SVG path (no image address, nothing to check or load), 128 px and
 * error level L by default (spec section 9). `label` names it for assistive technology.
 */
export function QrCode({ text, label, size = QR_SIZE }: { text: string; label: string; size?: number }) {
  const { d, span } = useMemo(() => {
    const modules = qrModules(text);
    let path = '';
    modules.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) path += `M${x + QUIET} ${y + QUIET}h1v1h-1z`;
      }),
    );
    return { d: path, span: modules.length + QUIET * 2 };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${span} ${span}`}
      shapeRendering="crispEdges"
    >
      <rect width={span} height={span} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
