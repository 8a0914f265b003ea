/** Built-in output comparisons. Each answers null when the output is accepted, else a short reason. */

function lines(text: string): string[] {
  const out = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/[ \t]+$/, ''));
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out;
}

/** Ignores trailing spaces on each line and trailing blank lines. */
export function compareDefault(output: string, answer: string): string | null {
  const got = lines(output);
  const want = lines(answer);
  const n = Math.max(got.length, want.length);
  for (let i = 0; i < n; i++) {
    if (got[i] !== want[i]) {
      if (i >= got.length) return `第 ${i + 1} 行：输出过早结束`;
      if (i >= want.length) return `第 ${i + 1} 行：输出多余内容`;
      return `第 ${i + 1} 行不一致`;
    }
  }
  return null;
}

/** Byte for byte. */
export function compareExact(output: string, answer: string): string | null {
  return output === answer ? null : '输出与答案不完全一致';
}

function tokens(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** Token by token; numbers may differ by `epsilon`, absolute or relative. */
export function compareFloat(output: string, answer: string, epsilon: number): string | null {
  const got = tokens(output);
  const want = tokens(answer);
  if (got.length !== want.length) return `输出 ${got.length} 个数据，答案 ${want.length} 个`;
  for (let i = 0; i < want.length; i++) {
    const a = Number(got[i]);
    const b = Number(want[i]);
    if (Number.isFinite(a) && Number.isFinite(b) && /^[-+.\d]/.test(got[i])) {
      const diff = Math.abs(a - b);
      if (diff > epsilon && diff > epsilon * Math.abs(b)) return `第 ${i + 1} 个数据误差过大`;
    } else if (got[i] !== want[i]) return `第 ${i + 1} 个数据不一致`;
  }
  return null;
}
