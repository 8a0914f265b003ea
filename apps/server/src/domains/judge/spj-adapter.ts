/**
 * Special judges of FPS (HUSTOJ) are run as `spj input answer user_output` and accept on exit 0, reject on
 * any other code. Our checkers are run testlib-style as `checker input user_output answer` (exit 0 AC,
 * 1 or 2 WA). Imported sources are wrapped so that they run unchanged; exports unwrap them again, and a
 * checker written for us is wrapped the other way so that an FPS judge can run it.
 */

const FPS_BEGIN = '// ck-judge: FPS special judge, adapted to the testlib argument order (begin)';
const FPS_END = '// ck-judge: FPS special judge (end)';
const OURS_BEGIN = '// ck-judge: testlib-order checker, adapted to the FPS argument order (begin)';
const OURS_END = '// ck-judge: testlib-order checker (end)';

// Calls the wrapped `main` with or without arguments, whichever way it was declared.
const CALL = `#include <type_traits>
template <class F> static int ck_call_main(F f, int argc, char **argv) {
  if constexpr (std::is_invocable_v<F, int, char **>) return f(argc, argv);
  else return f();
}`;

function wrap(source: string, begin: string, end: string, inner: string, exitMap: string) {
  return [
    begin,
    `#define main ${inner}`,
    source.replace(/\s+$/, ''),
    '#undef main',
    CALL,
    'int main(int argc, char **argv) {',
    '  if (argc > 3) { char *t = argv[2]; argv[2] = argv[3]; argv[3] = t; }',
    `  int r = ck_call_main(${inner}, argc, argv);`,
    `  return ${exitMap};`,
    '}',
    end,
    '',
  ].join('\n');
}

function unwrap(source: string, begin: string, end: string, inner: string): string | null {
  if (!source.startsWith(`${begin}\n`) || !source.trimEnd().endsWith(end)) return null;
  const body = source.slice(begin.length + 1);
  const head = `#define main ${inner}\n`;
  const tail = body.lastIndexOf('\n#undef main\n');
  if (!body.startsWith(head) || tail < 0) return null;
  return `${body.slice(head.length, tail)}\n`;
}

/** An FPS special judge as a checker our engine can run (a checker we exported comes back as it was). */
export function checkerFromFps(source: string): string {
  return (
    unwrap(source, OURS_BEGIN, OURS_END, 'ck_checker_main') ??
    wrap(source, FPS_BEGIN, FPS_END, 'fps_spj_main', 'r == 0 ? 0 : 1')
  );
}

/** Our checker as an FPS special judge (an imported one goes out as it came in). */
export function checkerToFps(source: string): string {
  return (
    unwrap(source, FPS_BEGIN, FPS_END, 'fps_spj_main') ??
    wrap(source, OURS_BEGIN, OURS_END, 'ck_checker_main', 'r')
  );
}
