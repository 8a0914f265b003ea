import type { AppConfig } from '../../config/env.ts';
import type { Database } from '../../db/client.ts';

/** How a web node judges: not at all, inside its own process, or through forked worker processes. */
export type JudgeMode =
  | { kind: 'off' }
  | { kind: 'in-process'; jobs: number }
  | { kind: 'processes'; workers: number };

export function judgeMode(
  config: Pick<AppConfig, 'env' | 'judgeInProcess' | 'judgeWorkers'>,
  database: Database['kind'],
): JudgeMode {
  if (!config.judgeInProcess || config.judgeWorkers === 0) return { kind: 'off' };
  // Embedded PGlite cannot be opened by another process; the API tests judge inside the app under
  // test (worker processes have tests of their own).
  if (database === 'pglite' || config.env === 'test')
    return { kind: 'in-process', jobs: config.judgeWorkers };
  return { kind: 'processes', workers: config.judgeWorkers };
}

/** The start-up log line that says where submissions are judged. */
export function describeJudgeMode(mode: JudgeMode, database: Database['kind']): string {
  if (mode.kind === 'off')
    return '本节点不判题（JUDGE_IN_PROCESS=off 或 JUDGE_WORKERS=0）：提交由 npm run judge 启动的判题进程评测';
  if (mode.kind === 'processes') return `判题：启动 ${mode.workers} 个判题进程（JUDGE_WORKERS）`;
  if (database === 'pglite')
    return `判题：内嵌数据库只能由网站进程打开，判题在网站进程内进行，同时评测 ${mode.jobs} 个提交；多进程、多机判题需要 PostgreSQL`;
  return `判题：在网站进程内进行，同时评测 ${mode.jobs} 个提交`;
}
