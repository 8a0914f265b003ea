import type { MemoryMode } from './sandbox/box.ts';
import { findProgram } from './sandbox/toolchain.ts';

/**
 * One language as configuration. Commands run inside the box with /box as working directory;
 * `{mem_mb}` in an argument is replaced by the memory limit. Compiled files are cached and mounted
 * read-only at /prog when the program runs.
 */
export interface LanguageConfig {
  id: string;
  name: string;
  /** Editor mode of the web client ('plain': no highlighting of its own). */
  editor: 'cpp' | 'python' | 'javascript' | 'java' | 'plain';
  sourceFile: string;
  /** Compiler (or syntax check) command; a failure is a compile error with its message. */
  compile: string[];
  /** Files the compile step leaves in /box that make up the program ('*.class': every class file). */
  outputs: string[];
  run: string[];
  memoryMode: MemoryMode;
  /** Added to the address-space / data limit for the runtime's own mappings (KiB). */
  memoryExtraKb: number;
  /**
   * The runtime's own resident memory before the program does anything (KiB): a peak up to the
   * problem's limit plus this much is within the limit (the JVM and Node take 35-40 MB on their own).
   */
  footprintKb: number;
  timeMultiplier: number;
  /** Threads count as processes: runtimes with helper threads need more. */
  minProcesses: number;
  minOpenFiles: number;
  /** The runtime's own "out of memory" message on stderr, read as MLE. */
  oomPattern?: RegExp;
  compileMemoryMode: MemoryMode;
  template: string;
  /** The binaries the language needs; it is offered only when all exist. */
  requires: string[];
}

const CPP_TEMPLATE = `#include <bits/stdc++.h>
using namespace std;

int main() {
    int a, b;
    cin >> a >> b;
    cout << a + b << endl;
    return 0;
}
`;

/** A compiled program run as `/prog/main`, limited by its address space plus `memoryExtraKb`. */
const nativeProgram = (memoryExtraKb: number) => ({
  outputs: ['main'],
  run: ['/prog/main'],
  memoryMode: 'as' as const,
  memoryExtraKb,
  footprintKb: 0,
  timeMultiplier: 1,
  minProcesses: 1,
  minOpenFiles: 16,
});

function cppLanguage(id: string, name: string, std: string): LanguageConfig {
  return {
    id,
    name,
    editor: 'cpp',
    sourceFile: 'main.cpp',
    compile: ['g++', `-std=${std}`, '-O2', '-pipe', '-DONLINE_JUDGE', '-o', 'main', 'main.cpp', '-lm'],
    ...nativeProgram(32 * 1024),
    oomPattern: /std::bad_alloc/,
    compileMemoryMode: 'as',
    template: CPP_TEMPLATE,
    requires: ['g++'],
  };
}

const DEFINITIONS: LanguageConfig[] = [
  {
    id: 'c',
    name: 'C (gcc, C11)',
    editor: 'cpp',
    sourceFile: 'main.c',
    compile: ['gcc', '-std=gnu11', '-O2', '-pipe', '-DONLINE_JUDGE', '-o', 'main', 'main.c', '-lm'],
    ...nativeProgram(16 * 1024),
    compileMemoryMode: 'as',
    template:
      '#include <stdio.h>\n\nint main(void) {\n    int a, b;\n    scanf("%d %d", &a, &b);\n    printf("%d\\n", a + b);\n    return 0;\n}\n',
    requires: ['gcc'],
  },
  cppLanguage('cpp17', 'C++17 (g++ -O2)', 'c++17'),
  cppLanguage('cpp20', 'C++20 (g++ -O2)', 'c++20'),
  {
    id: 'python3',
    name: 'Python 3',
    editor: 'python',
    sourceFile: 'main.py',
    compile: ['python3', '-m', 'py_compile', 'main.py'],
    outputs: ['main.py'],
    run: ['python3', '/prog/main.py'],
    memoryMode: 'as',
    memoryExtraKb: 64 * 1024,
    footprintKb: 0,
    timeMultiplier: 3,
    minProcesses: 1,
    minOpenFiles: 32,
    oomPattern: /MemoryError/,
    compileMemoryMode: 'as',
    template: 'a, b = map(int, input().split())\nprint(a + b)\n',
    requires: ['python3'],
  },
  {
    id: 'javascript',
    name: 'JavaScript (Node.js)',
    editor: 'javascript',
    sourceFile: 'main.js',
    compile: ['node', '--check', 'main.js'],
    outputs: ['main.js'],
    run: ['node', '--max-old-space-size={mem_mb}', '--stack-size=65500', '/prog/main.js'],
    memoryMode: 'data',
    memoryExtraKb: 128 * 1024,
    // Measured: about 38 MB resident for the A+B template; the heap gets the whole limit.
    footprintKb: 48 * 1024,
    timeMultiplier: 2,
    minProcesses: 16,
    minOpenFiles: 64,
    oomPattern: /heap out of memory/,
    compileMemoryMode: 'data',
    template:
      "const lines = require('fs').readFileSync(0, 'utf8').split('\\n');\nconst [a, b] = lines[0].split(' ').map(Number);\nconsole.log(a + b);\n",
    requires: ['node'],
  },
  {
    id: 'java',
    name: 'Java',
    editor: 'java',
    sourceFile: 'Main.java',
    compile: ['javac', '-J-Xmx384m', '-J-XX:+UseSerialGC', '-encoding', 'UTF-8', 'Main.java'],
    outputs: ['*.class'],
    run: [
      'java',
      '-Xmx{mem_mb}m',
      '-Xss64m',
      '-XX:+UseSerialGC',
      '-XX:TieredStopAtLevel=1',
      '-cp',
      '/prog',
      'Main',
    ],
    // The heap is capped by -Xmx at the limit; the JVM reserves far more address space than it uses,
    // so no rlimit: the box's memory cgroup (limit + 256 MB) is the hard cap.
    memoryMode: 'none',
    memoryExtraKb: 0,
    // Measured: about 35 MB resident for the A+B template (class data, JIT, GC structures).
    footprintKb: 64 * 1024,
    timeMultiplier: 2,
    minProcesses: 64,
    minOpenFiles: 128,
    oomPattern: /OutOfMemoryError/,
    compileMemoryMode: 'none',
    template:
      'import java.util.Scanner;\n\npublic class Main {\n    public static void main(String[] args) {\n        Scanner in = new Scanner(System.in);\n        int a = in.nextInt(), b = in.nextInt();\n        System.out.println(a + b);\n    }\n}\n',
    requires: ['javac', 'java'],
  },
  {
    id: 'pascal',
    name: 'Pascal (Free Pascal)',
    editor: 'plain',
    sourceFile: 'main.pas',
    // -n: /etc/fpc.cfg is not in the box, so the unit path is given here; -Sg: goto as Turbo/Delphi
    // allow it. Free Pascal links statically, without libc.
    compile: [
      'fpc',
      '-n',
      '-O2',
      '-Sg',
      '-dONLINE_JUDGE',
      '-Fu/usr/lib/x86_64-linux-gnu/fpc/$fpcversion/units/$fpctarget/*',
      '-omain',
      'main.pas',
    ],
    ...nativeProgram(16 * 1024),
    oomPattern: /Runtime error 203/,
    compileMemoryMode: 'as',
    template: 'program main;\nvar\n  a, b: longint;\nbegin\n  readln(a, b);\n  writeln(a + b);\nend.\n',
    requires: ['fpc'],
  },
  {
    id: 'go',
    name: 'Go',
    editor: 'plain',
    sourceFile: 'main.go',
    // A fresh build cache per compile in the box; the standard library ships precompiled.
    compile: [
      'env',
      'HOME=/box',
      'GOCACHE=/box/.gocache',
      'GOPATH=/box/.gopath',
      'GO111MODULE=off',
      'CGO_ENABLED=0',
      'go',
      'build',
      '-o',
      'main',
      'main.go',
    ],
    outputs: ['main'],
    run: ['env', 'GOMAXPROCS=1', 'GOMEMLIMIT={mem_mb}MiB', '/prog/main'],
    // Go reserves its heap arenas without touching them: the data limit counts only what is written.
    memoryMode: 'data',
    memoryExtraKb: 64 * 1024,
    footprintKb: 0,
    timeMultiplier: 1,
    minProcesses: 16,
    minOpenFiles: 32,
    oomPattern: /out of memory/,
    compileMemoryMode: 'none',
    template:
      'package main\n\nimport "fmt"\n\nfunc main() {\n\tvar a, b int\n\tfmt.Scan(&a, &b)\n\tfmt.Println(a + b)\n}\n',
    requires: ['go'],
  },
  {
    id: 'php',
    name: 'PHP',
    editor: 'plain',
    sourceFile: 'main.php',
    compile: ['php', '-n', '-l', 'main.php'],
    outputs: ['main.php'],
    run: ['php', '-n', '-d', 'memory_limit={mem_mb}M', '/prog/main.php'],
    memoryMode: 'as',
    memoryExtraKb: 64 * 1024,
    footprintKb: 0,
    timeMultiplier: 2,
    minProcesses: 1,
    minOpenFiles: 32,
    oomPattern: /Allowed memory size|Out of memory/,
    compileMemoryMode: 'as',
    template:
      "<?php\n[$a, $b] = array_map('intval', preg_split('/\\s+/', trim(fgets(STDIN))));\necho $a + $b, \"\\n\";\n",
    requires: ['php'],
  },
  {
    id: 'bash',
    name: 'Bash',
    editor: 'plain',
    sourceFile: 'main.sh',
    compile: ['bash', '-n', 'main.sh'],
    outputs: ['main.sh'],
    run: ['bash', '/prog/main.sh'],
    memoryMode: 'as',
    memoryExtraKb: 32 * 1024,
    footprintKb: 0,
    timeMultiplier: 3,
    // Scripts start other programs.
    minProcesses: 16,
    minOpenFiles: 32,
    compileMemoryMode: 'as',
    template: 'read a b\necho $((a + b))\n',
    requires: ['bash'],
  },
  {
    id: 'fortran',
    name: 'Fortran (gfortran)',
    editor: 'plain',
    sourceFile: 'main.f90',
    compile: ['gfortran', '-O2', '-pipe', '-o', 'main', 'main.f90'],
    ...nativeProgram(32 * 1024),
    oomPattern: /Allocation would exceed memory limit|Cannot allocate memory/,
    compileMemoryMode: 'as',
    template:
      "program main\n  implicit none\n  integer :: a, b\n  read (*, *) a, b\n  print '(I0)', a + b\nend program main\n",
    requires: ['gfortran'],
  },
];

/** Resolves a command's program to an absolute path on this machine (system dirs are bound in the box). */
function resolveArgv(argv: string[]): string[] | null {
  if (argv[0].startsWith('/')) return argv;
  const bin = findProgram(argv[0]);
  return bin ? [bin, ...argv.slice(1)] : null;
}

let cache: LanguageConfig[] | null = null;

/** The languages usable on this machine, with absolute program paths. */
export function availableLanguages(): LanguageConfig[] {
  if (cache) return cache;
  cache = [];
  for (const def of DEFINITIONS) {
    if (!def.requires.every((p) => findProgram(p))) continue;
    const compile = resolveArgv(def.compile);
    const run = resolveArgv(def.run);
    if (compile && run) cache.push({ ...def, compile, run });
  }
  return cache;
}

export function findLanguage(id: string): LanguageConfig | undefined {
  return availableLanguages().find((l) => l.id === id);
}

export const ALL_LANGUAGE_IDS = DEFINITIONS.map((d) => d.id);
