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
  /** Editor mode of the web client. */
  editor: 'cpp' | 'python' | 'javascript' | 'java';
  sourceFile: string;
  /** Compiler (or syntax check) command; a failure is a compile error with its message. */
  compile: string[];
  /** Files the compile step leaves in /box that make up the program ('*.class': every class file). */
  outputs: string[];
  run: string[];
  memoryMode: MemoryMode;
  /** Added to the address-space / data limit for the runtime's own mappings (KiB). */
  memoryExtraKb: number;
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

function cppLanguage(id: string, name: string, std: string): LanguageConfig {
  return {
    id,
    name,
    editor: 'cpp',
    sourceFile: 'main.cpp',
    compile: ['g++', `-std=${std}`, '-O2', '-pipe', '-DONLINE_JUDGE', '-o', 'main', 'main.cpp', '-lm'],
    outputs: ['main'],
    run: ['/prog/main'],
    memoryMode: 'as',
    memoryExtraKb: 32 * 1024,
    timeMultiplier: 1,
    minProcesses: 1,
    minOpenFiles: 16,
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
    outputs: ['main'],
    run: ['/prog/main'],
    memoryMode: 'as',
    memoryExtraKb: 16 * 1024,
    timeMultiplier: 1,
    minProcesses: 1,
    minOpenFiles: 16,
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
    memoryMode: 'none',
    memoryExtraKb: 0,
    timeMultiplier: 2,
    minProcesses: 64,
    minOpenFiles: 128,
    oomPattern: /OutOfMemoryError/,
    compileMemoryMode: 'none',
    template:
      'import java.util.Scanner;\n\npublic class Main {\n    public static void main(String[] args) {\n        Scanner in = new Scanner(System.in);\n        int a = in.nextInt(), b = in.nextInt();\n        System.out.println(a + b);\n    }\n}\n',
    requires: ['javac', 'java'],
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
