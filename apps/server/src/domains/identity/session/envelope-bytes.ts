import { gzipSync } from 'node:zlib';

export type EnvelopeEncoding = 'identity' | 'gzip';

/** How long a compressed answer is reused: its `timestamp` is at most this old. */
const GZIP_REUSE_MS = 1000;

/**
 * ok(result, message) of platform/http/envelope.ts as UTF-8 bytes, for a result already serialised:
 * the same fields in the same order, without serialising or even re-encoding the result per call.
 * Browsers accept gzip; the compressed answer is made once a second per result rather than per call.
 */
export function okEnvelopeBytes(
  message: string,
): (resultJson: Buffer, encoding?: EnvelopeEncoding) => Buffer {
  const head = Buffer.from(`${JSON.stringify({ success: true, message, code: 200 }).slice(0, -1)},"result":`);
  const build = (resultJson: Buffer, at: number) => {
    const tail = `,"timestamp":${at}}`;
    const body = Buffer.allocUnsafe(head.length + resultJson.length + tail.length);
    head.copy(body, 0);
    resultJson.copy(body, head.length);
    body.write(tail, head.length + resultJson.length, 'latin1');
    return body;
  };
  // Answers within one millisecond are byte-identical: reuse them rather than allocate 24 KB each.
  const latest = new WeakMap<Buffer, { at: number; body: Buffer }>();
  const latestGzip = new WeakMap<Buffer, { at: number; body: Buffer }>();
  return (resultJson, encoding = 'identity') => {
    const at = Date.now();
    if (encoding === 'gzip') {
      const hit = latestGzip.get(resultJson);
      if (hit && at - hit.at < GZIP_REUSE_MS) return hit.body;
      const body = gzipSync(build(resultJson, at));
      latestGzip.set(resultJson, { at, body });
      return body;
    }
    const hit = latest.get(resultJson);
    if (hit?.at === at) return hit.body;
    const body = build(resultJson, at);
    latest.set(resultJson, { at, body });
    return body;
  };
}
