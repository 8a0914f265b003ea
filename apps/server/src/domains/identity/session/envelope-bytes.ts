/**
 * ok(result, message) of platform/http/envelope.ts as UTF-8 bytes, for a result already serialised:
 * the same fields in the same order, without serialising or even re-encoding the result per call.
 */
export function okEnvelopeBytes(message: string): (resultJson: Buffer) => Buffer {
  const head = Buffer.from(`${JSON.stringify({ success: true, message, code: 200 }).slice(0, -1)},"result":`);
  return (resultJson) => {
    const tail = `,"timestamp":${Date.now()}}`;
    const out = Buffer.allocUnsafe(head.length + resultJson.length + tail.length);
    head.copy(out, 0);
    resultJson.copy(out, head.length);
    out.write(tail, head.length + resultJson.length, 'latin1');
    return out;
  };
}
