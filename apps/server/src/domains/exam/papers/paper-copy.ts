import { and, eq, inArray, isNull } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingQuestion } from '../questions/question-tables.ts';
import { teachingPaperClassification as c } from '../resources.ts';
import { insertSections, type SectionToWrite, storedSections } from './paper-sections.ts';
import { teachingPaper } from './paper-tables.ts';
import type { PaperTableRow } from './paper-view.ts';
import { rulePool } from './student-paper.ts';

/** The most questions of one random rule's pool copied into another tenant. */
export const MAX_POOL_COPY = 2000;
const INSERT_CHUNK = 500;

/** Where copies go: a tenant and a school of it, or the tenant's bank (null). */
export interface CopyTarget {
  tenantId: string;
  deptId: string | null;
}

type QuestionRow = typeof teachingQuestion.$inferSelect;

/**
 * Copies papers into one target inside the caller's transaction. A copy never shares a mutable row
 * with its source: the paper, its sections and its fixed questions are new rows of the target. Into
 * another tenant the random rules' current pools are copied too and classifications are found or
 * created there by name, so the rules still draw; within a tenant rules keep drawing from its bank.
 */
export class PaperCopier {
  /** Source question id -> its copy in the target (each copied once per target). */
  private readonly questions = new Map<string, string>();
  /** Source classification id -> the target's classification. */
  private readonly classifications = new Map<string, string>();

  constructor(
    private readonly tx: Db,
    private readonly target: CopyTarget,
    private readonly actor: AuthContext,
  ) {}

  /** The copy's id. */
  async copy(source: PaperTableRow): Promise<string> {
    const cross = source.tenantId !== this.target.tenantId;
    const sections = await storedSections(this.tx, source.id);
    const fixedIds = sections.flatMap((s) => (s.questions ?? []).map((q) => q.questionId));
    await this.copyQuestions(source.tenantId, fixedIds, cross);
    const written: SectionToWrite[] = [];
    for (const s of sections) {
      if (s.rule && cross) {
        const pool = (await rulePool(this.tx, source, s.rule)).slice(0, MAX_POOL_COPY);
        await this.copyQuestions(source.tenantId, pool, cross);
        const classificationId = await this.classification(source.tenantId, s.rule.classificationId);
        written.push({ ...s, rule: { ...s.rule, classificationId } });
      } else {
        written.push({
          ...s,
          questions: s.questions?.flatMap((q) => {
            const copied = this.questions.get(q.questionId);
            return copied ? [{ ...q, questionId: copied }] : [];
          }),
        });
      }
    }
    const id = uuidv7();
    await this.tx.insert(teachingPaper).values({
      ...source,
      id,
      tenantId: this.target.tenantId,
      deptId: this.target.deptId,
      classificationId: cross
        ? await this.classification(source.tenantId, source.classificationId)
        : source.classificationId,
      shared: 0,
      // Which schools see the source is no business of the copy.
      departIds: null,
      originId: source.id,
      ...this.stamp(cross),
    });
    await insertSections(this.tx, { id, tenantId: this.target.tenantId }, written);
    return id;
  }

  /** The audit columns of a new copy: made now by the actor, in their school unless across tenants. */
  private stamp(cross: boolean) {
    return {
      sysOrgCode: cross ? null : this.actor.orgCode,
      createBy: this.actor.username,
      createTime: new Date(),
      updateBy: null,
      updateTime: null,
      delFlag: 0,
    };
  }

  /** New rows of the target for the questions not copied yet (originId = the source question). */
  private async copyQuestions(sourceTenant: string, ids: string[], cross: boolean) {
    const missing = [...new Set(ids)].filter((id) => !this.questions.has(id));
    for (let i = 0; i < missing.length; i += INSERT_CHUNK) {
      const chunk = missing.slice(i, i + INSERT_CHUNK);
      const rows = await this.tx
        .select()
        .from(teachingQuestion)
        .where(and(tenantScope(teachingQuestion, sourceTenant), inArray(teachingQuestion.id, chunk)));
      const copies: QuestionRow[] = [];
      for (const row of rows) {
        const copy = {
          ...row,
          id: uuidv7(),
          tenantId: this.target.tenantId,
          deptId: this.target.deptId,
          classificationId: cross
            ? await this.classification(sourceTenant, row.classificationId)
            : row.classificationId,
          originId: row.id,
          ...this.stamp(cross),
        };
        this.questions.set(row.id, copy.id);
        copies.push(copy);
      }
      if (copies.length) await this.tx.insert(teachingQuestion).values(copies);
    }
  }

  /**
   * The target's classification matching a source one: the chain of names from the root, each level
   * found by name under the previous one or created with the source's sort number.
   */
  private async classification(sourceTenant: string, id: string | null): Promise<string | null> {
    if (!id) return null;
    const known = this.classifications.get(id);
    if (known) return known;
    const chain: { id: string; name: string; sortNo: number }[] = [];
    let next: string | null = id;
    for (let depth = 0; next && depth < 20; depth++) {
      const [row]: { id: unknown; name: unknown; parentId: unknown; sortNo: unknown }[] = await this.tx
        .select({ id: c.id, name: c.classificationName, parentId: c.parentId, sortNo: c.sortNo })
        .from(c)
        .where(and(tenantScope(c, sourceTenant), eq(c.id, next)));
      if (!row) break;
      chain.unshift({ id: String(row.id), name: String(row.name), sortNo: Number(row.sortNo ?? 0) });
      next = row.parentId ? String(row.parentId) : null;
    }
    let parent: string | null = null;
    for (const link of chain) {
      const mapped = this.classifications.get(link.id);
      if (mapped) {
        parent = mapped;
        continue;
      }
      const [found]: { id: unknown }[] = await this.tx
        .select({ id: c.id })
        .from(c)
        .where(
          and(
            liveScope(c, this.target.tenantId),
            eq(c.classificationName, link.name),
            parent ? eq(c.parentId, parent) : isNull(c.parentId),
          ),
        )
        .limit(1);
      let targetId: string | null = found ? String(found.id) : null;
      if (!targetId) {
        targetId = uuidv7();
        await this.tx.insert(c).values({
          id: targetId,
          tenantId: this.target.tenantId,
          classificationName: link.name,
          parentId: parent,
          sortNo: link.sortNo,
          createBy: this.actor.username,
          createTime: new Date(),
        });
      }
      this.classifications.set(link.id, targetId);
      parent = targetId;
    }
    return parent;
  }
}
