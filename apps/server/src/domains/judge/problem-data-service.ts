import type { JudgeEngine } from '@ck/judge';
import type { JudgeResult, ProblemData } from '@ck/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { buildJudgeRequest, parseTestData, storeTestData } from './problem-data.ts';
import type { ProblemService } from './problem-service.ts';
import { judgeProblem } from './tables.ts';

type Problem = typeof judgeProblem.$inferSelect;

/** A problem's test data: replacing it from a zip, and checking it with the reference solution. */
export class ProblemDataService {
  constructor(
    private readonly db: Db,
    private readonly problems: ProblemService,
    private readonly engine: () => Promise<JudgeEngine>,
    private readonly dataRoot: string,
  ) {}

  /** Stores the zip's cases as the problem's next data version; a bad zip leaves the current data. */
  async replace(auth: AuthContext, problem: Problem, zip: Buffer): Promise<ProblemData> {
    const data = await parseTestData(zip);
    const version = problem.dataVersion + 1;
    storeTestData(this.dataRoot, problem.id, version, data);
    await this.db
      .update(judgeProblem)
      .set({
        cases: data.cases,
        subtasks: data.subtasks,
        dataVersion: version,
        updateBy: auth.username,
        updateTime: new Date(),
      })
      .where(eq(judgeProblem.id, problem.id));
    return { caseCount: data.cases.length, subtasks: data.subtasks, cases: data.cases };
  }

  /** Judges the reference solution on the test data: every case should be AC. */
  async validate(tenantId: string, id: string): Promise<JudgeResult> {
    const problem = await this.problems.get(tenantId, id);
    if (problem.cases.length === 0) throw badRequest('请先上传测试数据');
    if (!problem.referenceCode || !problem.referenceLanguage) throw badRequest('请先填写标准程序及其语言');
    const engine = await this.engine();
    return engine.judge(
      buildJudgeRequest(this.dataRoot, problem, {
        language: problem.referenceLanguage,
        code: problem.referenceCode,
      }),
    );
  }
}
