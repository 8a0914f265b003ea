import { demoExamId } from './demo-papers.ts';
import type { DemoProblem } from './demo-problems.ts';

// Five classic practice problems (arrays and strings) the team wrote for the practice area, after the
// three problems behind the demo exam (ids 4001-4003, which papers and contests refer to). Test data is
// drawn from a fixed seed, so every machine seeds exactly the same files; `solve` is the TypeScript
// reference that writes the expected outputs, and the C++ / Python solutions are proved against them.

export interface PracticeProblem extends DemoProblem {
  /** The same solution in Python 3 (the C++ one is `referenceCode`). */
  pythonCode: string;
}

/** A small deterministic generator (mulberry32): the same seed gives the same test data everywhere. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** An integer in [lo, hi]. */
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  return { next, int };
}

const lines = (input: string) => input.split('\n');
const numbers = (line: string | undefined) => (line ?? '').trim().split(/\s+/).filter(Boolean).map(Number);
/** An array problem's input: `n` on the first line, the values on the second. */
const arrayInput = (values: number[]) => `${values.length}\n${values.join(' ')}`;
const listOf = (input: string) => numbers(lines(input)[1]);

function randomArrays(seed: number, sizes: number[], lo: number, hi: number): string[] {
  const rnd = seededRandom(seed);
  return sizes.map((n) => arrayInput(Array.from({ length: n }, () => rnd.int(lo, hi))));
}

function randomWord(rnd: ReturnType<typeof seededRandom>, min: number, max: number) {
  return Array.from({ length: rnd.int(min, max) }, () => String.fromCharCode(97 + rnd.int(0, 25))).join('');
}

function palindromeInputs(seed: number): string[] {
  const rnd = seededRandom(seed);
  const half = randomWord(rnd, 50, 50);
  const mirrored = half + [...half].reverse().join('');
  const odd = randomWord(rnd, 20, 20);
  const oddPalindrome = odd + randomWord(rnd, 1, 1) + [...odd].reverse().join('');
  // One letter changed in the middle: not a palindrome any more.
  const broken = `${mirrored.slice(0, 49)}${mirrored[49] === 'a' ? 'b' : 'a'}${mirrored.slice(50)}`;
  return ['level', 'hello', 'a', 'ab', 'abba', mirrored, oddPalindrome, broken, randomWord(rnd, 30, 60)];
}

function sentenceInputs(seed: number): string[] {
  const rnd = seededRandom(seed);
  // Words of 1-8 letters, 1-3 spaces between them, cut to the statement's 200 characters.
  const sentence = (words: number) =>
    Array.from({ length: words }, () => randomWord(rnd, 1, 8))
      .join(' '.repeat(rnd.int(1, 3)))
      .slice(0, 200)
      .trim();
  return [
    'Hello world',
    'I  love   coding',
    'a',
    '  leading and trailing spaces  ',
    sentence(10),
    sentence(25),
    ` ${sentence(1)} `,
    sentence(40),
  ];
}

const MAX_POS_CPP = `#include <iostream>
using namespace std;
int main() {
    int n;
    cin >> n;
    int best = 0, pos = 0;
    for (int i = 1; i <= n; i++) {
        int x;
        cin >> x;
        if (i == 1 || x > best) {
            best = x;
            pos = i;
        }
    }
    cout << best << " " << pos << endl;
    return 0;
}
`;

const MAX_POS_PY = `n = int(input())
a = list(map(int, input().split()))
best = max(a)
print(best, a.index(best) + 1)
`;

const REVERSE_CPP = `#include <iostream>
using namespace std;
int a[105];
int main() {
    int n;
    cin >> n;
    for (int i = 0; i < n; i++) cin >> a[i];
    for (int i = n - 1; i >= 0; i--) {
        cout << a[i];
        if (i > 0) cout << " ";
    }
    cout << endl;
    return 0;
}
`;

const REVERSE_PY = `n = int(input())
a = input().split()
print(" ".join(reversed(a)))
`;

const SCORES_CPP = `#include <cstdio>
int main() {
    int n;
    scanf("%d", &n);
    int high = -1, low = 101, sum = 0;
    for (int i = 0; i < n; i++) {
        int x;
        scanf("%d", &x);
        if (x > high) high = x;
        if (x < low) low = x;
        sum += x;
    }
    printf("%d %d %.2f\\n", high, low, (double)sum / n);
    return 0;
}
`;

const SCORES_PY = `n = int(input())
a = list(map(int, input().split()))
print(max(a), min(a), "%.2f" % (sum(a) / n))
`;

const PALINDROME_CPP = `#include <iostream>
#include <string>
using namespace std;
int main() {
    string s;
    cin >> s;
    bool ok = true;
    for (int i = 0, j = (int)s.size() - 1; i < j; i++, j--)
        if (s[i] != s[j]) ok = false;
    cout << (ok ? "yes" : "no") << endl;
    return 0;
}
`;

const PALINDROME_PY = `s = input().strip()
print("yes" if s == s[::-1] else "no")
`;

const WORDS_CPP = `#include <iostream>
#include <string>
using namespace std;
int main() {
    string word;
    int count = 0;
    while (cin >> word) count++;
    cout << count << endl;
    return 0;
}
`;

const WORDS_PY = `print(len(input().split()))
`;

export const PRACTICE_PROBLEMS: PracticeProblem[] = [
  {
    id: demoExamId(4, 4),
    title: '最大值与位置',
    content:
      '输入 $n$ 个整数，找出其中最大的数，并输出它第一次出现的位置（位置从 1 开始数）。\n\n## 输入格式\n第一行一个整数 $n$（$1 \\le n \\le 100$）。\n\n第二行 $n$ 个整数 $a_1, a_2, \\dots, a_n$（$-1000 \\le a_i \\le 1000$），用空格隔开。\n\n## 输出格式\n一行两个整数：最大值，以及它第一次出现的位置，用空格隔开。\n\n## 提示\n最大值出现多次时，输出最靠前的那个位置。',
    difficulty: 1,
    tags: ['数组', '循环'],
    inputs: [
      arrayInput([3, 9, 2, 9, 1]),
      arrayInput([-7]),
      arrayInput([-5, -3, -8, -3, -10]),
      arrayInput(Array.from({ length: 50 }, () => 42)),
      ...randomArrays(20261101, [10, 30, 100], -1000, 1000),
      arrayInput([...Array.from({ length: 99 }, (_, i) => i - 50), 1000]),
    ],
    solve: (input) => {
      const a = listOf(input);
      const best = Math.max(...a);
      return `${best} ${a.indexOf(best) + 1}`;
    },
    referenceCode: MAX_POS_CPP,
    pythonCode: MAX_POS_PY,
  },
  {
    id: demoExamId(4, 5),
    title: '数组逆序输出',
    content:
      '输入 $n$ 个整数，把它们按输入的相反顺序输出。\n\n## 输入格式\n第一行一个整数 $n$（$1 \\le n \\le 100$）。\n\n第二行 $n$ 个整数（每个数的绝对值不超过 $10^4$），用空格隔开。\n\n## 输出格式\n一行，逆序后的 $n$ 个整数，相邻两个数之间用一个空格隔开。',
    difficulty: 1,
    tags: ['数组'],
    inputs: [
      arrayInput([1, 2, 3, 4, 5]),
      arrayInput([10, -20, 30]),
      arrayInput([7]),
      arrayInput([0, 0, 1]),
      ...randomArrays(20261102, [8, 50, 100], -10000, 10000),
    ],
    solve: (input) => listOf(input).reverse().join(' '),
    referenceCode: REVERSE_CPP,
    pythonCode: REVERSE_PY,
  },
  {
    id: demoExamId(4, 6),
    title: '成绩统计',
    content:
      '老师输入了全班 $n$ 名同学的数学成绩，请统计最高分、最低分和平均分。\n\n平均分 $\\bar{x} = \\dfrac{x_1 + x_2 + \\dots + x_n}{n}$，保留两位小数。\n\n## 输入格式\n第一行一个整数 $n$（$1 \\le n \\le 100$）。\n\n第二行 $n$ 个整数，表示每名同学的成绩（$0 \\le x_i \\le 100$）。\n\n## 输出格式\n一行：最高分、最低分和平均分，用空格隔开，平均分保留两位小数。',
    difficulty: 2,
    tags: ['数组', '循环'],
    inputs: [
      arrayInput([90, 85, 100, 72]),
      arrayInput([60]),
      arrayInput([100, 100, 100]),
      arrayInput([0, 100]),
      arrayInput([1, 2, 2]),
      ...randomArrays(20261103, [10, 45, 100], 0, 100),
    ],
    solve: (input) => {
      const a = listOf(input);
      const sum = a.reduce((s, x) => s + x, 0);
      return `${Math.max(...a)} ${Math.min(...a)} ${(sum / a.length).toFixed(2)}`;
    },
    referenceCode: SCORES_CPP,
    pythonCode: SCORES_PY,
  },
  {
    id: demoExamId(4, 7),
    title: '回文串判断',
    content:
      '正着读和倒着读都一样的字符串叫做**回文串**，例如 `level`、`abba`。输入一个只含小写字母的字符串 $s$，判断它是不是回文串。\n\n## 输入格式\n一行一个字符串 $s$（$1 \\le |s| \\le 100$），只含小写英文字母。\n\n## 输出格式\n是回文串输出 yes，否则输出 no。',
    difficulty: 1,
    tags: ['字符串'],
    inputs: palindromeInputs(20261104),
    solve: (input) => {
      const s = input.trim();
      return s === [...s].reverse().join('') ? 'yes' : 'no';
    },
    referenceCode: PALINDROME_CPP,
    pythonCode: PALINDROME_PY,
  },
  {
    id: demoExamId(4, 8),
    title: '统计单词个数',
    content:
      '输入一行英文，单词由英文字母组成，单词之间用一个或多个空格隔开，行首和行尾也可能有空格。请统计这一行有多少个单词。\n\n## 输入格式\n一行英文，长度 $L$ 满足 $1 \\le L \\le 200$，至少含有一个单词。\n\n## 输出格式\n一个整数，表示单词的个数。',
    difficulty: 2,
    tags: ['字符串'],
    inputs: sentenceInputs(20261105),
    solve: (input) => String(input.trim().split(/\s+/).filter(Boolean).length),
    referenceCode: WORDS_CPP,
    pythonCode: WORDS_PY,
  },
];
