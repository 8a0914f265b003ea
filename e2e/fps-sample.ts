/** Test data of the one-problem FPS file below: distinctive numbers to find again in an export. */
export const FPS_CASES = [
  { input: '20240 17\n', output: '20223\n' },
  { input: '-8 -13\n', output: '5\n' },
];
export const FPS_SAMPLE = { input: '5 3', output: '2' };

const SOLUTION =
  '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a-b<<"\\n";return 0;}\n';

/** A HUSTOJ-style FPS 1.2 file with one problem: 1 s / 128 MB, one sample, two cases, a C++ solution. */
export function fpsOneProblem(title: string): string {
  const cases = FPS_CASES.map(
    (c) =>
      `<test_input><![CDATA[${c.input}]]></test_input>\n<test_output><![CDATA[${c.output}]]></test_output>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<fps version="1.2" url="https://github.com/zhblue/freeproblemset/">
<generator name="HUSTOJ" url="https://github.com/zhblue/hustoj/"/>
<item>
<title><![CDATA[${title}]]></title>
<time_limit unit="s"><![CDATA[1]]></time_limit>
<memory_limit unit="mb"><![CDATA[128]]></memory_limit>
<description><![CDATA[<p>输入两个整数 a 和 b，输出 <b>a 减 b</b> 的差。</p>]]></description>
<input><![CDATA[<p>一行两个整数 a, b。</p>]]></input>
<output><![CDATA[<p>一个整数。</p>]]></output>
<sample_input><![CDATA[${FPS_SAMPLE.input}
]]></sample_input>
<sample_output><![CDATA[${FPS_SAMPLE.output}
]]></sample_output>
${cases}
<hint></hint>
<source><![CDATA[入门]]></source>
<solution language="C++"><![CDATA[${SOLUTION}]]></solution>
</item>
</fps>
`;
}
