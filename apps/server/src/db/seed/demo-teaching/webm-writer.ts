/**
 * A minimal Matroska / WebM writer for one VP8 video track of key frames: EBML header, segment info
 * with the duration, the track entry, and clusters of SimpleBlocks (one cluster per second).
 */

/** An EBML variable-length integer of the shortest width that holds `n` (sizes never use all ones). */
function vint(n: number): Buffer {
  for (let len = 1; len <= 8; len++) {
    if (n < 2 ** (7 * len) - 1) {
      const out = Buffer.alloc(len);
      let v = n;
      for (let i = len - 1; i >= 0; i--) {
        out[i] = v % 256;
        v = Math.floor(v / 256);
      }
      out[0] |= 1 << (8 - len);
      return out;
    }
  }
  throw new Error('EBML 长度超出范围');
}

function idBytes(id: number): Buffer {
  const hex = id.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
}

const element = (id: number, data: Buffer | Buffer[]) => {
  const body = Array.isArray(data) ? Buffer.concat(data) : data;
  return Buffer.concat([idBytes(id), vint(body.length), body]);
};

function uint(id: number, value: number) {
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  return element(id, Buffer.from(hex, 'hex'));
}

const str = (id: number, value: string) => element(id, Buffer.from(value, 'utf8'));

function float(id: number, value: number) {
  const b = Buffer.alloc(8);
  b.writeDoubleBE(value);
  return element(id, b);
}

const ID = {
  EBML: 0x1a45dfa3,
  EBMLVersion: 0x4286,
  EBMLReadVersion: 0x42f7,
  EBMLMaxIDLength: 0x42f2,
  EBMLMaxSizeLength: 0x42f3,
  DocType: 0x4282,
  DocTypeVersion: 0x4287,
  DocTypeReadVersion: 0x4285,
  Segment: 0x18538067,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  MuxingApp: 0x4d80,
  WritingApp: 0x5741,
  Duration: 0x4489,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackUID: 0x73c5,
  TrackType: 0x83,
  FlagLacing: 0x9c,
  CodecID: 0x86,
  DefaultDuration: 0x23e383,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
} as const;

export const EBML_MAGIC = idBytes(ID.EBML);

export interface WebmVideo {
  width: number;
  height: number;
  fps: number;
  /** VP8 key frames (the raw bitstream, as found in a lossy WebP's `VP8 ` chunk). */
  frames: Buffer[];
}

/** The WebM file bytes. Time is in milliseconds (TimecodeScale 1,000,000 ns). */
export function writeWebm(video: WebmVideo): Buffer {
  const frameMs = 1000 / video.fps;
  const header = element(ID.EBML, [
    uint(ID.EBMLVersion, 1),
    uint(ID.EBMLReadVersion, 1),
    uint(ID.EBMLMaxIDLength, 4),
    uint(ID.EBMLMaxSizeLength, 8),
    str(ID.DocType, 'webm'),
    uint(ID.DocTypeVersion, 2),
    uint(ID.DocTypeReadVersion, 2),
  ]);
  const info = element(ID.Info, [
    uint(ID.TimecodeScale, 1_000_000),
    str(ID.MuxingApp, 'codekids-webm'),
    str(ID.WritingApp, 'codekids-webm'),
    float(ID.Duration, video.frames.length * frameMs),
  ]);
  const tracks = element(
    ID.Tracks,
    element(ID.TrackEntry, [
      uint(ID.TrackNumber, 1),
      uint(ID.TrackUID, 1),
      uint(ID.TrackType, 1),
      uint(ID.FlagLacing, 0),
      str(ID.CodecID, 'V_VP8'),
      uint(ID.DefaultDuration, Math.round(frameMs * 1_000_000)),
      element(ID.Video, [uint(ID.PixelWidth, video.width), uint(ID.PixelHeight, video.height)]),
    ]),
  );
  const clusters: Buffer[] = [];
  const perCluster = Math.max(1, Math.round(video.fps));
  for (let start = 0; start < video.frames.length; start += perCluster) {
    const clusterMs = Math.round(start * frameMs);
    const blocks = video.frames.slice(start, start + perCluster).map((frame, i) => {
      const head = Buffer.alloc(4);
      head[0] = 0x81; // track number 1 as a vint
      head.writeInt16BE(Math.round((start + i) * frameMs) - clusterMs, 1);
      head[3] = 0x80; // key frame
      return element(ID.SimpleBlock, [head, frame]);
    });
    clusters.push(element(ID.Cluster, [uint(ID.Timecode, clusterMs), ...blocks]));
  }
  return Buffer.concat([header, element(ID.Segment, [info, tracks, ...clusters])]);
}

/** The VP8 bitstream inside a lossy WebP file (its `VP8 ` chunk). */
export function vp8OfWebp(webp: Buffer): Buffer {
  if (webp.toString('latin1', 0, 4) !== 'RIFF' || webp.toString('latin1', 8, 12) !== 'WEBP')
    throw new Error('不是 WebP 文件');
  let at = 12;
  while (at + 8 <= webp.length) {
    const kind = webp.toString('latin1', at, at + 4);
    const size = webp.readUInt32LE(at + 4);
    if (kind === 'VP8 ') return webp.subarray(at + 8, at + 8 + size);
    at += 8 + size + (size % 2);
  }
  throw new Error('WebP 中没有 VP8 有损图像数据');
}
