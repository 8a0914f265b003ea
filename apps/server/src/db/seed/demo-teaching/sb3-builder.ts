import { createHash } from 'node:crypto';
import { zipBuffer } from '../zip-buffer.ts';

/**
 * A small writer for Scratch 3 projects (`.sb3`): a zip holding `project.json` and one `<md5>.svg`
 * per costume. Scripts are written as nested block descriptions and flattened into Scratch's block map.
 */

/** A value plugged into a block input: a literal, a reporter / boolean block, or a menu shadow. */
export type Input = number | string | Block | { menu: Block } | { color: string };

export interface Block {
  op: string;
  inputs?: Record<string, Input>;
  fields?: Record<string, [string, string | null]>;
  /** C-block bodies: SUBSTACK, and SUBSTACK2 for if / else. */
  stacks?: Record<string, Block[]>;
}

export interface Costume {
  name: string;
  svg: string;
}

export interface SpriteSpec {
  name: string;
  costumes: Costume[];
  scripts: Block[][];
  x?: number;
  y?: number;
  size?: number;
  direction?: number;
  visible?: boolean;
}

export interface ProjectSpec {
  backdrops: Costume[];
  sprites: SpriteSpec[];
  /** Stage variables: name -> initial value; a monitor is shown for each. */
  variables?: Record<string, number>;
  extensions?: string[];
}

export const md5 = (data: Buffer | string) => createHash('md5').update(data).digest('hex');

/** Scratch's primitive input codes. */
const NUMBER = 4;
const TEXT = 10;
const COLOR = 9;

type Json = Record<string, unknown>;

const BOOLEAN_OPS = new Set([
  'operator_lt',
  'operator_gt',
  'operator_equals',
  'operator_and',
  'operator_or',
  'operator_not',
  'sensing_touchingobject',
  'sensing_touchingcolor',
  'sensing_keypressed',
  'sensing_mousedown',
]);

class BlockMap {
  readonly blocks: Record<string, Json> = {};
  private seq = 0;

  constructor(private readonly prefix: string) {}

  private nextId() {
    this.seq += 1;
    return `${this.prefix}_${this.seq}`;
  }

  /** Adds a stack of blocks; returns the id of its first block. */
  stack(list: Block[], parent: string | null, top?: { x: number; y: number }): string | null {
    let previous: string | null = null;
    let first: string | null = null;
    for (const [i, b] of list.entries()) {
      const id = this.block(b, previous ?? parent, i === 0 ? top : undefined);
      if (previous) this.blocks[previous].next = id;
      first ??= id;
      previous = id;
    }
    return first;
  }

  private block(b: Block, parent: string | null, top?: { x: number; y: number }, shadow = false): string {
    const id = this.nextId();
    const node: Json = {
      opcode: b.op,
      next: null,
      parent,
      inputs: {},
      fields: b.fields ?? {},
      shadow,
      topLevel: Boolean(top),
      ...(top ? { x: top.x, y: top.y } : {}),
    };
    this.blocks[id] = node;
    const inputs = node.inputs as Record<string, unknown>;
    for (const [name, value] of Object.entries(b.inputs ?? {})) inputs[name] = this.input(value, id);
    for (const [name, body] of Object.entries(b.stacks ?? {})) inputs[name] = [2, this.stack(body, id)];
    return id;
  }

  private input(value: Input, parent: string): unknown {
    if (typeof value === 'number') return [1, [NUMBER, String(value)]];
    if (typeof value === 'string') return [1, [TEXT, value]];
    if ('color' in value) return [1, [COLOR, value.color]];
    if ('menu' in value) return [1, this.block(value.menu, parent, undefined, true)];
    const id = this.block(value, parent);
    // Boolean blocks sit in an empty slot; reporters cover a number shadow.
    return BOOLEAN_OPS.has(value.op) ? [2, id] : [3, id, [NUMBER, '0']];
  }
}

function costumeJson(c: Costume) {
  const id = md5(c.svg);
  const size = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(c.svg);
  const [w, h] = size ? [Number(size[1]), Number(size[2])] : [480, 360];
  return {
    assetId: id,
    name: c.name,
    md5ext: `${id}.svg`,
    dataFormat: 'svg',
    bitmapResolution: 1,
    rotationCenterX: w / 2,
    rotationCenterY: h / 2,
  };
}

/** The `project.json` object and the asset files it references, by file name. */
export function projectJson(spec: ProjectSpec): { project: Json; assets: Map<string, string> } {
  const assets = new Map<string, string>();
  const keep = (c: Costume) => {
    const json = costumeJson(c);
    assets.set(json.md5ext, c.svg);
    return json;
  };
  const variables: Record<string, [string, number]> = {};
  const monitors: Json[] = [];
  for (const [i, [name, value]] of Object.entries(spec.variables ?? {}).entries()) {
    const id = `var_${i + 1}`;
    variables[id] = [name, value];
    monitors.push({
      id,
      mode: 'default',
      opcode: 'data_variable',
      params: { VARIABLE: name },
      spriteName: null,
      value,
      width: 0,
      height: 0,
      x: 5,
      y: 5 + i * 28,
      visible: true,
      sliderMin: 0,
      sliderMax: 100,
      isDiscrete: true,
    });
  }
  const stage = {
    isStage: true,
    name: 'Stage',
    variables,
    lists: {},
    broadcasts: {},
    blocks: {},
    comments: {},
    currentCostume: 0,
    costumes: spec.backdrops.map(keep),
    sounds: [],
    volume: 100,
    layerOrder: 0,
    tempo: 60,
    videoTransparency: 50,
    videoState: 'on',
    textToSpeechLanguage: null,
  };
  const sprites = spec.sprites.map((s, i) => {
    const map = new BlockMap(`s${i + 1}`);
    s.scripts.forEach((script, k) => {
      map.stack(script, null, { x: 40, y: 40 + k * 320 });
    });
    return {
      isStage: false,
      name: s.name,
      variables: {},
      lists: {},
      broadcasts: {},
      blocks: map.blocks,
      comments: {},
      currentCostume: 0,
      costumes: s.costumes.map(keep),
      sounds: [],
      volume: 100,
      layerOrder: i + 1,
      visible: s.visible ?? true,
      x: s.x ?? 0,
      y: s.y ?? 0,
      size: s.size ?? 100,
      direction: s.direction ?? 90,
      draggable: false,
      rotationStyle: 'all around',
    };
  });
  const project = {
    targets: [stage, ...sprites],
    monitors,
    extensions: spec.extensions ?? [],
    meta: { semver: '3.0.0', vm: '0.2.0', agent: '' },
  };
  return { project, assets };
}

/** Variable field of a data block, referring to the stage variable of that name. */
export function variableField(spec: ProjectSpec, name: string): [string, string] {
  const index = Object.keys(spec.variables ?? {}).indexOf(name);
  if (index < 0) throw new Error(`未定义的变量：${name}`);
  return [name, `var_${index + 1}`];
}

/** The `.sb3` bytes: `project.json` plus every costume, with a fixed timestamp so output is stable. */
export function buildSb3(spec: ProjectSpec): Promise<Buffer> {
  const { project, assets } = projectJson(spec);
  return zipBuffer(
    [
      { name: 'project.json', data: JSON.stringify(project) },
      ...[...assets].map(([name, svg]) => ({ name, data: svg })),
    ],
    new Date('2026-01-01T00:00:00Z'),
  );
}
