/** A moment as a wall clock in a zone shows it: minutes since local midnight, and when that midnight was. */
export interface ZonedNow {
  /** 0..1439. */
  minuteOfDay: number;
  /** The instant the local day began: the daily quota counts from here. */
  dayStart: Date;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timezone: string) {
  let format = formats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timezone, format);
  }
  return format;
}

/** Where `now` falls in `timezone`'s day (a zone without summer time, like Asia/Shanghai, is exact). */
export function zonedNow(timezone: string, now = new Date()): ZonedNow {
  const parts = Object.fromEntries(
    formatOf(timezone)
      .formatToParts(now)
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  );
  const wallMs = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  // The zone's offset at `now`, whole seconds (the wall clock has no milliseconds).
  const offsetMs = wallMs - Math.floor(now.getTime() / 1000) * 1000;
  return {
    minuteOfDay: parts.hour * 60 + parts.minute,
    dayStart: new Date(Date.UTC(parts.year, parts.month - 1, parts.day) - offsetMs),
  };
}

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/**
 * Whether a local minute is inside `hours` (`HH:mm-HH:mm[,…]`, already validated; empty = all day).
 * A range whose end is not after its start passes midnight (`21:00-07:00`); `08:00-08:00` is all day.
 */
export function insideHours(hours: string, minuteOfDay: number): boolean {
  if (!hours.trim()) return true;
  return hours.split(',').some((range) => {
    const [from, to] = range.trim().split('-').map(toMinutes);
    if (from === to) return true;
    return from < to ? minuteOfDay >= from && minuteOfDay < to : minuteOfDay >= from || minuteOfDay < to;
  });
}
