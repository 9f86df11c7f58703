import { useEffect, useId, useState } from 'react';
import { env } from '#core/env/index.js';
import { safeHttpUrl } from '#core/guards/links.js';
import { SafeImage } from '#widgets/ui/safe-image.js';
import { Link } from '#widgets/ui/link.js';
import type { Slider } from '#core/site/index.js';
import * as css from './slider.css.js';

/** Time each slide stays before the next one (auto-rotation). */
export const SLIDE_INTERVAL_MS = 5000;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A previous/next button: a chevron named by its label. */
function Arrow({ label, path, controls, onClick }: { label: string; path: string; controls: string; onClick(): void }) {
  return (
    <button type="button" className={css.arrow} onClick={onClick} aria-controls={controls} aria-label={label}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d={path}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/**
 * The home carousel (WAI-ARIA carousel pattern): previous/next buttons, one dot per slide, a
 * pause button. Rotation stops while the pointer is over it or focus is inside it, never starts
 * when the visitor asked for reduced motion, and only the visible slide is in the tab order.
 * Slide links come from the server and go through safeHttpUrl: anything else is a plain image;
 * a path of this site opens in the app.
 */
export function HomeSlider({ slides }: { slides: Slider[] }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const id = useId();
  const count = slides.length;
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const { clock } = env();
    const timer = clock.setTimeout(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => clock.clearTimeout(timer);
  }, [rotating, index, count]);

  if (!count) return null;
  const current = Math.min(index, count - 1);
  const go = (i: number) => setIndex((i + count) % count);

  return (
    <section
      className={css.carousel}
      aria-roledescription="轮播"
      aria-label="推荐内容"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={css.viewport}>
        {/* Announced only when the visitor is driving it, not on every automatic turn. */}
        <div
          className={css.track}
          style={{ transform: `translateX(-${current * 100}%)` }}
          aria-live={rotating ? 'off' : 'polite'}
        >
          {slides.map((slide, i) => {
            const href = safeHttpUrl(slide.url);
            const alt = `推荐内容 ${i + 1}`;
            const image = (
              <SafeImage
                className={css.image}
                src={slide.thumb}
                alt={alt}
                width={1200}
                height={400}
                loading={i === 0 ? 'eager' : 'lazy'}
              />
            );
            const visible = i === current;
            return (
              <div
                key={`${i}-${slide.thumb}`}
                id={`${id}-slide-${i}`}
                className={css.slide}
                role="group"
                aria-roledescription="幻灯片"
                aria-label={`${i + 1} / ${count}`}
                aria-hidden={!visible}
                inert={!visible}
              >
                {href ? (
                  <Link className={css.link} href={href}>
                    {image}
                  </Link>
                ) : (
                  image
                )}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <div className={css.controls}>
          <Arrow
            label="上一张"
            path="M15 5l-7 7 7 7"
            controls={`${id}-slide-${current}`}
            onClick={() => go(current - 1)}
          />
          <div className={css.dots}>
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className={css.dot}
                aria-label={`第 ${i + 1} 张`}
                aria-current={i === current ? 'true' : undefined}
                aria-controls={`${id}-slide-${i}`}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <Arrow
            label="下一张"
            path="M9 5l7 7-7 7"
            controls={`${id}-slide-${current}`}
            onClick={() => go(current + 1)}
          />
          <button
            type="button"
            className={css.arrow}
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? '暂停轮播' : '开始轮播'}
          >
            {playing ? (
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M8 5v14M16 5v14" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
              </svg>
            ) : (
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d="M8 5l11 7-11 7z" fill="currentColor" />
              </svg>
            )}
          </button>
        </div>
      ) : null}
    </section>
  );
}
