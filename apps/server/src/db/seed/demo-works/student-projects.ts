import { bounce, colorBy, flag, forever, goto, ifThen, move, point } from '../demo-teaching/blocks.ts';
import type { ProjectSpec } from '../demo-teaching/sb3-builder.ts';
import { ballCostume, courtBackdrop } from '../demo-teaching/scratch-art.ts';
import { appleGame } from '../demo-teaching/scratch-projects.ts';

// The demo students' own projects: each is a lesson's case made a little their own (new lines,
// more sprites, other numbers), so the gallery shows real, runnable, different works.

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

/** Catch the apple, with a speed the author chose and a cheer every ten points. */
export function appleGameOf(speed: number, cheer: string): ProjectSpec {
  return appleGame(speed, (score) => [
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
  ]);
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
