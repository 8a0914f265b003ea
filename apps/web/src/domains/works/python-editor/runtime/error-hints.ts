import type { RunError } from './protocol.ts';

/** The last line of a traceback: `NameError: name 'x' is not defined`. */
function lastLine(text: string) {
  const lines = text.trim().split('\n');
  return lines[lines.length - 1] ?? '';
}

/**
 * A hint in Chinese for the errors children meet most, pointing at their line; null for others.
 */
export function errorHint(error: RunError): string | null {
  const where = error.line ? `第 ${error.line} 行` : '程序里';
  const message = lastLine(error.text);
  switch (error.kind) {
    case 'NameError': {
      const name = /name '([^']+)' is not defined/.exec(message)?.[1];
      return name
        ? `${where}用到了名字「${name}」，但它还没有定义：检查拼写和大小写，或者先给它赋值。`
        : `${where}用到了还没有定义的名字：检查拼写和大小写。`;
    }
    case 'IndentationError':
    case 'TabError':
      return `${where}的缩进不对：同一层的代码要对齐，冒号后面的代码要多缩进 4 个空格。`;
    case 'SyntaxError':
      if (/unterminated string|EOL while scanning/i.test(message))
        return `${where}的引号没有配对：字符串两边都要有引号。`;
      if (/was never closed|unmatched|does not match/i.test(message))
        return `${where}附近的括号没有配对：数一数左右括号是不是一样多。`;
      if (/expected ':'/i.test(message)) return `${where}的 if、for、while、def 这一行末尾要加英文冒号“:”。`;
      if (/invalid character/i.test(message))
        return `${where}有中文标点（比如中文的括号、引号、逗号），请换成英文标点。`;
      return `${where}的写法不符合 Python 语法：检查冒号、括号、引号和英文标点。`;
    case 'TypeError':
      if (/can only concatenate str|unsupported operand type.*'str'|must be str, not int/.test(message))
        return `${where}把文字和数字直接加在一起了：用 str() 把数字变成文字，或用 int() 把文字变成数字。`;
      return `${where}的数据类型用错了：比如 input() 得到的是文字，要计算时先用 int() 转换。`;
    case 'ZeroDivisionError':
      return `${where}除以了 0：除数不能是 0。`;
    case 'ValueError':
      if (/invalid literal for int/.test(message))
        return `${where}想把不是整数的文字变成整数：输入时只输入数字。`;
      return null;
    case 'IndexError':
      return `${where}的下标超出了列表的范围：列表的下标从 0 开始。`;
    case 'KeyboardInterrupt':
      return null;
    default:
      return null;
  }
}
