import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { HlsPlayer } from '#site/pages/live/video/player.js';
import { tick } from '../../support/async.js';

let root: Root | undefined;
let host: HTMLDivElement | undefined;
afterEach(() => {
  root?.unmount();
  host?.remove();
});

async function player(live: boolean) {
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  root.render(
    createElement(HlsPlayer, {
      src: 'https://media.example.test/live/room.m3u8',
      live,
      label: live ? '直播画面' : '直播回放',
      onGone: () => {},
    }),
  );
  await tick();
  const frame = host.querySelector('[role="region"]')!;
  const button = (name: string) => frame.querySelector(`button[aria-label="${name}"]`);
  return { frame, button };
}

describe('the live room’s player', () => {
  it('live: play/pause, mute and full screen of its own, but no timeline or speed (a live stream has neither)', async () => {
    const { frame, button } = await player(true);
    expect(frame.getAttribute('aria-label')).toBe('视频播放器：直播画面');
    expect(frame.querySelector('video')!.hasAttribute('controls')).toBe(false);
    expect(button('播放')).not.toBeNull();
    expect(button('静音')).not.toBeNull();
    expect(button('全屏')).not.toBeNull();
    expect(frame.querySelector('input[type="range"]')).toBeNull();
    expect(frame.querySelector('select[aria-label="播放速度"]')).toBeNull();
    expect(frame.textContent).toContain('直播');
  });

  it('replay: the whole bar, with the timeline and the speeds', async () => {
    const { frame, button } = await player(false);
    expect(button('播放')).not.toBeNull();
    expect(frame.querySelector('input[type="range"][aria-label="播放进度"]')).not.toBeNull();
    expect(frame.querySelector('select[aria-label="播放速度"]')).not.toBeNull();
    expect(button('静音')).not.toBeNull();
    expect(button('全屏')).not.toBeNull();
  });
});
