// biome-ignore-all lint/suspicious/noTemplateCurlyInString: message templates hold ${变量} placeholders on purpose
import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  isHtmlContent,
  messageReceivers,
  parseTemplateData,
  renderTemplate,
  templateParams,
  templateVariables,
} from './message-template.ts';

describe('message templates', () => {
  it('find the plain ${name} variables in order of first use', () => {
    expect(templateVariables('${a}，${b_1} 和 ${a}')).toEqual({ variables: ['a', 'b_1'] });
    expect(templateVariables('没有变量')).toEqual({ variables: [] });
  });

  it('refuse expressions and unclosed placeholders', () => {
    expect(templateVariables('${ex("id")}')).toHaveProperty('problem');
    expect(templateVariables('${user.name}')).toHaveProperty('problem');
    expect(templateVariables('你好 ${name')).toEqual({ problem: '模板内容中有未闭合的占位符“${”' });
  });

  it('render with every variable given, and name unknown or missing ones', () => {
    expect(renderTemplate('${n}共 ${c} 分', { n: '小明', c: 98 })).toEqual({ text: '小明共 98 分' });
    expect(renderTemplate('${n}', { n: '小明', m: 1 })).toEqual({ problem: '模板中没有变量：m' });
    expect(renderTemplate('${n}${m}', { n: '小明' })).toEqual({ problem: '缺少变量的值：m' });
    expect(renderTemplate('${n}', { n: { x: 1 } })).toHaveProperty('problem');
    // A value is inserted as text, never read as another placeholder.
    expect(renderTemplate('${n}', { n: '${m}' })).toEqual({ text: '${m}' });
  });

  it('write values into HTML content as text', () => {
    expect(renderTemplate('<p>${n}</p>', { n: '<b>小明</b> & "你"' }, escapeHtml)).toEqual({
      text: '<p>&lt;b&gt;小明&lt;/b&gt; &amp; &quot;你&quot;</p>',
    });
    expect(isHtmlContent('<p>你好</p>')).toBe(true);
    expect(isHtmlContent('第一行<br/>第二行')).toBe(true);
    expect(isHtmlContent('成绩 <60 分或 >90 分')).toBe(false);
    expect(isHtmlContent('${name}，您好')).toBe(false);
  });

  it('give the variables as text parameters in the order the content uses them', () => {
    expect(templateParams('${b}与${a}，${b}', { a: 1, b: '乙' })).toEqual({ b: '乙', a: '1' });
    expect(Object.keys(templateParams('${b}与${a}', { a: 1, b: 2 }))).toEqual(['b', 'a']);
  });

  it('read test data as a JSON object or its text', () => {
    expect(parseTemplateData('{"a":"1"}')).toEqual({ data: { a: '1' } });
    expect(parseTemplateData({ a: 1 })).toEqual({ data: { a: 1 } });
    expect(parseTemplateData('')).toEqual({ data: {} });
    expect(parseTemplateData('[1]')).toHaveProperty('problem');
    expect(parseTemplateData('{a:')).toHaveProperty('problem');
  });

  it('split receivers on commas, semicolons and spaces, dropping repeats', () => {
    expect(messageReceivers('a, b，c;a\nd')).toEqual(['a', 'b', 'c', 'd']);
  });
});
