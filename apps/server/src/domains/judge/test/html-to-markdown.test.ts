import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from '../html-to-markdown.ts';

// The shape KaTeX renders to: a MathML copy with the TeX as annotation, and an HTML copy.
const katex = (tex: string, shown: string, display = false) => {
  const inner = `<span class="katex"><span class="katex-mathml"><math xmlns="http://www.w3.org/1998/Math/MathML"${display ? ' display="block"' : ''}><semantics><mrow><mi>${shown}</mi></mrow><annotation encoding="application/x-tex">${tex}</annotation></semantics></math></span><span class="katex-html" aria-hidden="true"><span class="base"><span class="strut" style="height:1em;"></span><span class="mord mathnormal">${shown}</span></span></span></span>`;
  return display ? `<span class="katex-display">${inner}</span>` : inner;
};

describe('pre-rendered maths', () => {
  it('keeps the TeX of KaTeX formulas once and drops the rendered copies', () => {
    const html = `<p>有 ${katex('n', 'n')} 个活动，集合 ${katex('E=\\{1,2,..,n\\}', 'E={1,2,..,n}')}。</p><p>答案：</p>${katex('\\sum_{i=1}^{n} a_i', '∑ai', true)}<p>完。</p>`;
    expect(htmlToMarkdown(html)).toBe(
      '有 $n$ 个活动，集合 $E=\\{1,2,..,n\\}$。\n\n答案：\n\n$$\\sum_{i=1}^{n} a_i$$\n\n完。',
    );
  });

  it('keeps one readable copy of a KaTeX formula without its source', () => {
    const html =
      '<p>长度 <span class="katex"><span class="katex-mathml"><math><mi>L</mi></math></span><span class="katex-html" aria-hidden="true"><span class="mord">L</span></span></span> 米</p>';
    expect(htmlToMarkdown(html)).toBe('长度 L 米');
  });

  it('keeps MathJax 2 sources and drops its output, previews and assistive copies', () => {
    const html =
      '<p>求 <span class="MathJax_Preview" style="color: inherit;"></span><span class="MathJax" id="MathJax-Element-1-Frame" tabindex="0"><nobr><span class="math"><span class="mi">a</span><span class="mo">+</span><span class="mi">b</span></span></nobr><span class="MJX_Assistive_MathML"><math><mi>a</mi><mo>+</mo><mi>b</mi></math></span></span><script type="math/tex" id="MathJax-Element-1">a+b</script> 的值。</p><div class="MathJax_Display"><span class="MathJax">x²</span></div><script type="math/tex; mode=display">x^2 \\le 10^9</script>';
    expect(htmlToMarkdown(html)).toBe('求 $a+b$ 的值。\n\n$$x^2 \\le 10^9$$');
  });

  it('takes MathJax 3 and bare MathML formulas from their annotation or their text', () => {
    const withTex =
      '<p>设 <mjx-container class="MathJax CtxtMenu_Attached_0" jax="CHTML"><mjx-math><mjx-mi>k</mjx-mi></mjx-math><mjx-assistive-mml><math><semantics><mi>k</mi><annotation encoding="application/x-tex">k</annotation></semantics></math></mjx-assistive-mml></mjx-container> 为常数</p>';
    expect(htmlToMarkdown(withTex)).toBe('设 $k$ 为常数');
    const plain =
      '<p>设 <mjx-container jax="SVG"><svg><g><text>k</text></g></svg><mjx-assistive-mml><math><mi>k</mi></math></mjx-assistive-mml></mjx-container> 为常数</p>';
    expect(htmlToMarkdown(plain)).toBe('设 k 为常数');
  });

  it('leaves other scripts and ordinary text alone', () => {
    expect(htmlToMarkdown('<p>a<script>alert(1)</script> $x$ <span class="mathnormal">b</span></p>')).toBe(
      'a $x$ b',
    );
  });
});
