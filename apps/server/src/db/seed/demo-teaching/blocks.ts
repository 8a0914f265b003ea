import type { Block } from './sb3-builder.ts';

// Small builders of Scratch blocks the demo projects are written with.

export const flag: Block = { op: 'event_whenflagclicked' };
export const goto = (x: number | Block, y: number | Block): Block => ({
  op: 'motion_gotoxy',
  inputs: { X: x, Y: y },
});
export const move = (steps: number): Block => ({ op: 'motion_movesteps', inputs: { STEPS: steps } });
export const turn = (degrees: number): Block => ({ op: 'motion_turnright', inputs: { DEGREES: degrees } });
export const point = (direction: number): Block => ({
  op: 'motion_pointindirection',
  inputs: { DIRECTION: direction },
});
export const wait = (s: number): Block => ({ op: 'control_wait', inputs: { DURATION: s } });
export const say = (text: string, secs: number): Block => ({
  op: 'looks_sayforsecs',
  inputs: { MESSAGE: text, SECS: secs },
});
export const next: Block = { op: 'looks_nextcostume' };
export const bounce: Block = { op: 'motion_ifonedgebounce' };
export const colorBy = (n: number): Block => ({
  op: 'looks_changeeffectby',
  inputs: { CHANGE: n },
  fields: { EFFECT: ['COLOR', null] },
});
export const repeat = (times: number, body: Block[]): Block => ({
  op: 'control_repeat',
  inputs: { TIMES: times },
  stacks: { SUBSTACK: body },
});
export const forever = (body: Block[]): Block => ({ op: 'control_forever', stacks: { SUBSTACK: body } });
export const ifThen = (condition: Block, body: Block[]): Block => ({
  op: 'control_if',
  inputs: { CONDITION: condition },
  stacks: { SUBSTACK: body },
});
export const random = (from: number, to: number): Block => ({
  op: 'operator_random',
  inputs: { FROM: from, TO: to },
});
export const penColor = (hex: string): Block => ({
  op: 'pen_setPenColorToColor',
  inputs: { COLOR: { color: hex } },
});
export const penShift = (n: number): Block => ({
  op: 'pen_changePenColorParamBy',
  inputs: {
    COLOR_PARAM: { menu: { op: 'pen_menu_colorParam', fields: { colorParam: ['color', null] } } },
    VALUE: n,
  },
});
