// Content-Security-Policy of the pages this server sends. Scripts come from this site only (no inline
// script, no event-handler attribute), so an injected `<script>` or `onerror=` does not run even if
// markup slips through the sanitiser; no other site may frame a page.

type Directives = Record<string, string[]>;

const SHARED: Directives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/** The web app and the mobile companion. */
const APP: Directives = {
  ...SHARED,
  // The Scratch player (work pages, units, the gallery) checks a project against Scratch's JSON
  // schema with a validator compiled at run time, which needs eval; strings from the page are never
  // evaluated, so eval does not widen what injected markup can do.
  'script-src': ["'self'", "'unsafe-eval'"],
  // antd writes its styles at run time and React sets `style` attributes.
  'style-src': ["'self'", "'unsafe-inline'"],
  // News, courses and rich text may show pictures and videos from other sites.
  'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  'media-src': ["'self'", 'blob:', 'https:', 'http:'],
  'font-src': ["'self'", 'data:'],
  // 'self' covers the same host's ws:/wss: (the notice socket).
  'connect-src': ["'self'", 'blob:', 'data:'],
  // Menu pages embed whatever page an administrator configured; unit videos are checked against the
  // embed allow-list when saved.
  'frame-src': ["'self'", 'https:', 'http:'],
  // The Python runner is a worker script of this site (its own response carries no policy, so
  // Pyodide may compile WebAssembly there).
  'worker-src': ["'self'", 'blob:'],
};

/**
 * The self-hosted Scratch 3 editor frame: the upstream bundle needs `eval` (its code generators and
 * polyfills build functions at run time), loads costumes and sounds as data:/blob: URLs and starts its
 * extension worker from a blob; the frame runs the bundle from a blob it downloaded with a progress
 * bar; the VM's sandbox frame (srcdoc, so under this policy) runs inline scripts known by their hashes.
 */
const scratchEditor = (scriptHashes: readonly string[]): Directives => ({
  ...SHARED,
  'script-src': ["'self'", "'unsafe-eval'", 'blob:', ...scriptHashes.map((h) => `'sha256-${h}'`)],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  // Scratch Link, the local helper app of the hardware extensions (micro:bit, LEGO).
  'connect-src': [
    "'self'",
    'data:',
    'blob:',
    'ws://127.0.0.1:20111',
    'wss://device-manager.scratch.mit.edu:20110',
  ],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'none'"],
});

/** What any other HTML answer gets (none is expected): no framing by other sites, no plugins. */
const FALLBACK: Directives = {
  'frame-ancestors': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
};

function serialise(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export const APP_PAGE_POLICY = serialise(APP);
export const FALLBACK_HTML_POLICY = serialise(FALLBACK);

/**
 * The policy of each page the web bundle serves, by its path. `scratchScriptHashes`: the sandbox
 * frame's inline scripts, written by the build into `scratch-gui/prepared.json`.
 */
export function pagePolicies(scratchScriptHashes: readonly string[] = []): (urlPath: string) => string {
  const editor = serialise(scratchEditor(scratchScriptHashes));
  return (urlPath) => (urlPath.startsWith('/scratch-gui/') ? editor : APP_PAGE_POLICY);
}
