// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { type Katex, renderQuestionHtml } from './question-html.tsx';

const drawn: string[] = [];
/** Stands in for KaTeX: shows (escaped, as KaTeX does) what it was asked to draw. */
const katex: Katex = {
  renderToString: (tex, options) => {
    drawn.push(tex);
    const text = tex.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    return `<i class="tex">${text}${options?.displayMode ? ' (display)' : ''}</i>`;
  },
};

describe('renderQuestionHtml', () => {
  it('sanitises and keeps inline pictures', () => {
    const html = renderQuestionHtml(
      '<p onclick="x()">看<img src="data:image/png;base64,AAAA"><script>alert(1)</script></p>',
    );
    expect(html).toBe('<p>看<img src="data:image/png;base64,AAAA"></p>');
  });

  it('draws formulas in text but never in code', () => {
    const html = renderQuestionHtml(
      '<p>求 $x^2$ 与</p><p>$$\\frac{1}{2}$$</p><pre><code>print("$a$")</code></pre><p>a <code>$b$</code></p>',
      { katex },
    );
    expect(html).toBe(
      '<p>求 <span class="ck-math"><i class="tex">x^2</i></span> 与</p>' +
        '<p><span class="ck-math ck-math-display"><i class="tex">\\frac{1}{2} (display)</i></span></p>' +
        '<pre><code>print("$a$")</code></pre><p>a <code>$b$</code></p>',
    );
  });

  it('leaves formulas as typed until KaTeX is at hand', () => {
    expect(renderQuestionHtml('<p>$x$</p>')).toBe('<p>$x$</p>');
  });

  it('numbers the blanks of a stem in order, outside code', () => {
    const html = renderQuestionHtml('<p>a ____ b</p><pre>x = ____</pre><p><b>______</b> $y$</p>', {
      blanks: true,
      katex,
    });
    expect(html).toBe(
      '<p>a <span class="ck-blank">（1）</span> b</p><pre>x = ____</pre>' +
        '<p><b><span class="ck-blank">（2）</span></b> <span class="ck-math"><i class="tex">y</i></span></p>',
    );
  });

  it('treats formula text as text, not markup', () => {
    drawn.length = 0;
    const html = renderQuestionHtml('<p>$a&lt;b$ 和 &lt;img src=x onerror=alert(1)&gt;</p>', { katex });
    expect(drawn).toEqual(['a<b']);
    expect(html).toBe(
      '<p><span class="ck-math"><i class="tex">a&lt;b</i></span> 和 &lt;img src=x onerror=alert(1)&gt;</p>',
    );
  });
});
