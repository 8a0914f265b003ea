import {
  flag,
  forever,
  goto,
  ifThen,
  move,
  next,
  penColor,
  penShift,
  point,
  random,
  repeat,
  say,
  turn,
  wait,
} from './blocks.ts';
import type { Block, ProjectSpec } from './sb3-builder.ts';
import { variableField } from './sb3-builder.ts';
import {
  appleCostume,
  ballCostume,
  basketCostume,
  catCostumes,
  courtBackdrop,
  meadowBackdrop,
  orchardBackdrop,
  paperBackdrop,
  pencilCostume,
} from './scratch-art.ts';

// The four case projects of the demo Scratch course, and the homework starter. Each one does
// something visible when the green flag is clicked.

/**
 * A cat that walks across the meadow saying its lines (the first before it walks, the others after)
 * and, when `dance` is given, a dance repeated that many times (a block even for 0) at the end.
 */
export function walkingCatOf(lines: string[], steps: number, dance?: number): ProjectSpec {
  return {
    backdrops: [meadowBackdrop],
    sprites: [
      {
        name: '小猫',
        costumes: catCostumes,
        x: -160,
        y: -70,
        scripts: [
          [
            flag,
            goto(-160, -70),
            point(90),
            say(lines[0], 2),
            repeat(20, [move(steps), next, wait(0.1)]),
            ...lines.slice(1).map((l) => say(l, 2)),
            ...(dance === undefined
              ? []
              : [repeat(dance, [turn(15), next, wait(0.1), turn(-15), next, wait(0.1)])]),
          ],
        ],
      },
    ],
  };
}

/** 第 1 课：小猫走路并说"你好"。 */
export const walkingCat = walkingCatOf(['你好！', '我会走路啦！'], 12);

/** 第 2 课：在球场里不停反弹并变色的彩球。 */
export const bouncingBall: ProjectSpec = {
  backdrops: [courtBackdrop],
  sprites: [
    {
      name: '彩球',
      costumes: [ballCostume],
      scripts: [
        [
          flag,
          goto(0, 0),
          { op: 'motion_pointindirection', inputs: { DIRECTION: 45 } },
          { op: 'looks_cleargraphiceffects' },
          forever([
            move(8),
            { op: 'motion_ifonedgebounce' },
            { op: 'looks_changeeffectby', inputs: { CHANGE: 5 }, fields: { EFFECT: ['COLOR', null] } },
          ]),
        ],
      ],
    },
  ],
};

/**
 * A flower of `petals` shapes of `sides` sides, turned a little each time; the pen's colour moves on
 * by `shift` after each shape, and with `pause` the drawing waits that long between shapes.
 */
export function flowerOf(
  sides: number,
  petals: number,
  length: number,
  hex: string,
  { shift = 4, pause }: { shift?: number; pause?: number } = {},
): ProjectSpec {
  return {
    backdrops: [paperBackdrop],
    extensions: ['pen'],
    sprites: [
      {
        name: '画笔',
        costumes: [pencilCostume],
        scripts: [
          [
            flag,
            { op: 'pen_clear' },
            { op: 'pen_penUp' },
            goto(0, 0),
            point(90),
            penColor(hex),
            { op: 'pen_setPenSizeTo', inputs: { SIZE: 2 } },
            { op: 'pen_penDown' },
            repeat(petals, [
              repeat(sides, [move(length), turn(360 / sides)]),
              turn(360 / petals),
              penShift(shift),
              ...(pause === undefined ? [] : [wait(pause)]),
            ]),
            { op: 'pen_penUp' },
          ],
        ],
      },
    ],
  };
}

/** 第 3 课：用画笔扩展画出彩色旋转花。 */
export const penFlower = flowerOf(4, 36, 110, '#ff6600', { shift: 3, pause: 0.02 });

/**
 * Catch the apple: the mouse moves the basket, an apple falls `speed` steps a frame and comes back to
 * the top when caught (a point, then `onCatch(score)`) or missed.
 */
export function appleGame(
  speed: number,
  onCatch: (score: [string, string]) => Block[] = () => [],
): ProjectSpec {
  const base: ProjectSpec = { backdrops: [orchardBackdrop], variables: { 得分: 0 }, sprites: [] };
  const score = variableField(base, '得分');
  const toTop = goto(random(-200, 200), 170);
  return {
    ...base,
    sprites: [
      {
        name: '篮子',
        costumes: [basketCostume],
        y: -140,
        scripts: [
          [flag, goto(0, -140), forever([{ op: 'motion_setx', inputs: { X: { op: 'sensing_mousex' } } }])],
        ],
      },
      {
        name: '苹果',
        costumes: [appleCostume],
        y: 170,
        scripts: [
          [
            flag,
            { op: 'data_setvariableto', inputs: { VALUE: '0' }, fields: { VARIABLE: score } },
            toTop,
            forever([
              { op: 'motion_changeyby', inputs: { DY: -speed } },
              ifThen(
                {
                  op: 'sensing_touchingobject',
                  inputs: {
                    TOUCHINGOBJECTMENU: {
                      menu: {
                        op: 'sensing_touchingobjectmenu',
                        fields: { TOUCHINGOBJECTMENU: ['篮子', null] },
                      },
                    },
                  },
                },
                [
                  { op: 'data_changevariableby', inputs: { VALUE: 1 }, fields: { VARIABLE: score } },
                  ...onCatch(score),
                  toTop,
                ],
              ),
              ifThen(
                { op: 'operator_lt', inputs: { OPERAND1: { op: 'motion_yposition' }, OPERAND2: -170 } },
                [toTop],
              ),
            ]),
          ],
        ],
      },
    ],
  };
}

/** 第 4 课：接苹果小游戏——移动鼠标让篮子接住落下的苹果。 */
export const catchTheApple = appleGame(6);

/** 作业起点：只有小猫和"当绿旗被点击"，学生自己把故事编下去。 */
export const homeworkStarter: ProjectSpec = {
  backdrops: [meadowBackdrop],
  sprites: [
    { name: '小猫', costumes: catCostumes, x: -160, y: -70, scripts: [[flag, say('轮到你啦！', 2)]] },
  ],
};
