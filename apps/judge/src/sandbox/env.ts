import type { RunLimits } from '../types.ts';
import type { CgroupControl } from './cgroup.ts';

/** Everything a box needs to start, found once at start-up by `probeSandbox`. */
export interface SandboxEnv {
  /** Judge working directory: boxes/ and cache/ live here. */
  root: string;
  cacheDir: string;
  launcher: string;
  bwrap: string;
  /** The unprivileged user programs run as when the judge itself runs as root. */
  dropTo: { uid: number; gid: number } | null;
  cgroups: CgroupControl | null;
  /** Read-only system paths bound into every box (besides /usr). */
  systemBinds: string[];
  /** Host symlinks reproduced inside (/bin -> usr/bin on merged-/usr systems). */
  systemLinks: { path: string; target: string }[];
  /** Limits of compilers (and syntax checks). */
  compileLimits: RunLimits;
}
