import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { RichContent } from '#widgets/rich-content/rich-content.js';
import { ImageViewer } from '#widgets/ui/image-viewer.js';
import * as css from './questions.css.js';

const imageOf = (target: EventTarget | null) => (target instanceof HTMLImageElement ? target : null);

/**
 * A question's server HTML (sanitized, math and code rendered) whose pictures open in the image
 * viewer, by click or, once focused, by Enter or Space.
 */
export function QuestionHtml({ html, className }: { html: string; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<{ src: string; alt: string } | null>(null);

  // Pictures arrive as sanitized DOM: made reachable by keyboard and named once rendered.
  const onRendered = () => {
    box.current?.querySelectorAll('img').forEach((img) => {
      img.tabIndex = 0;
      img.setAttribute('role', 'button');
      img.setAttribute('aria-label', img.alt ? `查看大图：${img.alt}` : '查看大图');
    });
  };
  const show = (img: HTMLImageElement) => setOpen({ src: img.currentSrc || img.src, alt: img.alt });
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const img = imageOf(event.target);
    if (img) show(img);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const img = imageOf(event.target);
    if (!img || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    show(img);
  };

  return (
    // The clicks and keys handled here belong to the pictures inside, each a focusable button.
    <div className={className} onClick={onClick} onKeyDown={onKeyDown}>
      <RichContent ref={box} html={html} className={css.content} onRendered={onRendered} />
      <ImageViewer src={open?.src ?? null} alt={open?.alt} onClose={() => setOpen(null)} />
    </div>
  );
}
