/**
 * Pictures pasted into a stem or an option are stored inline as `data:image/...;base64` (the server's
 * sanitiser keeps them), but the browser's allow-list sanitiser only lets same-site and http(s)
 * addresses through. Around sanitising, each inline raster picture becomes a same-site placeholder
 * address and comes back afterwards; anything else (SVG, other data URLs) is left to the sanitiser,
 * which drops it.
 */

const PLACEHOLDER = '/ck-inline-image/';
const DATA_SRC = /\bsrc\s*=\s*(["'])\s*(data:image\/(?:png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=\s]+?)\s*\1/gi;
const PLACEHOLDER_SRC = /\bsrc="\/ck-inline-image\/(\d+)"/g;

export interface ProtectedHtml {
  html: string;
  images: string[];
}

/** Replaces inline raster pictures by numbered placeholders. */
export function protectInlineImages(html: string): ProtectedHtml {
  const images: string[] = [];
  const replaced = html.replace(DATA_SRC, (_whole, _quote: string, data: string) => {
    images.push(data.replace(/\s+/g, ''));
    return `src="${PLACEHOLDER}${images.length - 1}"`;
  });
  return { html: replaced, images };
}

/** Puts the pictures back into sanitised HTML; a placeholder without a picture loses its address. */
export function restoreInlineImages(html: string, images: readonly string[]): string {
  return html.replace(PLACEHOLDER_SRC, (_whole, n: string) => {
    const data = images[Number(n)];
    return data ? `src="${data}"` : 'src=""';
  });
}
