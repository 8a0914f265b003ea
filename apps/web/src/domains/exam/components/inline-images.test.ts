import { describe, expect, it } from 'vitest';
import { protectInlineImages, restoreInlineImages } from './inline-images.ts';

describe('inline images', () => {
  it('swaps raster data pictures for placeholders and back', () => {
    const html =
      '<p>看图<img src="data:image/png;base64,iVBOR w0K=" alt="a"><img src=\'data:image/jpeg;base64,/9j/\'></p>';
    const guarded = protectInlineImages(html);
    expect(guarded.html).toBe(
      '<p>看图<img src="/ck-inline-image/0" alt="a"><img src="/ck-inline-image/1"></p>',
    );
    expect(guarded.images).toEqual(['data:image/png;base64,iVBORw0K=', 'data:image/jpeg;base64,/9j/']);
    expect(restoreInlineImages(guarded.html, guarded.images)).toBe(
      '<p>看图<img src="data:image/png;base64,iVBORw0K=" alt="a"><img src="data:image/jpeg;base64,/9j/"></p>',
    );
  });

  it('leaves SVG and other data addresses to the sanitiser', () => {
    const html = '<img src="data:image/svg+xml;base64,PHN2Zz4="><a href="data:text/html;base64,PHA+">x</a>';
    expect(protectInlineImages(html)).toEqual({ html, images: [] });
  });

  it('empties a placeholder that has no picture behind it', () => {
    expect(restoreInlineImages('<img src="/ck-inline-image/3">', [])).toBe('<img src="">');
  });
});
