const MINUTES = 60;

/** Requests and server errors per minute over the last hour, in a fixed ring of 60 slots. */
export class RequestStats {
  private readonly minute = new Array<number>(MINUTES).fill(-1);
  private readonly total = new Array<number>(MINUTES).fill(0);
  private readonly errors = new Array<number>(MINUTES).fill(0);

  record(status: number, now = Date.now()) {
    const m = Math.floor(now / 60_000);
    const slot = m % MINUTES;
    if (this.minute[slot] !== m) {
      this.minute[slot] = m;
      this.total[slot] = 0;
      this.errors[slot] = 0;
    }
    this.total[slot]++;
    if (status >= 500) this.errors[slot]++;
  }

  /** The last 60 minutes, oldest first; minutes without traffic count zero. */
  lastHour(now = Date.now()) {
    const current = Math.floor(now / 60_000);
    const series: { minute: number; time: string; requests: number; errors: number }[] = [];
    for (let m = current - MINUTES + 1; m <= current; m++) {
      const slot = m % MINUTES;
      const hit = this.minute[slot] === m;
      series.push({
        minute: m,
        time: new Date(m * 60_000).toISOString(),
        requests: hit ? this.total[slot] : 0,
        errors: hit ? this.errors[slot] : 0,
      });
    }
    const requests = series.reduce((s, x) => s + x.requests, 0);
    const errors = series.reduce((s, x) => s + x.errors, 0);
    return {
      requests,
      errors,
      perMinute: Math.round((requests / MINUTES) * 100) / 100,
      errorRate: requests ? Math.round((errors / requests) * 10000) / 100 : 0,
      series,
    };
  }
}
