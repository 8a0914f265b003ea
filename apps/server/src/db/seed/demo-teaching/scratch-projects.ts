import { flag, forever, goto, ifThen, move, random, repeat, say, wait } from './blocks.ts';
import type { ProjectSpec } from './sb3-builder.ts';
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

/** 第 1 课：小猫走路并说"你好"。 */
export const walkingCat: ProjectSpec = {
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
          { op: 'motion_pointindirection', inputs: { DIRECTION: 90 } },
          say('你好！', 2),
          repeat(20, [move(12), { op: 'looks_nextcostume' }, wait(0.1)]),
          say('我会走路啦！', 2),
        ],
      ],
    },
  ],
};

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

/** 第 3 课：用画笔扩展画出彩色旋转花。 */
export const penFlower: ProjectSpec = {
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
          { op: 'motion_pointindirection', inputs: { DIRECTION: 90 } },
          { op: 'pen_setPenColorToColor', inputs: { COLOR: { color: '#ff6600' } } },
          { op: 'pen_setPenSizeTo', inputs: { SIZE: 2 } },
          { op: 'pen_penDown' },
          repeat(36, [
            repeat(4, [move(110), { op: 'motion_turnright', inputs: { DEGREES: 90 } }]),
            { op: 'motion_turnright', inputs: { DEGREES: 10 } },
            {
              op: 'pen_changePenColorParamBy',
              inputs: {
                COLOR_PARAM: { menu: { op: 'pen_menu_colorParam', fields: { colorParam: ['color', null] } } },
                VALUE: 3,
              },
            },
            wait(0.02),
          ]),
          { op: 'pen_penUp' },
        ],
      ],
    },
  ],
};

const appleGame: ProjectSpec = {
  backdrops: [orchardBackdrop],
  variables: { 得分: 0 },
  sprites: [],
};
const score = variableField(appleGame, '得分');
const backToTop = goto(random(-200, 200), 170);

/** 第 4 课：接苹果小游戏——移动鼠标让篮子接住落下的苹果。 */
export const catchTheApple: ProjectSpec = {
  ...appleGame,
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
          backToTop,
          forever([
            { op: 'motion_changeyby', inputs: { DY: -6 } },
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
              [{ op: 'data_changevariableby', inputs: { VALUE: 1 }, fields: { VARIABLE: score } }, backToTop],
            ),
            ifThen({ op: 'operator_lt', inputs: { OPERAND1: { op: 'motion_yposition' }, OPERAND2: -170 } }, [
              backToTop,
            ]),
          ]),
        ],
      ],
    },
  ],
};

/** 作业起点：只有小猫和"当绿旗被点击"，学生自己把故事编下去。 */
export const homeworkStarter: ProjectSpec = {
  backdrops: [meadowBackdrop],
  sprites: [
    { name: '小猫', costumes: catCostumes, x: -160, y: -70, scripts: [[flag, say('轮到你啦！', 2)]] },
  ],
};
