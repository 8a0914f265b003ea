import {
  bounce,
  colorBy,
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
} from '../demo-teaching/blocks.ts';
import type { ProjectSpec } from '../demo-teaching/sb3-builder.ts';
import { variableField } from '../demo-teaching/sb3-builder.ts';
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
} from '../demo-teaching/scratch-art.ts';

// The demo students' own projects: each is a lesson's case made a little their own (new lines,
// more sprites, other numbers), so the gallery shows real, runnable, different works.

/** A cat that walks across the meadow, says its lines and dances at the end. */
export function walkingCatOf(lines: string[], steps: number, dance: number): ProjectSpec {
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
            repeat(dance, [turn(15), next, wait(0.1), turn(-15), next, wait(0.1)]),
          ],
        ],
      },
    ],
  };
}

/** Bouncing balls on the court, each with its own direction and speed. */
export function ballsOf(balls: { x: number; y: number; direction: number; speed: number }[]): ProjectSpec {
  return {
    backdrops: [courtBackdrop],
    sprites: balls.map((b, i) => ({
      name: `彩球${i + 1}`,
      costumes: [ballCostume],
      x: b.x,
      y: b.y,
      scripts: [
        [
          flag,
          goto(b.x, b.y),
          point(b.direction),
          { op: 'looks_cleargraphiceffects' },
          forever([move(b.speed), bounce, colorBy(5 + i * 10)]),
        ],
      ],
    })),
  };
}

/** A flower of `petals` shapes of `sides` sides, turned a little each time. */
export function flowerOf(sides: number, petals: number, length: number, hex: string): ProjectSpec {
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
              penShift(4),
            ]),
            { op: 'pen_penUp' },
          ],
        ],
      },
    ],
  };
}

/** Catch the apple, with a speed the author chose and a cheer every ten points. */
export function appleGameOf(speed: number, cheer: string): ProjectSpec {
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
                  ifThen(
                    {
                      op: 'operator_equals',
                      inputs: {
                        OPERAND1: {
                          op: 'operator_mod',
                          inputs: { NUM1: { op: 'data_variable', fields: { VARIABLE: score } }, NUM2: 10 },
                        },
                        OPERAND2: 0,
                      },
                    },
                    [{ op: 'looks_sayforsecs', inputs: { MESSAGE: cheer, SECS: 1 } }],
                  ),
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

/** Python programs the demo students wrote. */
export const PYTHON_WORKS = {
  hello: `# 你好，我是赵一鸣
name = input("你叫什么名字？")
age = int(input("你几岁了？"))
print("你好，" + name + "！")
print("明年你就", age + 1, "岁啦！")
for i in range(3):
    print("一起加油！" * (i + 1))
`,
  greet: `# 打招呼程序
name = input("请输入你的名字：")
print("你好呀，" + name)
age = input("你几岁了？")
print(name + "明年", int(age) + 1, "岁")
`,
  star: `# 海龟画星星
import turtle

pen = turtle.Turtle()
pen.speed(0)
colors = ["red", "orange", "gold", "green", "blue", "purple"]
for n in range(6):
    pen.pencolor(colors[n])
    for i in range(5):
        pen.forward(120)
        pen.right(144)
    pen.right(60)
turtle.done()
`,
  guess: `# 猜数字游戏（最多 7 次）
import random

secret = random.randint(1, 100)
for tries in range(1, 8):
    guess = int(input("第" + str(tries) + "次，猜一个 1 到 100 的数："))
    if guess > secret:
        print("大了！")
    elif guess < secret:
        print("小了！")
    else:
        print("猜对了！你用了", tries, "次")
        break
else:
    print("7 次都没猜中，答案是", secret)
`,
} as const;
