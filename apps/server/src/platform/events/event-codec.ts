/** The PostgreSQL channel that carries domain events between app nodes. */
export const EVENTS_CHANNEL = 'ck_events';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; the limit holds in every mode. */
export const MAX_EVENT_BYTES = 7999;

/** An event as it travels: its name and its JSON payload. */
export interface WireEvent {
  name: string;
  payload: Record<string, unknown>;
}

/** A payload the bus will not carry: not a plain object, not JSON, or too large. */
export class EventPayloadError extends Error {
  override name = 'EventPayloadError';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The text of one event, checked: a plain JSON object whose whole message fits one NOTIFY. */
export function encodeEvent(name: string, payload: unknown): string {
  if (!isPlainObject(payload)) throw new EventPayloadError(`事件 ${name} 的数据必须是普通 JSON 对象`);
  let text: string;
  try {
    text = JSON.stringify({ name, payload } satisfies WireEvent);
  } catch (err) {
    throw new EventPayloadError(`事件 ${name} 的数据无法转换为 JSON：${(err as Error).message}`);
  }
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_EVENT_BYTES)
    throw new EventPayloadError(
      `事件 ${name} 的数据过大：${bytes} 字节，上限 ${MAX_EVENT_BYTES} 字节；事件只应携带 id 和少量字段`,
    );
  return text;
}

/** The event in a received text, or null when the text is not one of ours. */
export function decodeEvent(text: string): WireEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isPlainObject(value) || typeof value.name !== 'string' || !isPlainObject(value.payload)) return null;
  return { name: value.name, payload: value.payload };
}
