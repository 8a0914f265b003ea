import { describe, expect, it } from 'vitest';
import { htmlExcerpt, htmlToText } from './html-excerpt.ts';

describe('htmlToText', () => {
  it('removes tags and keeps inline words together', () => {
    expect(htmlToText('<p>编程<strong>课程</strong>开始报名</p>')).toBe('编程课程开始报名');
  });

  it('separates paragraphs, list items and line breaks with one space', () => {
    expect(htmlToText('<h2>标题</h2><p>第一段<br>第二行</p><ul><li>甲</li><li>乙</li></ul>')).toBe(
      '标题 第一段 第二行 甲 乙',
    );
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(htmlToText('<style>p{color:red}</style><p>正文</p><script>alert(1)</script><!-- x -->')).toBe(
      '正文',
    );
  });

  it('decodes named and numeric entities once', () => {
    expect(htmlToText('<p>a &lt;b&gt; &amp;amp; &#20013;&#x6587;&nbsp;!</p>')).toBe('a <b> &amp; 中文 !');
  });

  it('leaves unknown entities as they are', () => {
    expect(htmlToText('&foo; &#0;')).toBe('&foo; &#0;');
  });
});

describe('htmlExcerpt', () => {
  it('cuts long text with an ellipsis', () => {
    expect(htmlExcerpt(`<p>${'字'.repeat(50)}</p>`, 10)).toBe(`${'字'.repeat(10)}...`);
  });

  it('keeps short text whole', () => {
    expect(htmlExcerpt('<p><b>短</b>文</p>')).toBe('短文');
  });
});
