import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What the browser must download before the first paint of a public page, from the production build:
 * the assets index.html names (entry script, module preloads, stylesheet) plus each lazily loaded
 * layout and page of the route with their static imports, read from Vite's manifest. Sizes are gzipped.
 */
const DIST = 'apps/web/dist';
const BUDGET_JS_KB = 250;

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  css?: string[];
}

/** Route -> the lazily loaded modules (layout and page) that render it. */
export const FIRST_PAINT_ROUTES: Record<string, string[]> = {
  '（入口，所有页面共用）': [],
  '/': ['src/domains/site/pages/welcome/welcome-page.tsx'],
  '/home-page/home': [
    'src/layouts/new-home/new-home-layout.tsx',
    'src/domains/site/pages/home-page/home-page.tsx',
  ],
  '/user/login': ['src/layouts/user-layout.tsx', 'src/domains/identity/pages/auth/login-page.tsx'],
};

/** Routes served by a page of their own (a separate entry, e.g. the mobile companion) -> its HTML. */
export const FIRST_PAINT_PAGES: Record<string, string> = {
  '/m/': 'm/index.html',
};

/** Code that must never load on a public page: the admin engine and the heavy editors. */
const FORBIDDEN = /admin\/crud|resource-page|tiptap|codemirror|echarts|katex|markdown-it|analysis-page/i;

function readManifest(): Record<string, ManifestChunk> {
  const file = path.join(DIST, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error('缺少 apps/web/dist/.vite/manifest.json，请先运行 npm run build');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
}

/** Assets an HTML page (index.html unless named) loads before any script runs. */
function htmlAssets(page = 'index.html'): string[] {
  const html = fs.readFileSync(path.join(DIST, page), 'utf8');
  const out: string[] = [];
  for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g))
    out.push(m[1]);
  return out;
}

function closure(manifest: Record<string, ManifestChunk>, keys: string[]) {
  const files = new Set<string>();
  const names = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    names.add(chunk.src ?? chunk.name ?? key);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`清单中没有 ${key}：页面路径变了吗？`);
    visit(key);
  }
  return { files, names };
}

const gz = (file: string) => gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export interface BundleFigure {
  route: string;
  jsKb: number;
  cssKb: number;
  files: number;
  forbidden: string[];
}

export function measureBundles(): BundleFigure[] {
  const manifest = readManifest();
  const routes: [string, string, string[]][] = [
    ...Object.entries(FIRST_PAINT_ROUTES).map(([route, keys]): [string, string, string[]] => [
      route,
      'index.html',
      keys,
    ]),
    ...Object.entries(FIRST_PAINT_PAGES).map(([route, page]): [string, string, string[]] => [
      route,
      page,
      [],
    ]),
  ];
  return routes.map(([route, page, keys]) => {
    const { files, names } = closure(manifest, [page, ...keys]);
    for (const f of htmlAssets(page)) files.add(f);
    let js = 0;
    let css = 0;
    for (const f of files) {
      if (f.endsWith('.js')) js += gz(f);
      else if (f.endsWith('.css')) css += gz(f);
    }
    const forbidden = [...names, ...files].filter((n) => FORBIDDEN.test(n));
    return { route, jsKb: kb(js), cssKb: kb(css), files: files.size, forbidden };
  });
}

export function bundleReport(figures: BundleFigure[]): string {
  const lines = [
    '## 首屏资源（生产构建，gzip 后）',
    '',
    '| 页面 | JavaScript | CSS | 文件数 | 后台/编辑器代码 |',
    '|---|---:|---:|---:|---|',
    ...figures.map(
      (f) =>
        `| ${f.route.startsWith('/') ? `\`${f.route}\`` : f.route} | ${f.jsKb} KB | ${f.cssKb} KB | ${f.files} | ${f.forbidden.length ? `有：${f.forbidden.join('、')}` : '无'} |`,
    ),
    '',
    `目标：每个公共页面首屏 JavaScript 低于 ${BUDGET_JS_KB} KB（gzip），且不加载后台资源引擎与编辑器代码。`,
    '统计范围：index.html 引用的入口脚本、预加载模块与样式，加上该路由懒加载的布局与页面及其静态依赖。',
    '`/m/` 是移动端伴学（单独的页面 m/index.html，不含 antd），统计其入口及静态依赖。',
    '',
  ];
  return lines.join('\n');
}

// Run alone (`node --import tsx bench/bundle.ts`): print the figures and refresh that section of the doc.
if (import.meta.url === `file://${process.argv[1]}`) {
  const text = bundleReport(measureBundles());
  console.log(text);
  const doc = 'docs/benchmarks.md';
  const current = fs.existsSync(doc) ? fs.readFileSync(doc, 'utf8') : '# 性能基准\n';
  const start = current.indexOf('## 首屏资源');
  if (start < 0) fs.writeFileSync(doc, `${current.trimEnd()}\n\n${text}`);
  else {
    // Replace this section only; sections written by other benchmarks stay.
    const next = current.indexOf('\n## ', start + 1);
    fs.writeFileSync(doc, `${current.slice(0, start)}${text}${next >= 0 ? current.slice(next + 1) : ''}`);
  }
}
