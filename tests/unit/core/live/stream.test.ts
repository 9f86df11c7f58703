import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LivePlay } from '#core/live/index.js';
import { streamAddress } from '#core/live/index.js';

/** The play call as the Zhibo addon answers it (tests/fixtures/addons, from the public client's source). */
const play = (name: string) =>
  JSON.parse(readFileSync(join(process.cwd(), 'tests/fixtures/addons', `${name}.json`), 'utf8')).response
    .data as LivePlay;

describe('the room’s stream address', () => {
  it('is the live address while live and the first quality of a replay once ended', () => {
    expect(streamAddress(play('zhibo-play-live'))).toBe('https://live.example.com/app/stream-3.m3u8');
    expect(streamAddress(play('zhibo-play-ended'))).toBe('https://vod.example.com/replay/1/origin.m3u8');
    expect(streamAddress(play('zhibo-play-upcoming'))).toBe('');
    expect(streamAddress({ play_url: [] })).toBe('');
  });
});
