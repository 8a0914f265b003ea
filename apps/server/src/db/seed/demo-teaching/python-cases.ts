/** Case projects and homework starters of the demo Python course. */
export interface PythonLesson {
  slug: string;
  name: string;
  intro: string;
  content: string;
  caseCode: string;
  starterCode: string;
}

export const PYTHON_LESSONS: PythonLesson[] = [
  {
    slug: 'hello',
    name: '第1课 你好，Python',
    intro: '认识 print 和 input，让电脑和你打招呼。',
    content:
      '<h3>学习目标</h3><ul><li>会用 <code>print()</code> 输出文字</li><li>会用 <code>input()</code> 读入名字</li></ul>' +
      '<p>运行案例，输入你的名字，看看电脑怎么回答你。</p>',
    caseCode: `# 第1课：你好，Python
name = input("你叫什么名字？")
print("你好，" + name + "！欢迎来到编程世界。")
for i in range(3):
    print("第", i + 1, "次说：加油！")
`,
    starterCode: `# 作业：让电脑问出你的年龄，并算出你明年几岁
age = input("你几岁了？")
# 在下面写出你的代码
`,
  },
  {
    slug: 'turtle',
    name: '第2课 海龟画彩色螺旋',
    intro: '用 turtle 海龟画出一朵彩色螺旋花。',
    content:
      '<h3>学习目标</h3><ul><li>认识 turtle 海龟</li><li>用 for 循环重复画图</li></ul>' +
      '<p>改一改角度 <code>59</code>，看看图案会怎样变化。</p>',
    caseCode: `# 第2课：海龟画彩色螺旋
import turtle

pen = turtle.Turtle()
pen.speed(0)
colors = ["red", "orange", "gold", "green", "blue", "purple"]
for i in range(120):
    pen.pencolor(colors[i % len(colors)])
    pen.forward(i * 2)
    pen.left(59)
turtle.done()
`,
    starterCode: `# 作业：用海龟画一个正方形，再画一个五角星
import turtle

pen = turtle.Turtle()
# 在下面写出你的代码

turtle.done()
`,
  },
  {
    slug: 'guess',
    name: '第3课 猜数字游戏',
    intro: '用 while 循环和 if 判断做一个猜数字小游戏。',
    content:
      '<h3>学习目标</h3><ul><li>用 <code>random</code> 生成随机数</li><li>用 <code>while</code> 和 <code>if</code> 写游戏规则</li></ul>',
    caseCode: `# 第3课：猜数字游戏
import random

secret = random.randint(1, 100)
tries = 0
while True:
    guess = int(input("猜一个 1 到 100 的数："))
    tries += 1
    if guess > secret:
        print("大了！")
    elif guess < secret:
        print("小了！")
    else:
        print("猜对了！你一共猜了", tries, "次")
        break
`,
    starterCode: `# 作业：给猜数字游戏加上次数限制，最多猜 7 次
import random

secret = random.randint(1, 100)
# 在下面写出你的代码
`,
  },
];
