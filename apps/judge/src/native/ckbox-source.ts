// The launcher's C source, compiled once into the judge cache directory (see toolchain.ts).
export const CKBOX_SOURCE = String.raw`// ckbox: the judge's tiny launcher.
//   ckbox enter UID GID N CGROUP_PROCS... -- CMD...  (host side: join cgroups, drop to UID/GID, exec CMD)
//   ckbox serve                                      (inside the sandbox: run one program per request line)
// A request line is tab-separated: cpu_ms wall_ms mem_kb mem_mode nproc fsize nofile stdin stdout stderr cwd argc argv...
// mem_mode: 0 none, 1 RLIMIT_AS, 2 RLIMIT_DATA. The answer line: "OK exit signal cpu_us wall_us maxrss_kb wall_killed"
// or "ERR message". Everything the program forked is killed and reaped before answering.
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static int enter(int argc, char **argv) {
  if (argc < 5) return 2;
  long uid = atol(argv[2]), gid = atol(argv[3]);
  int n = atoi(argv[4]), i = 5;
  char pid[32];
  snprintf(pid, sizeof pid, "%d\n", (int)getpid());
  for (int k = 0; k < n && i < argc; k++, i++) {
    int fd = open(argv[i], O_WRONLY);
    if (fd < 0 || write(fd, pid, strlen(pid)) < 0) { perror(argv[i]); return 2; }
    close(fd);
  }
  if (i >= argc || strcmp(argv[i], "--") != 0) return 2;
  i++;
  if (uid >= 0 && getuid() == 0) {
    if (setgroups(0, NULL) || setgid((gid_t)gid) || setuid((uid_t)uid)) { perror("drop"); return 2; }
  }
  execvp(argv[i], argv + i);
  perror(argv[i]);
  return 127;
}

static long long now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (long long)ts.tv_sec * 1000000LL + ts.tv_nsec / 1000;
}

static void set_limit(int res, rlim_t v) {
  struct rlimit r = {v, v};
  setrlimit(res, &r);
}

static void kill_all(void) {
  // Everything in this PID namespace except init and ourselves; repeat until nothing is left to reap.
  for (;;) {
    kill(-1, SIGKILL);
    if (waitpid(-1, NULL, 0) < 0 && errno == ECHILD) break;
  }
}

static void run(char *line) {
  char *f[4096];
  int n = 0;
  for (char *p = strtok(line, "\t"); p && n < 4095; p = strtok(NULL, "\t")) f[n++] = p;
  if (n < 13) { printf("ERR bad request\n"); return; }
  long cpu_ms = atol(f[0]), wall_ms = atol(f[1]), mem_kb = atol(f[2]);
  int mem_mode = atoi(f[3]);
  long nproc = atol(f[4]), fsize = atol(f[5]), nofile = atol(f[6]);
  char *in = f[7], *out = f[8], *err = f[9], *cwd = f[10];
  int argc = atoi(f[11]);
  if (argc < 1 || 12 + argc > n) { printf("ERR bad argv\n"); return; }
  char **av = &f[12];
  av[argc] = NULL;

  int ep[2];
  if (pipe2(ep, O_CLOEXEC)) { printf("ERR pipe\n"); return; }
  sigset_t chld, old;
  sigemptyset(&chld);
  sigaddset(&chld, SIGCHLD);
  sigprocmask(SIG_BLOCK, &chld, &old);
  long long t0 = now_us();
  pid_t pid = fork();
  if (pid < 0) { printf("ERR fork\n"); sigprocmask(SIG_SETMASK, &old, NULL); return; }
  if (pid == 0) {
    sigprocmask(SIG_SETMASK, &old, NULL);
    close(ep[0]);
    int fi = open(in, O_RDONLY | O_NOFOLLOW);
    int fo = open(out, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0644);
    int fe = open(err, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0644);
    if (fi < 0 || fo < 0 || fe < 0 || dup2(fi, 0) < 0 || dup2(fo, 1) < 0 || dup2(fe, 2) < 0 || chdir(cwd)) {
      int e = errno; (void)!write(ep[1], &e, sizeof e); _exit(127);
    }
    for (int fd = 3; fd < 1024; fd++) if (fd != ep[1]) close(fd);
    set_limit(RLIMIT_CORE, 0);
    if (cpu_ms > 0) {
      struct rlimit r = {(rlim_t)((cpu_ms + 999) / 1000 + 1), (rlim_t)((cpu_ms + 999) / 1000 + 2)};
      setrlimit(RLIMIT_CPU, &r);
    }
    if (mem_kb > 0 && mem_mode == 1) set_limit(RLIMIT_AS, (rlim_t)mem_kb * 1024);
    if (mem_kb > 0 && mem_mode == 2) set_limit(RLIMIT_DATA, (rlim_t)mem_kb * 1024);
    if (mem_kb > 0 && mem_mode == 1) set_limit(RLIMIT_STACK, (rlim_t)mem_kb * 1024);
    if (fsize > 0) set_limit(RLIMIT_FSIZE, (rlim_t)fsize);
    if (nofile > 0) set_limit(RLIMIT_NOFILE, (rlim_t)nofile);
    if (nproc > 0) set_limit(RLIMIT_NPROC, (rlim_t)nproc);
    execv(av[0], av);
    int e = errno; (void)!write(ep[1], &e, sizeof e);
    _exit(127);
  }
  close(ep[1]);
  int status = 0, wall_killed = 0;
  struct rusage ru;
  memset(&ru, 0, sizeof ru);
  for (;;) {
    pid_t r = wait4(pid, &status, WNOHANG, &ru);
    if (r == pid) break;
    long long left = t0 + wall_ms * 1000LL - now_us();
    if (wall_ms > 0 && left <= 0) {
      kill(pid, SIGKILL);
      kill(-1, SIGKILL);
      wall_killed = 1;
      wait4(pid, &status, 0, &ru);
      break;
    }
    struct timespec ts = {left / 1000000, (left % 1000000) * 1000};
    if (wall_ms <= 0) { ts.tv_sec = 1; ts.tv_nsec = 0; }
    if (ts.tv_sec > 0 || ts.tv_nsec > 20000000) { ts.tv_sec = 0; ts.tv_nsec = 20000000; }
    sigtimedwait(&chld, NULL, &ts);
  }
  long long wall = now_us() - t0;
  kill_all();
  sigprocmask(SIG_SETMASK, &old, NULL);
  int exec_errno = 0;
  if (read(ep[0], &exec_errno, sizeof exec_errno) == (ssize_t)sizeof exec_errno) {
    close(ep[0]);
    printf("ERR start %s\n", strerror(exec_errno));
    return;
  }
  close(ep[0]);
  long long cpu = (long long)ru.ru_utime.tv_sec * 1000000LL + ru.ru_utime.tv_usec +
                  (long long)ru.ru_stime.tv_sec * 1000000LL + ru.ru_stime.tv_usec;
  int code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  int sig = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
  printf("OK %d %d %lld %lld %ld %d\n", code, sig, cpu, wall, ru.ru_maxrss, wall_killed);
}

static int serve(void) {
  static char line[1 << 20];
  prctl(PR_SET_CHILD_SUBREAPER, 1);
  signal(SIGPIPE, SIG_IGN);
  setvbuf(stdout, NULL, _IOLBF, 0);
  printf("READY\n");
  while (fgets(line, sizeof line, stdin)) {
    size_t len = strlen(line);
    if (len && line[len - 1] == '\n') line[len - 1] = 0;
    if (!line[0]) continue;
    run(line);
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc >= 2 && strcmp(argv[1], "enter") == 0) return enter(argc, argv);
  if (argc >= 2 && strcmp(argv[1], "serve") == 0) return serve();
  fprintf(stderr, "usage: ckbox enter|serve\n");
  return 2;
}
`;
