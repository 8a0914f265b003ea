// The companion's demo articles: what a kids' coding school tells parents about its courses, events
// and ways of learning. Bodies are plain, already-clean HTML.

export interface DemoArticle {
  key: string;
  title: string;
  type: 'course' | 'event' | 'method';
  labels: ('scratch' | 'python' | 'cpp' | 'trial' | 'contest')[];
  cities: ('beijing' | 'shanghai' | 'hangzhou')[];
  /** '1' published, '0' draft, '2' offline. */
  status: '0' | '1' | '2';
  isTop?: boolean;
  /** Days before the seed's `now`. */
  daysAgo: number;
  summary: string;
  content: string;
}

export const DEMO_ARTICLES: DemoArticle[] = [
  {
    key: 'scratch-intro',
    title: 'Scratch 启蒙课：让 7 岁孩子用积木讲出自己的故事',
    type: 'course',
    labels: ['scratch', 'trial'],
    cities: [],
    status: '1',
    isTop: true,
    daysAgo: 2,
    summary: '不用认识很多字，拖动彩色积木就能让角色动起来。16 节课带孩子做出会动的贺卡、小游戏和动画短片。',
    content: `<h2>适合谁</h2>
<p>Scratch 启蒙课面向 6～9 岁、第一次接触编程的孩子。课程不要求识字量，所有指令都是彩色积木，拖到一起就能运行。</p>
<h2>学什么</h2>
<ul>
<li>第 1～4 课：认识舞台和角色，让小猫走路、转身、说话；</li>
<li>第 5～8 课：用“重复执行”和“如果……那么”做出会躲避障碍的小鱼；</li>
<li>第 9～12 课：变量与计分，完成一个接苹果小游戏；</li>
<li>第 13～16 课：自己设计剧情，做一部一分钟的动画短片，在结课展示会上播放。</li>
</ul>
<h2>孩子会收获什么</h2>
<p>比起记住某个积木，更重要的是学会把一件大事拆成几个小步骤，一步步验证。很多家长反馈，孩子做完接苹果游戏后，开始主动给游戏“加难度”，这正是计算思维的起点。</p>
<p>每节课 60 分钟，小班 6 人，课后作品会同步到学习中心，家长随时可以查看和分享。</p>`,
  },
  {
    key: 'python-course',
    title: 'Python 入门：从画一只海龟到写出第一个小程序',
    type: 'course',
    labels: ['python'],
    cities: [],
    status: '1',
    daysAgo: 5,
    summary: '面向 10 岁以上的孩子，用海龟绘图理解循环与函数，再过渡到文字游戏和数据小实验。',
    content: `<p>当孩子已经能熟练使用 Scratch，常常会问：“真正的程序员写的代码是什么样的？”Python 是从积木走向文字代码最平缓的一步。</p>
<h2>课程安排</h2>
<ol>
<li><strong>海龟绘图</strong>：用 <code>forward</code> 和 <code>left</code> 画出正方形、五角星和螺旋花，直观理解循环；</li>
<li><strong>函数与参数</strong>：把“画一朵花”封装成函数，一行代码画出整片花园；</li>
<li><strong>文字小游戏</strong>：猜数字、成语接龙，学会输入、判断和随机数；</li>
<li><strong>数据小实验</strong>：统计班级同学最喜欢的水果并画成柱状图。</li>
</ol>
<p>课程全部在浏览器里完成，不需要在家安装软件。每个单元结束有一道在线编程题，系统会自动判题，孩子能立刻看到自己的代码是否正确。</p>`,
  },
  {
    key: 'cpp-course',
    title: 'C++ 信息学启航班：为编程竞赛打好基础',
    type: 'course',
    labels: ['cpp', 'contest'],
    cities: ['beijing', 'shanghai'],
    status: '1',
    daysAgo: 9,
    summary: '适合小学高年级和初中学生。系统学习 C++ 语法与基础算法，每周一次在线模拟赛。',
    content: `<p>信息学竞赛考查的不只是写代码，更是分析问题、设计算法的能力。启航班帮助有兴趣的孩子把基础打扎实。</p>
<h2>教学内容</h2>
<ul>
<li>C++ 基本语法：变量、分支、循环、数组与字符串；</li>
<li>基础算法：枚举、模拟、排序、二分查找、简单递归；</li>
<li>解题习惯：读题、举例、写思路、再写代码，学会用样例和边界数据自查。</li>
</ul>
<h2>上课方式</h2>
<p>每周两次课，一次讲授一次练习。平台的在线评测会给出每道题的运行结果和用时，老师根据提交记录逐个讲评。每月最后一周有一场模拟赛，帮助孩子熟悉比赛节奏。</p>`,
  },
  {
    key: 'summer-camp',
    title: '暑期编程夏令营报名开始：五天做出一款自己的游戏',
    type: 'event',
    labels: ['scratch', 'python'],
    cities: ['beijing'],
    status: '1',
    daysAgo: 1,
    summary: '7 月 14 日至 18 日，每天半天，Scratch 组和 Python 组分班进行，最后一天举办作品发布会。',
    content: `<p>今年的暑期夏令营将在 <strong>7 月 14 日至 18 日</strong>举行，每天上午 9:00～12:00。</p>
<h2>分组</h2>
<ul>
<li><strong>Scratch 组</strong>（7～9 岁）：设计一款横版闯关游戏，画角色、做关卡、配音效；</li>
<li><strong>Python 组</strong>（10～13 岁）：用 Python 写一个文字冒险游戏，加入存档和排行榜。</li>
</ul>
<h2>发布会</h2>
<p>最后一天下午，孩子们将向家长展示自己的游戏，并请爸爸妈妈现场试玩。优秀作品会收录到平台的作品广场。</p>
<p>每组限 12 人，报满即止。可以在小程序首页点击“预约试听”联系老师。</p>`,
  },
  {
    key: 'contest-news',
    title: '喜报：我校 12 名学员在青少年编程挑战赛中获奖',
    type: 'event',
    labels: ['contest', 'cpp'],
    cities: [],
    status: '1',
    daysAgo: 14,
    summary: '在刚结束的青少年编程挑战赛中，我校学员获得一等奖 3 项、二等奖 4 项、三等奖 5 项。',
    content: `<p>在刚刚结束的青少年编程挑战赛中，我校共有 26 名学员参赛，12 人获奖：一等奖 3 项、二等奖 4 项、三等奖 5 项。</p>
<p>获奖的同学中，年龄最小的只有 9 岁，她用 Scratch 做的“垃圾分类小能手”游戏获得了评委的一致好评。C++ 组的两位同学在规定时间内完成了全部四道题目。</p>
<p>感谢家长们的支持，也感谢每一位在周末陪伴孩子练习的老师。下一场比赛的集训将在下月开始，欢迎有兴趣的同学报名。</p>`,
  },
  {
    key: 'open-day',
    title: '杭州校区开放日：带孩子来体验一节编程课',
    type: 'event',
    labels: ['trial'],
    cities: ['hangzhou'],
    status: '1',
    daysAgo: 3,
    summary: '本周六杭州校区开放，孩子可免费体验 45 分钟的 Scratch 或 Python 课，家长可旁听。',
    content: `<p>本周六上午 10:00 和下午 14:30，杭州校区举办开放日，每场 45 分钟。</p>
<ul>
<li>6～9 岁的孩子体验 Scratch：让小猫跳一支舞；</li>
<li>10 岁以上的孩子体验 Python：用海龟画一朵花。</li>
</ul>
<p>家长可以在教室后排旁听，课后老师会根据孩子的表现给出学习建议。每场限 10 个家庭，请提前在小程序上预约。</p>`,
  },
  {
    key: 'study-habit',
    title: '孩子学编程，家长可以做的三件小事',
    type: 'method',
    labels: ['scratch', 'python'],
    cities: [],
    status: '1',
    daysAgo: 7,
    summary: '不必懂代码，也能帮上忙：当孩子的第一位用户、问“你是怎么想的”、允许程序出错。',
    content: `<p>很多家长担心自己不懂编程，帮不上孩子。其实，下面三件小事比讲解代码更有用。</p>
<h2>1. 做孩子作品的第一位用户</h2>
<p>孩子做完一个小游戏，最想要的是有人来玩。认真玩一遍，说说哪里好玩、哪里太难，孩子会很有动力继续改进。</p>
<h2>2. 多问“你是怎么想的”</h2>
<p>让孩子讲讲角色为什么这样动、分数是怎么算的。把思路说出来的过程，就是在整理自己的逻辑。</p>
<h2>3. 允许程序出错</h2>
<p>程序出错再正常不过。与其帮孩子找到问题，不如陪他一起想：“它现在做了什么？我们希望它做什么？”学会调试，比一次写对更重要。</p>`,
  },
  {
    key: 'debug-tips',
    title: '程序不听话怎么办？教孩子四步调试法',
    type: 'method',
    labels: ['python', 'cpp'],
    cities: [],
    status: '1',
    daysAgo: 11,
    summary: '读报错、缩小范围、打印中间结果、换个例子再试，四个步骤帮孩子独立解决大部分问题。',
    content: `<p>调试是每个程序员每天都在做的事。我们在课堂上教孩子固定的四个步骤：</p>
<ol>
<li><strong>读报错</strong>：先看提示说了什么、在第几行，不要急着改代码；</li>
<li><strong>缩小范围</strong>：把程序分成几段，确认哪一段之前还是对的；</li>
<li><strong>打印中间结果</strong>：在关键位置输出变量的值，看看和自己想的是否一样；</li>
<li><strong>换个例子</strong>：用最简单的输入再试一次，再试试边界情况，比如 0、负数和很大的数。</li>
</ol>
<p>坚持用这四步，孩子会慢慢从“程序坏了，老师快来”变成“我知道问题在哪了”。</p>`,
  },
  {
    key: 'winter-plan',
    title: '寒假课程安排（编辑中）',
    type: 'course',
    labels: ['scratch'],
    cities: [],
    status: '0',
    daysAgo: 0,
    summary: '寒假课程的时间与班型正在确定中。',
    content: '<p>寒假课程的时间与班型正在确定中，确定后将第一时间通知各位家长。</p>',
  },
  {
    key: 'old-promo',
    title: '春季班优惠活动（已结束）',
    type: 'event',
    labels: ['trial'],
    cities: [],
    status: '2',
    daysAgo: 120,
    summary: '春季班报名优惠活动已结束。',
    content: '<p>春季班报名优惠活动已经结束，感谢各位家长的关注。</p>',
  },
];
