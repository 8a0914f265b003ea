import { cssFont, moveDuration, type TurtleEvent, turnDuration } from './turtle-events.ts';

/** The turtle screen in turtle units: (0, 0) in the middle, y up. */
export const SCREEN_WIDTH = 800;
export const SCREEN_HEIGHT = 600;

interface TurtleView {
  x: number;
  y: number;
  heading: number;
  visible: boolean;
  shape: string;
  pen: string;
  fill: string;
  size: number;
}

type Item =
  | { k: 'line'; id: number; x1: number; y1: number; x2: number; y2: number; color: string; width: number }
  | Extract<TurtleEvent, { k: 'dot' | 'fill' | 'text' }>
  | { k: 'stamp'; id: number; view: TurtleView };

/** Something that takes time on screen: a move or a turn, played frame by frame. */
interface Animation {
  duration: number;
  elapsed: number;
  step: (fraction: number) => void;
}

const newTurtle = (): TurtleView => ({
  x: 0,
  y: 0,
  heading: 0,
  visible: true,
  shape: 'classic',
  pen: 'black',
  fill: 'black',
  size: 1,
});

// Cursor outlines pointing east (heading 0), in turtle units.
const SHAPES: Record<string, [number, number][]> = {
  classic: [
    [9, 0],
    [-6, 6],
    [-3, 0],
    [-6, -6],
  ],
  arrow: [
    [10, 0],
    [-6, 7],
    [-6, -7],
  ],
  triangle: [
    [10, 0],
    [-5, 8.7],
    [-5, -8.7],
  ],
  square: [
    [8, 8],
    [-8, 8],
    [-8, -8],
    [8, -8],
  ],
};

/**
 * Draws the turtles' work on two stacked canvases: the drawing (kept, redrawn from the item list
 * when a turtle clears) and the cursors (redrawn every frame). The background colour is the CSS
 * background of the holder, so bgcolor() changes it under the drawing like the real turtle.
 */
export class TurtleCanvas {
  private readonly turtles = new Map<number, TurtleView>();
  private items: Item[] = [];
  private readonly draw: CanvasRenderingContext2D;
  private readonly cursors: CanvasRenderingContext2D;
  background = 'white';
  title = '';
  /** True once anything was drawn since the last reset: the page shows the canvas then. */
  used = false;

  constructor(
    private readonly drawCanvas: HTMLCanvasElement,
    private readonly cursorCanvas: HTMLCanvasElement,
    private readonly onChange: () => void = () => undefined,
  ) {
    this.draw = setUp(drawCanvas);
    this.cursors = setUp(cursorCanvas);
  }

  reset() {
    this.turtles.clear();
    this.items = [];
    this.background = 'white';
    this.title = '';
    this.used = false;
    this.redraw();
    this.onChange();
  }

  /** Applies an event; a move or turn at a speed above 0 comes back as an animation to play. */
  apply(event: TurtleEvent): Animation | null {
    switch (event.k) {
      case 'new':
        this.turtles.set(event.id, newTurtle());
        this.used = true;
        this.onChange();
        return null;
      case 'look': {
        const t = this.turtle(event.id);
        Object.assign(t, {
          visible: event.visible,
          shape: event.shape,
          pen: event.pen,
          fill: event.fill,
          size: event.size,
        });
        return null;
      }
      case 'move':
        return this.move(event);
      case 'turn': {
        const t = this.turtle(event.id);
        const from = t.heading;
        const duration = turnDuration(event.delta, event.speed);
        if (!duration) {
          t.heading = event.to;
          return null;
        }
        return {
          duration,
          elapsed: 0,
          step: (f) => {
            t.heading = f >= 1 ? event.to : from + event.delta * f;
          },
        };
      }
      case 'dot':
      case 'fill':
      case 'text':
        this.add(event);
        return null;
      case 'stamp':
        this.add({ k: 'stamp', id: event.id, view: { ...this.turtle(event.id) } });
        return null;
      case 'clear':
        this.items = this.items.filter((i) => i.id !== event.id);
        this.redraw();
        return null;
      case 'clearall':
        this.items = [];
        this.turtles.clear();
        this.redraw();
        return null;
      case 'bg':
        this.background = event.color;
        this.onChange();
        return null;
      case 'title':
        this.title = event.s;
        this.onChange();
        return null;
    }
  }

  private turtle(id: number): TurtleView {
    let t = this.turtles.get(id);
    if (!t) {
      t = newTurtle();
      this.turtles.set(id, t);
    }
    return t;
  }

  private move(event: Extract<TurtleEvent, { k: 'move' }>): Animation | null {
    const t = this.turtle(event.id);
    const { x: x1, y: y1 } = t;
    const line =
      event.pen && event.width > 0
        ? {
            k: 'line' as const,
            id: event.id,
            x1,
            y1,
            x2: event.x,
            y2: event.y,
            color: event.color,
            width: event.width,
          }
        : null;
    const duration = moveDuration(Math.hypot(event.x - x1, event.y - y1), event.speed);
    if (!duration) {
      t.x = event.x;
      t.y = event.y;
      if (line) this.add(line);
      return null;
    }
    if (line) this.items.push(line);
    let drawnX = x1;
    let drawnY = y1;
    return {
      duration,
      elapsed: 0,
      step: (f) => {
        const x = f >= 1 ? event.x : x1 + (event.x - x1) * f;
        const y = f >= 1 ? event.y : y1 + (event.y - y1) * f;
        if (line) {
          drawItem(this.draw, { ...line, x1: drawnX, y1: drawnY, x2: x, y2: y });
          this.used = true;
        }
        drawnX = x;
        drawnY = y;
        t.x = x;
        t.y = y;
      },
    };
  }

  private add(item: Item) {
    this.items.push(item);
    drawItem(this.draw, item);
    this.used = true;
  }

  /** The whole drawing again: after a turtle cleared its part. */
  private redraw() {
    this.draw.clearRect(0, 0, SCREEN_WIDTH, SCREEN_HEIGHT);
    for (const item of this.items) drawItem(this.draw, item);
  }

  /** The cursors of the visible turtles, at their current place. */
  paintCursors() {
    this.cursors.clearRect(0, 0, SCREEN_WIDTH, SCREEN_HEIGHT);
    for (const t of this.turtles.values()) if (t.visible) drawCursor(this.cursors, t);
  }

  /** The picture as a PNG (background, drawing and cursors), for the work's cover. */
  async toPng(): Promise<Blob | null> {
    const out = document.createElement('canvas');
    out.width = SCREEN_WIDTH;
    out.height = SCREEN_HEIGHT;
    const ctx = out.getContext('2d');
    if (!ctx) return null;
    ctx.fillStyle = 'white';
    ctx.fillRect(0, 0, SCREEN_WIDTH, SCREEN_HEIGHT);
    ctx.fillStyle = this.background;
    ctx.fillRect(0, 0, SCREEN_WIDTH, SCREEN_HEIGHT);
    ctx.drawImage(this.drawCanvas, 0, 0, SCREEN_WIDTH, SCREEN_HEIGHT);
    ctx.drawImage(this.cursorCanvas, 0, 0, SCREEN_WIDTH, SCREEN_HEIGHT);
    return new Promise((resolve) => out.toBlob(resolve, 'image/png'));
  }
}

function setUp(canvas: HTMLCanvasElement) {
  const ratio = Math.min(2, window.devicePixelRatio || 1);
  canvas.width = SCREEN_WIDTH * ratio;
  canvas.height = SCREEN_HEIGHT * ratio;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('浏览器不支持画布');
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  return ctx;
}

const cx = (x: number) => SCREEN_WIDTH / 2 + x;
const cy = (y: number) => SCREEN_HEIGHT / 2 - y;

function drawItem(ctx: CanvasRenderingContext2D, item: Item) {
  switch (item.k) {
    case 'line':
      ctx.strokeStyle = item.color;
      ctx.lineWidth = item.width;
      ctx.beginPath();
      ctx.moveTo(cx(item.x1), cy(item.y1));
      ctx.lineTo(cx(item.x2), cy(item.y2));
      ctx.stroke();
      return;
    case 'dot':
      ctx.fillStyle = item.color;
      ctx.beginPath();
      ctx.arc(cx(item.x), cy(item.y), Math.max(0.5, item.size / 2), 0, Math.PI * 2);
      ctx.fill();
      return;
    case 'fill':
      ctx.fillStyle = item.color;
      ctx.beginPath();
      item.pts.forEach(([x, y], i) => {
        if (i) ctx.lineTo(cx(x), cy(y));
        else ctx.moveTo(cx(x), cy(y));
      });
      ctx.closePath();
      ctx.fill('evenodd');
      // The outline stays on top of the fill, as in the real turtle.
      for (const [x1, y1, x2, y2, color, width] of item.lines)
        drawItem(ctx, { k: 'line', id: item.id, x1, y1, x2, y2, color, width });
      return;
    case 'text':
      ctx.fillStyle = item.color;
      ctx.font = cssFont(item.font);
      ctx.textAlign = item.align;
      ctx.textBaseline = 'alphabetic';
      ctx.fillText(item.s, cx(item.x), cy(item.y));
      return;
    case 'stamp':
      drawCursor(ctx, item.view);
      return;
  }
}

function drawCursor(ctx: CanvasRenderingContext2D, t: TurtleView) {
  if (t.shape === 'blank') return;
  ctx.save();
  ctx.translate(cx(t.x), cy(t.y));
  ctx.rotate((-t.heading * Math.PI) / 180);
  // The screen is shown smaller than 800 px wide: a larger cursor stays easy to see.
  ctx.scale(1.5, 1.5);
  ctx.fillStyle = t.fill;
  ctx.strokeStyle = t.pen;
  ctx.lineWidth = 0.8;
  if (t.shape === 'circle') {
    ctx.beginPath();
    ctx.arc(0, 0, 8, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  } else if (t.shape === 'turtle') {
    drawTurtleShape(ctx);
  } else {
    const points = SHAPES[t.shape] ?? SHAPES.classic;
    ctx.beginPath();
    // Canvas y grows downwards: flip the outline's y so it is not mirrored.
    points.forEach(([x, y], i) => {
      if (i) ctx.lineTo(x, -y);
      else ctx.moveTo(x, -y);
    });
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  }
  ctx.restore();
}

/** A small turtle seen from above: shell, head and four legs, facing east. */
function drawTurtleShape(ctx: CanvasRenderingContext2D) {
  const blob = (x: number, y: number, rx: number, ry: number) => {
    ctx.beginPath();
    ctx.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  };
  for (const [x, y] of [
    [5, 6],
    [5, -6],
    [-5, 6],
    [-5, -6],
  ])
    blob(x, y, 2.6, 2.6);
  blob(11, 0, 3.2, 2.6);
  blob(-10, 0, 2, 1.2);
  blob(0, 0, 8, 6.5);
}
