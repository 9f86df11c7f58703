/**
 * Just enough of ISO BMFF (MP4) to cut a fragmented MP4 at a fragment boundary: an init section
 * (ftyp + moov) followed by moof/mdat pairs, each pair a self-contained stretch of time. A prefix
 * of the pairs behind the init is itself a valid, shorter MP4, and each pair is an HLS segment.
 */

interface Box {
  type: string;
  start: number;
  /** First byte after the header. */
  body: number;
  end: number;
}

function boxes(buf: Buffer, from: number, to: number): Box[] {
  const out: Box[] = [];
  let at = from;
  while (at + 8 <= to) {
    let size = buf.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) throw new Error(`mp4: bad box size at ${at}`);
    out.push({ type: buf.toString('latin1', at + 4, at + 8), start: at, body: at + header, end: at + size });
    at += size;
  }
  return out;
}

const child = (buf: Buffer, parent: Box, type: string) =>
  boxes(buf, parent.body, parent.end).find((b) => b.type === type);
const children = (buf: Buffer, parent: Box, type: string) =>
  boxes(buf, parent.body, parent.end).filter((b) => b.type === type);

function must(box: Box | undefined, what: string): Box {
  if (!box) throw new Error(`mp4: no ${what}`);
  return box;
}

/** Full boxes (version + flags) keep their version in the first body byte. */
const version = (buf: Buffer, box: Box) => buf[box.body];
const readUint = (buf: Buffer, at: number, wide: boolean) =>
  wide ? Number(buf.readBigUInt64BE(at)) : buf.readUInt32BE(at);

function writeUint(buf: Buffer, at: number, wide: boolean, value: number) {
  if (wide) buf.writeBigUInt64BE(BigInt(value), at);
  else buf.writeUInt32BE(value, at);
}

/** Offset of the duration field in mvhd / mdhd (after creation and modification times and timescale). */
const hdDurationAt = (buf: Buffer, box: Box) => box.body + 4 + (version(buf, box) ? 20 : 12);
const hdTimescale = (buf: Buffer, box: Box) => buf.readUInt32BE(box.body + 4 + (version(buf, box) ? 16 : 8));
/** tkhd: creation, modification, track_ID, reserved, then duration. */
const tkhdDurationAt = (buf: Buffer, box: Box) => box.body + 4 + (version(buf, box) ? 24 : 16);

export interface Fragment {
  /** Byte range of the moof + mdat pair in the file. */
  start: number;
  end: number;
  /** Presentation time of the first sample and length, in seconds (of the timing track). */
  time: number;
  duration: number;
}

export interface FragmentedMp4 {
  bytes: Buffer;
  /** ftyp + moov (+ anything else before the first moof but a sidx). */
  init: Buffer;
  fragments: Fragment[];
  /** Seconds covered by all fragments. */
  duration: number;
}

interface TrackTiming {
  id: number;
  timescale: number;
  defaultDuration: number;
}

/** The video track times the fragments (audio frames rarely end on a fragment boundary). */
function timingTrack(buf: Buffer, moov: Box): TrackTiming {
  const traks = children(buf, moov, 'trak');
  const video =
    traks.find((t) => {
      const hdlr = must(child(buf, must(child(buf, t, 'mdia'), 'mdia'), 'hdlr'), 'hdlr');
      return buf.toString('latin1', hdlr.body + 8, hdlr.body + 12) === 'vide';
    }) ?? must(traks[0], 'trak');
  const tkhd = must(child(buf, video, 'tkhd'), 'tkhd');
  const id = buf.readUInt32BE(tkhd.body + 4 + (version(buf, tkhd) ? 16 : 8));
  const mdhd = must(child(buf, must(child(buf, video, 'mdia'), 'mdia'), 'mdhd'), 'mdhd');
  const mvex = child(buf, moov, 'mvex');
  const trex = mvex ? children(buf, mvex, 'trex').find((t) => buf.readUInt32BE(t.body + 4) === id) : undefined;
  return { id, timescale: hdTimescale(buf, mdhd), defaultDuration: trex ? buf.readUInt32BE(trex.body + 12) : 0 };
}

/** Start and length (in timescale units) of one track's samples in a moof. */
function trafTiming(buf: Buffer, moof: Box, track: TrackTiming): { start: number; length: number } | null {
  for (const traf of children(buf, moof, 'traf')) {
    const tfhd = must(child(buf, traf, 'tfhd'), 'tfhd');
    if (buf.readUInt32BE(tfhd.body + 4) !== track.id) continue;
    const tfhdFlags = buf.readUInt32BE(tfhd.body) & 0xffffff;
    let at = tfhd.body + 8;
    if (tfhdFlags & 0x1) at += 8; // base_data_offset
    if (tfhdFlags & 0x2) at += 4; // sample_description_index
    const defaultDuration = tfhdFlags & 0x8 ? buf.readUInt32BE(at) : track.defaultDuration;
    const tfdt = must(child(buf, traf, 'tfdt'), 'tfdt');
    const start = readUint(buf, tfdt.body + 4, version(buf, tfdt) === 1);
    let length = 0;
    for (const trun of children(buf, traf, 'trun')) {
      const flags = buf.readUInt32BE(trun.body) & 0xffffff;
      const count = buf.readUInt32BE(trun.body + 4);
      let p = trun.body + 8;
      if (flags & 0x1) p += 4; // data_offset
      if (flags & 0x4) p += 4; // first_sample_flags
      const stride = [0x100, 0x200, 0x400, 0x800].filter((f) => flags & f).length * 4;
      if (!(flags & 0x100)) length += count * defaultDuration;
      else for (let i = 0; i < count; i++) length += buf.readUInt32BE(p + i * stride);
    }
    return { start, length };
  }
  return null;
}

/** Reads the layout of a fragmented MP4; throws on anything else. */
export function readFragmentedMp4(bytes: Buffer): FragmentedMp4 {
  const top = boxes(bytes, 0, bytes.length);
  const moov = must(
    top.find((b) => b.type === 'moov'),
    'moov',
  );
  const firstMoof = top.findIndex((b) => b.type === 'moof');
  if (firstMoof < 0) throw new Error('mp4: not fragmented');
  const track = timingTrack(bytes, moov);
  const fragments: Fragment[] = [];
  for (let i = firstMoof; i < top.length; i++) {
    const moof = top[i];
    if (moof.type !== 'moof') continue;
    const mdat = top[i + 1];
    if (mdat?.type !== 'mdat') throw new Error('mp4: moof without mdat');
    const timing = trafTiming(bytes, moof, track);
    if (!timing) throw new Error('mp4: fragment without the timing track');
    fragments.push({
      start: moof.start,
      end: mdat.end,
      time: timing.start / track.timescale,
      duration: timing.length / track.timescale,
    });
  }
  const last = fragments[fragments.length - 1];
  return {
    bytes,
    // A segment index would describe every fragment of the whole file, so it stays out of any cut.
    init: Buffer.concat(
      top
        .slice(0, firstMoof)
        .filter((b) => b.type !== 'sidx')
        .map((b) => bytes.subarray(b.start, b.end)),
    ),
    fragments,
    duration: last.time + last.duration,
  };
}

/**
 * A copy of the init section whose declared durations say `seconds`: players show and seek within
 * the length the moov announces (mvhd, every tkhd and mdhd, and mehd when present).
 */
export function initWithDuration(init: Buffer, seconds: number): Buffer {
  const out = Buffer.from(init);
  const moov = must(
    boxes(out, 0, out.length).find((b) => b.type === 'moov'),
    'moov',
  );
  const mvhd = must(child(out, moov, 'mvhd'), 'mvhd');
  const movieScale = hdTimescale(out, mvhd);
  const inMovie = Math.round(seconds * movieScale);
  writeUint(out, hdDurationAt(out, mvhd), version(out, mvhd) === 1, inMovie);
  for (const trak of children(out, moov, 'trak')) {
    const tkhd = must(child(out, trak, 'tkhd'), 'tkhd');
    writeUint(out, tkhdDurationAt(out, tkhd), version(out, tkhd) === 1, inMovie);
    const mdhd = must(child(out, must(child(out, trak, 'mdia'), 'mdia'), 'mdhd'), 'mdhd');
    writeUint(out, hdDurationAt(out, mdhd), version(out, mdhd) === 1, Math.round(seconds * hdTimescale(out, mdhd)));
  }
  const mvex = child(out, moov, 'mvex');
  const mehd = mvex ? child(out, mvex, 'mehd') : undefined;
  if (mehd) writeUint(out, mehd.body + 4, version(out, mehd) === 1, inMovie);
  return out;
}

/** Whole fragments from the start that end no later than `seconds` (a small tolerance for rounding). */
export function fragmentsWithin(mp4: FragmentedMp4, seconds: number): Fragment[] {
  return mp4.fragments.filter((f) => f.time + f.duration <= seconds + 1e-6);
}

/** Track id → timescale (units per second), from the moov of an init section. */
export function trackTimescales(init: Buffer): Map<number, number> {
  const moov = must(
    boxes(init, 0, init.length).find((b) => b.type === 'moov'),
    'moov',
  );
  const out = new Map<number, number>();
  for (const trak of children(init, moov, 'trak')) {
    const tkhd = must(child(init, trak, 'tkhd'), 'tkhd');
    const id = init.readUInt32BE(tkhd.body + 4 + (version(init, tkhd) ? 16 : 8));
    const mdhd = must(child(init, must(child(init, trak, 'mdia'), 'mdia'), 'mdhd'), 'mdhd');
    out.set(id, hdTimescale(init, mdhd));
  }
  return out;
}

/**
 * A copy of one fragment (moof + mdat) played `seconds` later: every track's decode time (tfdt)
 * moves on in that track's own timescale. Repeating the fragments end to end this way gives one
 * continuous timeline, as the segments of a live encoder have.
 */
export function shiftedFragment(mp4: FragmentedMp4, fragment: Fragment, seconds: number): Buffer {
  const out = Buffer.from(mp4.bytes.subarray(fragment.start, fragment.end));
  const timescales = trackTimescales(mp4.init);
  const moof = must(
    boxes(out, 0, out.length).find((b) => b.type === 'moof'),
    'moof',
  );
  for (const traf of children(out, moof, 'traf')) {
    const tfhd = must(child(out, traf, 'tfhd'), 'tfhd');
    const scale = timescales.get(out.readUInt32BE(tfhd.body + 4));
    const tfdt = child(out, traf, 'tfdt');
    if (!scale || !tfdt) continue;
    const wide = version(out, tfdt) === 1;
    const time = readUint(out, tfdt.body + 4, wide) + Math.round(seconds * scale);
    // A 32-bit field holds 24 h at 48 kHz; a session that long would need a wider box.
    if (!wide && time > 0xffffffff) throw new Error('mp4: decode time past a 32-bit tfdt');
    writeUint(out, tfdt.body + 4, wide, time);
  }
  return out;
}
