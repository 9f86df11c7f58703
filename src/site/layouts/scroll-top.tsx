import { useEffect, useState } from 'react';
import * as css from './footer.css.js';

/** Spec section 9: the button appears after 2000 px of scroll. */
export const SCROLL_TOP_THRESHOLD = 2000;

export function ScrollToTop() {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setShown(window.scrollY > SCROLL_TOP_THRESHOLD);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  if (!shown) return null;
  const toTop = () => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // The button is about to vanish; keyboard users continue from the top of the content.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className={css.toTop} onClick={toTop}>
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M3 10l5-5 5 5"
        />
      </svg>
      返回顶部
    </button>
  );
}
