import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEngine } from './sandbox-helper.ts';

// REFERENCE §6 item 11: each attack is a real program that ends in a clean verdict, the host untouched.
const { engine, root, cleanup } = await openEngine();
afterAll(() => cleanup());

const expect1 = (answer: string) => [{ name: '1', input: { text: '\n' }, answer: { text: `${answer}\n` } }];
const LIMITS = { timeMs: 500, memoryMb: 64 };
const SERVER_FILE = path.resolve('package.json');

/** Sandbox processes of this suite still alive (bubblewrap carries the box path on its command line). */
function boxProcesses(): number {
  let n = 0;
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(root)) n++;
    } catch {
      // gone
    }
  }
  return n;
}

describe.skipIf(!engine.available)('sandbox attacks', () => {
  it('fork bomb: TLE, nothing left running, the host still starts processes', async () => {
    const code = '#include <unistd.h>\nint main(){for(;;)fork();}';
    const r = await engine.judge({ language: 'c', code, cases: expect1('x'), ...LIMITS });
    expect(r.verdict).toBe('TLE');
    expect(boxProcesses()).toBe(0);
    expect(execFileSync('echo', ['alive'], { encoding: 'utf8' })).toBe('alive\n');
  });

  it('network: no socket reaches the host or the outside', async () => {
    let connections = 0;
    const server = net.createServer((s) => {
      connections++;
      s.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as net.AddressInfo).port;
    const code = `#include <stdio.h>
#include <string.h>
#include <arpa/inet.h>
#include <sys/socket.h>
#include <unistd.h>
static int try_connect(const char *ip, int port){
  int s = socket(AF_INET, SOCK_STREAM, 0); if (s < 0) return 0;
  struct sockaddr_in a; memset(&a, 0, sizeof a); a.sin_family = AF_INET; a.sin_port = htons(port);
  inet_pton(AF_INET, ip, &a.sin_addr);
  int ok = connect(s, (struct sockaddr*)&a, sizeof a) == 0; close(s); return ok;
}
int main(){
  int leaked = try_connect("127.0.0.1", ${port}) || try_connect("1.1.1.1", 80) || try_connect("8.8.8.8", 53);
  puts(leaked ? "CONNECTED" : "BLOCKED"); return 0;
}`;
    try {
      const r = await engine.judge({ language: 'c', code, cases: expect1('BLOCKED'), ...LIMITS });
      expect(r.verdict).toBe('AC');
      const py = await engine.judge({
        language: 'python3',
        code: `import socket\ntry:\n    socket.create_connection(("127.0.0.1", ${port}), timeout=0.3)\n    print("CONNECTED")\nexcept OSError:\n    print("BLOCKED")\n`,
        cases: expect1('BLOCKED'),
        ...LIMITS,
      });
      expect(py.verdict).toBe('AC');
      expect(connections).toBe(0);
    } finally {
      server.close();
    }
  });

  it('host files: /etc/shadow, the server files and the judge data are not visible', async () => {
    const secret = path.join(root, 'cache', 'answer-secret.txt');
    fs.writeFileSync(secret, 'secret\n', { mode: 0o644 });
    const targets = [
      '/etc/shadow',
      SERVER_FILE,
      secret,
      '/root/.bashrc',
      path.join(os.homedir(), '.ssh/id_rsa'),
    ];
    const code = `#include <stdio.h>
int main(){
  const char *files[] = {${targets.map((t) => JSON.stringify(t)).join(', ')}};
  int opened = 0;
  for (unsigned i = 0; i < sizeof files / sizeof *files; i++) { FILE *f = fopen(files[i], "r"); if (f) { opened++; fclose(f); } }
  puts(opened ? "OPENED" : "DENIED"); return 0;
}`;
    const r = await engine.judge({ language: 'c', code, cases: expect1('DENIED'), ...LIMITS });
    expect(r.verdict).toBe('AC');
  });

  it('writing outside the box changes nothing on the host', async () => {
    const tag = crypto.randomBytes(6).toString('hex');
    const targets = [
      `/tmp/ck-escape-${tag}`,
      `/usr/ck-escape-${tag}`,
      `${path.dirname(SERVER_FILE)}/ck-escape-${tag}`,
      `/io/../ck-escape-${tag}`,
    ];
    const code = `#include <stdio.h>
int main(){
  const char *files[] = {${targets.map((t) => JSON.stringify(t)).join(', ')}};
  for (unsigned i = 0; i < sizeof files / sizeof *files; i++) { FILE *f = fopen(files[i], "w"); if (f) { fputs("x", f); fclose(f); } }
  puts("done"); return 0;
}`;
    const r = await engine.judge({ language: 'c', code, cases: expect1('done'), ...LIMITS });
    expect(r.verdict).toBe('AC');
    for (const t of targets) expect(fs.existsSync(t)).toBe(false);
    expect(fs.readdirSync('/tmp').some((f) => f.includes(tag))).toBe(false);
  });

  it('a symlink placed for copy-out is never followed', async () => {
    // The link points at a host file holding exactly the expected answer: following it would be AC.
    const bait = path.join(root, 'cache', 'bait.txt');
    fs.writeFileSync(bait, '42\n', { mode: 0o644 });
    const code = `#include <unistd.h>\nint main(){symlink(${JSON.stringify(bait)}, "out.txt");symlink("/etc/passwd", "out2.txt");return 0;}`;
    const r = await engine.judge({
      language: 'c',
      code,
      cases: expect1('42'),
      ...LIMITS,
      fileIO: { input: 'in.txt', output: 'out.txt' },
    });
    expect(r.verdict).toBe('WA');
    expect(r.cases[0].message).toContain('符号链接');
    expect(fs.readFileSync(bait, 'utf8')).toBe('42\n');
  });

  it('endless output: OLE', async () => {
    const r = await engine.judge({
      language: 'c',
      code: '#include <stdio.h>\nint main(){for(;;)puts("xxxxxxxxxxxxxxxx");}',
      cases: expect1('x'),
      ...LIMITS,
      outputKb: 1024,
    });
    expect(r.verdict).toBe('OLE');
    const py = await engine.judge({
      language: 'python3',
      code: 'while True:\n    print("x" * 100)\n',
      cases: expect1('x'),
      ...LIMITS,
      outputKb: 1024,
    });
    expect(py.verdict).toBe('OLE');
  });

  it('sleeping forever: TLE by wall time', async () => {
    const r = await engine.judge({
      language: 'python3',
      code: 'import time\ntime.sleep(3600)\n',
      cases: expect1('x'),
      timeMs: 200,
      memoryMb: 64,
    });
    expect(r.verdict).toBe('TLE');
    expect(boxProcesses()).toBe(0);
  });

  it('allocating past the limit: MLE', async () => {
    const code =
      '#include <vector>\nint main(){std::vector<std::vector<char>> v;for(;;)v.emplace_back(1<<20, 1);}';
    // A generous time limit: on a busy machine the allocations must reach the memory limit first.
    const r = await engine.judge({ language: 'cpp17', code, cases: expect1('x'), ...LIMITS, timeMs: 3000 });
    expect(r.verdict).toBe('MLE');
  });

  it('compile-time tricks end in CE within the compile limits', async () => {
    const t0 = Date.now();
    const random = await engine.judge({
      language: 'c',
      code: '#include "/dev/random"\nint main(){}',
      cases: expect1('x'),
      ...LIMITS,
    });
    expect(random.verdict).toBe('CE');
    const deep = await engine.judge({
      language: 'cpp17',
      code: 'template<int N> struct B { static const int v = B<N-1>::v + 1; };\nint main(){ return B<100000>::v; }',
      cases: expect1('x'),
      ...LIMITS,
    });
    expect(deep.verdict).toBe('CE');
    const bomb = await engine.judge({
      language: 'cpp17',
      code: `#include <tuple>
template<class T> struct D { using t = std::tuple<T, T, T, T>; };
template<int N, class T> struct R { using t = typename R<N - 1, typename D<T>::t>::t; };
template<class T> struct R<0, T> { using t = T; };
int main(){ R<30, int>::t x; (void)x; }`,
      cases: expect1('x'),
      ...LIMITS,
    });
    expect(bomb.verdict).toBe('CE');
    expect(Date.now() - t0).toBeLessThan(20_000);
  });
});

// A special checker must never leave the expected answer (or the case input) where the contestant's
// program can read it, and runtime errors must not echo what the program printed on stderr.
// The program builds its search key at run time, so its own binary and source never match.
const HUNTER = `#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <sys/stat.h>
static char found[4096];
static char key[8] = "RDBQDS^";
static char buf[1 << 16];
static int depth;
static void grab(const char *p){
  FILE *f = fopen(p, "r"); if (!f) return;
  size_t n = fread(buf, 1, sizeof buf, f); fclose(f);
  char *hit = memmem(buf, n, key, strlen(key));
  if (hit && strlen(found) < 3000) { strncat(found, hit, 20); strcat(found, " "); }
}
static void walk(const char *dir){
  if (depth > 6) return;
  if (!strcmp(dir, "/proc") || !strcmp(dir, "/sys") || !strcmp(dir, "/usr") || !strcmp(dir, "/dev")) return;
  DIR *d = opendir(dir); if (!d) return;
  struct dirent *e;
  while ((e = readdir(d))) {
    if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
    char p[1024]; snprintf(p, sizeof p, "%s/%s", strcmp(dir, "/") ? dir : "", e->d_name);
    struct stat st; if (lstat(p, &st)) continue;
    if (S_ISDIR(st.st_mode)) { depth++; walk(p); depth--; } else if (S_ISREG(st.st_mode)) grab(p);
  }
  closedir(d);
}
int main(){
  for (char *k = key; *k; k++) (*k)++;
  const char *guesses[] = {"/io/ans", "/io/in", "/io/user.out", "/io/chk.out", "/io/chk.err", "/box/ans", "/chk/ans", "/tmp/ans"};
  for (unsigned i = 0; i < sizeof guesses / sizeof *guesses; i++) grab(guesses[i]);
  walk("/");
  if (found[0]) { printf("LEAK %s\\n", found); fprintf(stderr, "LEAK %s\\n", found); return 3; }
  puts("CLEAN"); return 0;
}`;

const ACCEPT_CLEAN = `#include <fstream>
#include <string>
int main(int argc, char **argv){
  std::ifstream out(argv[2]); std::string w; out >> w;
  return w == "CLEAN" ? 0 : 1;
}`;

describe.skipIf(!engine.available)('special judge isolation', () => {
  it('the contestant never sees the checker files of any case, by name or by search', async () => {
    const cases = [1, 2, 3].map((i) => ({
      name: String(i),
      input: { text: `case ${i}\n` },
      answer: { text: `SECRET_ANSWER_${i}\n` },
    }));
    const r = await engine.judge({
      language: 'c',
      code: HUNTER,
      cases,
      ...LIMITS,
      checker: { type: 'special', source: ACCEPT_CLEAN },
    });
    const said = r.cases.map((c) => `${c.verdict} ${c.message}`).join('\n');
    expect(said).not.toContain('SECRET_');
    expect(r.cases.map((c) => c.verdict)).toEqual(['AC', 'AC', 'AC']);
  });

  it('a runtime error does not echo stderr, so hidden data cannot leave through it', async () => {
    const code = `#include <stdio.h>
int main(){ char s[256]; if (!fgets(s, sizeof s, stdin)) return 2; fprintf(stderr, "%s", s); return 1; }`;
    const r = await engine.judge({
      language: 'c',
      code,
      cases: [{ name: '1', input: { text: 'SECRET_INPUT_42\n' }, answer: { text: 'SECRET_ANSWER_42\n' } }],
      ...LIMITS,
    });
    expect(r.verdict).toBe('RE');
    expect(r.cases[0].message).toContain('运行错误');
    expect(r.cases[0].message).not.toContain('SECRET_');
    const py = await engine.judge({
      language: 'python3',
      code: 'import sys\ns = input()\nprint(s, file=sys.stderr)\nraise ValueError(s)\n',
      cases: [{ name: '1', input: { text: 'SECRET_INPUT_42\n' }, answer: { text: 'SECRET_ANSWER_42\n' } }],
      ...LIMITS,
    });
    expect(py.verdict).toBe('RE');
    expect(py.cases[0].message).toContain('ValueError');
    expect(py.cases[0].message).not.toContain('SECRET_');
    // An exception class named after the data is not a standard one: its name is not shown either.
    const named = await engine.judge({
      language: 'python3',
      code: 'raise type(input().strip(), (Exception,), {})()\n',
      cases: [{ name: '1', input: { text: 'SECRET_INPUT_42\n' }, answer: { text: 'x\n' } }],
      ...LIMITS,
    });
    expect(named.verdict).toBe('RE');
    expect(named.cases[0].message).not.toContain('SECRET_');
  });
});
