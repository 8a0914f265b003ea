import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BundlePatchError,
  patchGuiBundle,
  patchLibrary,
  patchPaperScript,
  patchPublicPath,
  patchScratchLinkScript,
  sandboxScriptHashes,
} from './patch-gui-bundle.ts';

const libraries = [
  `a=JSON.parse('[{"name":"Abby","tags":["people"],"costumes":[{"name":"it\\'s"}]}]'),`,
  `b=JSON.parse('[{"name":"Abby-a","assetId":"809d"}]'),`,
  `c=JSON.parse('[{"name":"Arctic","assetId":"67e0"}]'),`,
  `d=JSON.parse('[{"name":"A Bass","assetId":"c04e"}]');`,
].join('');
const paperScript = 'if(l&&(h.chrome||h.firefox&&h.versionNumber<40)){inline()}else n=Function(A,e);';
const scratchLink =
  'if(!document.getElementById("scratch-link-extension-script")){const e=document.createElement("script")}';
const bundle = `${paperScript}${scratchLink}zoom:{startScale:.9},__webpack_require__.p="/",x=1;__nested_webpack_require_108080__.p="/",y=2;${libraries}`;

describe('patchGuiBundle', () => {
  it('moves the public path and reads the four libraries from the platform', () => {
    const out = patchGuiBundle(bundle);
    expect(out).toContain('__webpack_require__.p="/scratch-gui/"');
    expect(out).toContain('__nested_webpack_require_108080__.p="/scratch-gui/"');
    expect(out).toContain('a=(window.__CK_SCRATCH_LIBRARY__.sprites),');
    expect(out).toContain('b=(window.__CK_SCRATCH_LIBRARY__.costumes),');
    expect(out).toContain('c=(window.__CK_SCRATCH_LIBRARY__.backdrops),');
    expect(out).toContain('d=(window.__CK_SCRATCH_LIBRARY__.sounds);');
    expect(out).not.toContain('JSON.parse');
    expect(out).toContain('zoom:{startScale:(window.__CK_SCRATCH_BLOCK_SCALE__||.9)}');
    expect(out).toContain('if(!1){inline()}else n=Function(A,e);');
    expect(out).toContain('if(!1){const e=document.createElement("script")}');
  });

  it('fails when the PaperScript or Scratch Link check is not found exactly once', () => {
    expect(() => patchPaperScript('nothing')).toThrow(/实际找到 0 处/);
    expect(() => patchPaperScript(paperScript + paperScript)).toThrow(/实际找到 2 处/);
    expect(() => patchScratchLinkScript('nothing')).toThrow(/实际找到 0 处/);
  });

  it('fails loudly when a library is missing or appears twice', () => {
    expect(() => patchLibrary('nothing here', 'sounds')).toThrow(BundlePatchError);
    const twice = `${libraries}${libraries}`;
    expect(() => patchLibrary(twice, 'backdrops')).toThrow(/不止一次/);
  });

  it('fails when the public path is not assigned exactly twice', () => {
    expect(() => patchPublicPath('__webpack_require__.p="/"')).toThrow(/实际找到 1 处/);
  });

  it('fails on an unterminated library literal', () => {
    expect(() => patchLibrary(`JSON.parse('[{"name":"Arctic","assetId":"x`, 'backdrops')).toThrow(
      BundlePatchError,
    );
  });

  it('hashes the sandbox frame’s inline scripts as the browser does', () => {
    const html = '<html><body><script>\nparent.postMessage("a", \'*\');\n</script></body></html>';
    const source = `x={IFRAME_HTML:${JSON.stringify(html).replace('</', '<\\/')}},y=1`;
    const text = '\nparent.postMessage("a", \'*\');\n';
    expect(sandboxScriptHashes(source)).toEqual([createHash('sha256').update(text).digest('base64')]);
    expect(() => sandboxScriptHashes('nothing')).toThrow(BundlePatchError);
    expect(() => sandboxScriptHashes('IFRAME_HTML:"<p></p>"')).toThrow(/没有内联脚本/);
  });
});
