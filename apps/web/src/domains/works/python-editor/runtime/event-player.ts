import type { RunEvent } from './protocol.ts';
import type { TurtleCanvas } from './turtle-canvas.ts';
import type { TurtleEvent } from './turtle-events.ts';

export interface PlayerSink {
  write(kind: 'out' | 'err', text: string): void;
  /** The program waits for a line: the page shows the input box. */
  askInput(): void;
  /** Every event received so far is played and the program has ended. */
  idle(): void;
  /** Tells the worker how many events were played. */
  played(count: number): void;
}

/** Most instant events per frame and time spent on them, so a huge drawing does not freeze the page. */
const MAX_EVENTS_PER_FRAME = 20_000;
const FRAME_BUDGET_MS = 12;

interface Current {
  duration: number;
  elapsed: number;
  step: (fraction: number) => void;
}

/**
 * Plays the program's events in the order it made them: output, drawing at the turtle's speed,
 * pauses of time.sleep and requests for input. The program may run ahead; the page shows
 * everything at the pace a child can follow.
 */
export class EventPlayer {
  private queue: RunEvent[] = [];
  private head = 0;
  private current: Current | null = null;
  private waitingInput = false;
  private finished = true;
  private frame = 0;
  private last = 0;

  constructor(
    private readonly canvas: () => TurtleCanvas | null,
    private readonly sink: PlayerSink,
  ) {}

  begin() {
    this.clear();
    this.finished = false;
    this.schedule();
  }

  push(events: RunEvent[]) {
    this.queue.push(...events);
    this.schedule();
  }

  /** The program ended: once the queue is played, the sink hears `idle`. */
  end() {
    this.finished = true;
    this.schedule();
  }

  /** Drops what is left (停止). */
  clear() {
    this.queue = [];
    this.head = 0;
    this.current = null;
    this.waitingInput = false;
    this.finished = true;
    cancelAnimationFrame(this.frame);
    this.frame = 0;
  }

  answered() {
    this.waitingInput = false;
    this.schedule();
  }

  private schedule() {
    if (this.frame) return;
    this.last = performance.now();
    this.frame = requestAnimationFrame((now) => this.tick(now));
  }

  private tick(now: number) {
    this.frame = 0;
    let time = Math.min(100, Math.max(0, now - this.last));
    this.last = now;
    const started = performance.now();
    let count = 0;
    let played = 0;
    const canvas = this.canvas();
    while (!this.waitingInput) {
      if (this.current) {
        const c = this.current;
        const use = Math.min(time, c.duration - c.elapsed);
        c.elapsed += use;
        time -= use;
        c.step(c.elapsed >= c.duration ? 1 : c.elapsed / c.duration);
        if (c.elapsed < c.duration) break;
        this.current = null;
      }
      if (this.head >= this.queue.length) break;
      if (count >= MAX_EVENTS_PER_FRAME || performance.now() - started > FRAME_BUDGET_MS) break;
      const event = this.queue[this.head++];
      count++;
      played++;
      this.current = this.play(event, canvas);
    }
    if (this.head > 4096 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
    canvas?.paintCursors();
    this.sink.played(played);
    const pending = this.current || this.head < this.queue.length;
    if (pending && !this.waitingInput) this.schedule();
    else if (!pending && this.finished && !this.waitingInput) this.sink.idle();
  }

  private play(event: RunEvent, canvas: TurtleCanvas | null): Current | null {
    switch (event.k) {
      case 'out':
      case 'err':
        this.sink.write(event.k, event.s);
        return null;
      case 'input':
        this.waitingInput = true;
        this.sink.askInput();
        return null;
      case 'sleep':
        return event.ms > 0 ? { duration: event.ms, elapsed: 0, step: () => undefined } : null;
      case 'turtle':
        return canvas ? canvas.apply(JSON.parse(event.json) as TurtleEvent) : null;
    }
  }
}
