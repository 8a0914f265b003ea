/**
 * Prepares the self-hosted Scratch 3 editor under apps/web/public/scratch-gui/ (generated, gitignored;
 * Vite copies it into dist). Runs before every web build and dev server and does nothing when the
 * output is already up to date.
 *
 * The editor is `@scratch/scratch-gui-standalone` (AGPL-3.0-only). Its npm install drags in 500+
 * build-time packages and re-hoists the workspace's antd internals, so the package is fetched with
 * `npm pack` (through the npm cache), checked against the pinned integrity and only its built `dist/`
 * is copied (no source maps). The bundle is patched (see patch-gui-bundle.ts): webpack's public path
 * moves to /scratch-gui/, the four stock libraries (which point at Scratch's servers) read the
 * platform's asset library, the block zoom becomes adjustable for the simplified mode, and paper.js
 * (also in its own chunk) and Scratch Link add no inline scripts, which the page's policy refuses.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import {
  patchGuiBundle,
  patchPaperScript,
  sandboxScriptHashes,
} from '../apps/web/src/domains/works/scratch-editor/bundle/patch-gui-bundle.ts';

const PACKAGE = '@scratch/scratch-gui-standalone';
const VERSION = '15.1.1';
const INTEGRITY =
  'sha512-PJu+9HlhtETpKeVvIAVA7GTcbemBcLrXEe35GP4dnET2/AKP9riAAUAd0aP5jsddIGA2PzHyHjWihHMe3Ix7vw==';
const BUNDLE = 'scratch-gui-standalone.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const editorSrc = path.join(root, 'apps/web/src/domains/works/scratch-editor');
const outDir = path.join(root, 'apps/web/public/scratch-gui');
const cacheDir = path.join(root, 'node_modules/.cache/ck-scratch-gui');
const markerFile = path.join(outDir, 'prepared.json');

/** Everything that shapes the output: a change to any of these rebuilds it. */
const inputs = [
  fileURLToPath(import.meta.url),
  path.join(editorSrc, 'bundle/patch-gui-bundle.ts'),
  path.join(editorSrc, 'frame/editor-frame.ts'),
  path.join(editorSrc, 'frame/frame-api.ts'),
];

function inputHash(): string {
  const hash = createHash('sha256').update(`${PACKAGE}@${VERSION}`);
  for (const file of inputs) hash.update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

function upToDate(hash: string): boolean {
  try {
    const marker = JSON.parse(fs.readFileSync(markerFile, 'utf8')) as { hash?: string };
    return marker.hash === hash && fs.existsSync(path.join(outDir, BUNDLE));
  } catch {
    return false;
  }
}

function integrityOf(file: string): string {
  return `sha512-${createHash('sha512').update(fs.readFileSync(file)).digest('base64')}`;
}

/** The package tarball, from the npm cache or the registry, verified against the pinned integrity. */
function fetchTarball(): string {
  fs.mkdirSync(cacheDir, { recursive: true });
  const tarball = path.join(cacheDir, `scratch-scratch-gui-standalone-${VERSION}.tgz`);
  if (!fs.existsSync(tarball) || integrityOf(tarball) !== INTEGRITY) {
    fs.rmSync(tarball, { force: true });
    console.log(`[scratch-gui] npm pack ${PACKAGE}@${VERSION} ...`);
    execFileSync('npm', ['pack', `${PACKAGE}@${VERSION}`, '--pack-destination', cacheDir, '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      shell: process.platform === 'win32',
    });
  }
  const actual = integrityOf(tarball);
  if (actual !== INTEGRITY) {
    fs.rmSync(tarball, { force: true });
    throw new Error(`${PACKAGE}@${VERSION} 的校验值不符：期望 ${INTEGRITY}，实际 ${actual}`);
  }
  return tarball;
}

function extract(tarball: string): string {
  const dir = path.join(cacheDir, `extract-${VERSION}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  execFileSync(
    'tar',
    [
      '-xzf',
      tarball,
      '-C',
      dir,
      '--exclude=*.map',
      'package/dist',
      'package/LICENSE',
      'package/package.json',
    ],
    { stdio: 'inherit' },
  );
  return path.join(dir, 'package');
}

function dirSize(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? dirSize(full) : fs.statSync(full).size;
  }
  return total;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function editorHtml(bundleSize: number): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>Scratch 3 编辑器</title>
<style>
html, body, #ck-gui { margin: 0; padding: 0; width: 100%; height: 100%; overflow: hidden; }
html.ck-simple [class*="extension-button_extension-button-container"] { display: none !important; }
</style>
</head>
<body>
<div id="ck-gui"></div>
<script src="ck-editor-frame.js" data-bundle="${BUNDLE}" data-bundle-size="${bundleSize}"></script>
</body>
</html>
`;
}

async function prepare() {
  const hash = inputHash();
  if (upToDate(hash)) {
    console.log('[scratch-gui] 编辑器文件已是最新');
    return;
  }
  const pkg = extract(fetchTarball());
  const dist = path.join(pkg, 'dist');
  const staging = `${outDir}.tmp`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });

  const bundle = patchGuiBundle(fs.readFileSync(path.join(dist, BUNDLE), 'utf8'));
  fs.writeFileSync(path.join(staging, BUNDLE), bundle);
  for (const name of fs.readdirSync(dist)) {
    const keep =
      name === 'chunks' ||
      name === 'static' ||
      name === 'extension-worker.js' ||
      name.endsWith('.hex') ||
      name.endsWith('.LICENSE.txt');
    if (keep && name !== 'scratch-gui.js.LICENSE.txt')
      fs.cpSync(path.join(dist, name), path.join(staging, name), { recursive: true });
  }
  fs.copyFileSync(path.join(pkg, 'LICENSE'), path.join(staging, 'LICENSE.txt'));
  // The paint editor's own copy of paper.js is a chunk of its own.
  const paperChunks = fs
    .readdirSync(path.join(staging, 'chunks'))
    .filter((n) => /^paper-source\..*\.js$/.test(n));
  if (paperChunks.length !== 1) throw new Error(`paper.js 分块应有 1 个，实际找到 ${paperChunks.length} 个`);
  const paperChunk = path.join(staging, 'chunks', paperChunks[0]);
  fs.writeFileSync(paperChunk, patchPaperScript(fs.readFileSync(paperChunk, 'utf8')));

  await build({
    entryPoints: [path.join(editorSrc, 'frame/editor-frame.ts')],
    outfile: path.join(staging, 'ck-editor-frame.js'),
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    logLevel: 'warning',
  });
  const bundleSize = Buffer.byteLength(bundle);
  fs.writeFileSync(path.join(staging, 'editor.html'), editorHtml(bundleSize));
  fs.writeFileSync(
    path.join(staging, 'prepared.json'),
    `${JSON.stringify(
      {
        package: PACKAGE,
        version: VERSION,
        license: 'AGPL-3.0-only',
        hash,
        // Read by the server for the editor page's Content-Security-Policy.
        scriptHashes: sandboxScriptHashes(bundle),
      },
      null,
      2,
    )}\n`,
  );

  fs.rmSync(outDir, { recursive: true, force: true });
  fs.renameSync(staging, outDir);
  fs.rmSync(path.dirname(dist), { recursive: true, force: true });
  console.log(
    `[scratch-gui] ${PACKAGE}@${VERSION} 已准备：主脚本 ${mb(bundleSize)}，共 ${mb(dirSize(outDir))}（${path.relative(root, outDir)}）`,
  );
}

await prepare();
