import { useRef, type KeyboardEvent } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  playerKey,
  SEEK_STEP_SECONDS,
  useMediaControls,
  type MediaControls,
  type Progress,
} from '#widgets/player/controls.js';
import { render, ticks, type Rendered } from '../ui/dom.js';

let view: Rendered | undefined;
const undo: Array<() => void> = [];
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  while (undo.length) undo.pop()!();
});

/** A player's frame and <video> with the controls' events spread on it, the hook handed to the test. */
async function mountPlayer() {
  const ref = {} as { current: MediaControls };
  function Player() {
    const video = useRef<HTMLVideoElement>(null);
    const frame = useRef<HTMLDivElement>(null);
    const controls = useMediaControls(video, frame);
    ref.current = controls;
    return (
      <div ref={frame}>
        <video ref={video} {...controls.mediaEvents} />
      </div>
    );
  }
  view = await render(<Player />);
  const video = view.container.querySelector('video')!;
  const frame = view.container.firstElementChild as HTMLElement;
  return { controls: () => ref.current, video, frame };
}

/** The document's full screen as a browser keeps it: which element, and the change event. */
function fullscreenDocument() {
  let current: Element | null = null;
  const set = (el: Element | null) => {
    current = el;
    document.dispatchEvent(new Event('fullscreenchange'));
  };
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => current });
  Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: async () => set(null) });
  undo.push(() => {
    delete (document as { fullscreenElement?: unknown }).fullscreenElement;
    delete (document as { exitFullscreen?: unknown }).exitFullscreen;
  });
  return {
    grantTo(el: HTMLElement) {
      el.requestFullscreen = async () => set(el);
    },
    set,
  };
}

describe('useMediaControls', () => {
  it('mutes and unmutes the element, showing what the element reports', async () => {
    const { controls, video } = await mountPlayer();
    expect(controls().muted).toBe(false);
    controls().toggleMute();
    expect(video.muted).toBe(true);
    // The bar follows the element's event, not its own wish (the browser's own menu mutes too).
    expect(controls().muted).toBe(false);
    video.dispatchEvent(new Event('volumechange'));
    await ticks();
    expect(controls().muted).toBe(true);
    controls().toggleMute();
    video.dispatchEvent(new Event('volumechange'));
    await ticks();
    expect([video.muted, controls().muted]).toEqual([false, false]);
  });

  it('sets the speed on the element and shows the rate it reports', async () => {
    const { controls, video } = await mountPlayer();
    expect(controls().rate).toBe(1);
    controls().setRate(1.5);
    expect(video.playbackRate).toBe(1.5);
    video.dispatchEvent(new Event('ratechange'));
    await ticks();
    expect(controls().rate).toBe(1.5);
  });

  it('puts the whole frame in full screen and takes it out again, following the document', async () => {
    const screen = fullscreenDocument();
    const { controls, frame } = await mountPlayer();
    screen.grantTo(frame);
    controls().toggleFullscreen();
    await ticks();
    expect(document.fullscreenElement).toBe(frame);
    expect(controls().fullscreen).toBe(true);

    controls().toggleFullscreen();
    await ticks();
    expect(document.fullscreenElement).toBeNull();
    expect(controls().fullscreen).toBe(false);

    // Another element in full screen (Escape then another player) is not this player's.
    screen.set(document.body);
    await ticks();
    expect(controls().fullscreen).toBe(false);
  });
});

describe('playerKey', () => {
  /** A key pressed on an element with this tag, and what the player did with it. */
  function press(key: string, options: { tag?: string; ctrlKey?: boolean; live?: boolean } = {}) {
    const done: string[] = [];
    let prevented = false;
    const event = {
      key,
      altKey: false,
      ctrlKey: !!options.ctrlKey,
      metaKey: false,
      target: document.createElement(options.tag ?? 'div'),
      preventDefault: () => (prevented = true),
    } as unknown as KeyboardEvent<HTMLElement>;
    const controls = {
      toggleMute: () => done.push('mute'),
      toggleFullscreen: () => done.push('fullscreen'),
    } as unknown as MediaControls;
    const progress: Progress = { position: 30, duration: 100, seek: (s) => done.push(`seek ${s}`) };
    const answered = playerKey(event, {
      toggle: () => done.push('toggle'),
      controls,
      progress: options.live ? null : progress,
    });
    return { answered, prevented, done };
  }

  it('plays and pauses on Space and K, moves 5 s on the arrows, F full screen, M mute', () => {
    expect(press(' ')).toEqual({ answered: true, prevented: true, done: ['toggle'] });
    expect(press('k').done).toEqual(['toggle']);
    expect(press('K').done).toEqual(['toggle']);
    expect(press('ArrowLeft').done).toEqual([`seek ${30 - SEEK_STEP_SECONDS}`]);
    expect(press('ArrowRight').done).toEqual([`seek ${30 + SEEK_STEP_SECONDS}`]);
    expect(press('f').done).toEqual(['fullscreen']);
    expect(press('M').done).toEqual(['mute']);
  });

  it('leaves Space to a focused button, link or list, and the arrows to the speed list', () => {
    for (const tag of ['button', 'a', 'select'])
      expect(press(' ', { tag })).toEqual({ answered: false, prevented: false, done: [] });
    expect(press('ArrowRight', { tag: 'select' })).toEqual({ answered: false, prevented: false, done: [] });
    expect(press('k', { tag: 'button' }).done).toEqual(['toggle']);
  });

  it('does not seek a live stream, and leaves shortcuts with modifiers and other keys to the browser', () => {
    expect(press('ArrowLeft', { live: true })).toEqual({ answered: false, prevented: false, done: [] });
    expect(press('f', { ctrlKey: true })).toEqual({ answered: false, prevented: false, done: [] });
    expect(press('Enter')).toEqual({ answered: false, prevented: false, done: [] });
  });
});
