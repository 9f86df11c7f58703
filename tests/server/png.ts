/** Test-side PNG reader (independent of the server's encoder): checks chunk CRCs and inflates pixels. */
import { crc32, inflateSync } from 'node:zlib';

export interface DecodedPng {
  width: number;
  height: number;
  colourType: number;
  /** Raw scanlines without filter bytes; only filter type 0 is supported (what the server writes). */
  rows: Buffer[];
}

export function decodePng(buf: Buffer): DecodedPng {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!buf.subarray(0, 8).equals(signature)) throw new Error('not a PNG signature');
  let offset = 8;
  let width = 0;
  let height = 0;
  let colourType = -1;
  const idat: Buffer[] = [];
  let ended = false;
  while (offset < buf.length) {
    const length = buf.readUInt32BE(offset);
    const type = buf.toString('ascii', offset + 4, offset + 8);
    const data = buf.subarray(offset + 8, offset + 8 + length);
    const crc = buf.readUInt32BE(offset + 8 + length);
    if (crc32(buf.subarray(offset + 4, offset + 8 + length)) !== crc) throw new Error(`bad CRC in ${type}`);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      colourType = data[9];
      if (data[8] !== 8) throw new Error('unexpected bit depth');
    } else if (type === 'IDAT') idat.push(Buffer.from(data));
    else if (type === 'IEND') ended = true;
    offset += 12 + length;
  }
  if (!ended) throw new Error('no IEND');
  const channels = colourType === 2 ? 3 : colourType === 6 ? 4 : colourType === 0 ? 1 : 0;
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels + 1;
  if (raw.length !== stride * height)
    throw new Error(`pixel data has ${raw.length} bytes, expected ${stride * height}`);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    if (raw[y * stride] !== 0) throw new Error('unsupported filter');
    rows.push(raw.subarray(y * stride + 1, (y + 1) * stride));
  }
  return { width, height, colourType, rows };
}

export function dataUrlToBuffer(url: string): Buffer {
  const m = /^data:image\/png;base64,\s?([A-Za-z0-9+/=]+)$/.exec(url);
  if (!m) throw new Error(`not a PNG data URL: ${url.slice(0, 40)}`);
  return Buffer.from(m[1], 'base64');
}
