import { demoExamId } from './demo-papers.ts';
import type { DemoProblemKey } from './question-builders.ts';

// The judge problems behind the demo's programming questions: small, with test data worked out here.

export interface DemoProblem {
  id: string;
  title: string;
  content: string;
  difficulty: number;
  tags: string[];
  /** One input per test case; the expected output comes from `solve`. */
  inputs: string[];
  solve: (input: string) => string;
  referenceCode: string;
}

const ints = (input: string) => input.trim().split(/\s+/).map(Number);

export const DEMO_PROBLEMS: Record<DemoProblemKey, DemoProblem> = {
  sum: {
    id: demoExamId(4, 1),
    title: '两数之和',
    content:
      '输入两个整数 a 和 b，输出它们的和。\n\n## 输入格式\n一行两个整数 a、b（-10000 ≤ a, b ≤ 10000），用空格隔开。\n\n## 输出格式\n一个整数，表示 a + b。',
    difficulty: 1,
    tags: ['入门', '输入输出'],
    inputs: ['1 2', '10 -3', '0 0', '-10000 -10000', '9999 1', '123 4567'],
    solve: (input) => String(ints(input).reduce((a, b) => a + b, 0)),
    referenceCode:
      '#include <iostream>\nusing namespace std;\nint main() {\n    int a, b;\n    cin >> a >> b;\n    cout << a + b << endl;\n    return 0;\n}\n',
  },
  parity: {
    id: demoExamId(4, 2),
    title: '奇数还是偶数',
    content:
      '输入一个整数 n，如果 n 是偶数输出 even，否则输出 odd。\n\n## 输入格式\n一个整数 n（0 ≤ n ≤ 1000000000）。\n\n## 输出格式\neven 或 odd（小写）。',
    difficulty: 1,
    tags: ['入门', '分支'],
    inputs: ['4', '7', '0', '1', '1000000000', '999999999'],
    solve: (input) => (ints(input)[0]! % 2 === 0 ? 'even' : 'odd'),
    referenceCode:
      '#include <iostream>\nusing namespace std;\nint main() {\n    int n;\n    cin >> n;\n    if (n % 2 == 0) cout << "even" << endl;\n    else cout << "odd" << endl;\n    return 0;\n}\n',
  },
  series: {
    id: demoExamId(4, 3),
    title: '从 1 加到 n',
    content:
      '输入一个正整数 n，计算 1 + 2 + 3 + … + n 的值。\n\n## 输入格式\n一个整数 n（1 ≤ n ≤ 10000）。\n\n## 输出格式\n一个整数，表示求和的结果。',
    difficulty: 1,
    tags: ['入门', '循环'],
    inputs: ['1', '4', '10', '100', '9999', '10000'],
    solve: (input) => {
      const n = ints(input)[0]!;
      return String((n * (n + 1)) / 2);
    },
    referenceCode:
      '#include <iostream>\nusing namespace std;\nint main() {\n    int n, s = 0;\n    cin >> n;\n    for (int i = 1; i <= n; i++) s += i;\n    cout << s << endl;\n    return 0;\n}\n',
  },
};
