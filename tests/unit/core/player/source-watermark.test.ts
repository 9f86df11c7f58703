import { describe, expect, it } from 'vitest';
import { pickSource, playerWatermark } from '#core/player/index.js';

describe('player sources and watermark', () => {
  it('plays the first checked address, as HLS when the format or the address says so', () => {
    expect(pickSource([{ url: 'https://m.example.com/a.m3u8?s=1', format: '', duration: '9', name: '' }])).toEqual({
      url: 'https://m.example.com/a.m3u8?s=1',
      kind: 'hls',
      duration: 9,
    });
    expect(pickSource([{ url: 'https://m.example.com/a.mp4', format: 'mp4', duration: 0, name: '' }])?.kind).toBe(
      'file',
    );
    expect(pickSource([{ url: '//evil.example/x.mp4', format: 'mp4', duration: 0, name: '' }])).toBeNull();
    expect(pickSource([])).toBeNull();
  });

  it('puts the member’s mobile into the watermark, only when it is switched on', () => {
    const player = {
      cover: '',
      enabled_bullet_secret: '1',
      bullet_secret: { size: '16', color: 'rgba(255,0,0,.5)', opacity: '0.6', text: '学员 ${mobile}' },
    };
    expect(playerWatermark({ player } as never, { mobile: '13800138000' })).toEqual({
      text: '学员 13800138000',
      size: 16,
      color: 'rgba(255,0,0,.5)',
      opacity: 0.6,
    });
    expect(playerWatermark({ player: { ...player, enabled_bullet_secret: 0 } } as never, { mobile: '1' })).toBeNull();
    const hostile = { ...player, bullet_secret: { ...player.bullet_secret, color: 'red;background:url(x)' } };
    expect(playerWatermark({ player: hostile } as never, { mobile: '1' })?.color).toBe('red');
  });
});
