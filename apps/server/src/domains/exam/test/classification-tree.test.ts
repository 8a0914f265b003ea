import { envelopeOf, paperClassificationNodeSchema } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectAnswer } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { OTHER_TENANT_ID } from '../../../../test/helpers/fixtures.ts';
import { schoolApp } from '../../../../test/helpers/school-world.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { classificationForest } from '../classification/classification-nodes.ts';
import { teachingPaperClassification } from '../resources.ts';
import { CLASSIFICATION_TREE, expectRefused, insertClassification } from './paper-fixtures.ts';

const suite = appSuite(schoolApp);

interface Node {
  id: string;
  classificationName: string;
  children: Node[];
}

const names = (nodes: Node[]) => nodes.map((n) => n.classificationName);

describe('classification tree for pickers', () => {
  it('answers the tenant’s live tree, siblings by sort number then name, to any signed-in user', async () => {
    const python = await insertClassification(suite.t, 'Python', null, DEFAULT_TENANT_ID, 2);
    const scratch = await insertClassification(suite.t, 'Scratch', null, DEFAULT_TENANT_ID, 1);
    await insertClassification(suite.t, '一级', scratch, DEFAULT_TENANT_ID, 5);
    await insertClassification(suite.t, '乙级', scratch, DEFAULT_TENANT_ID, 1);
    await insertClassification(suite.t, '甲级', scratch, DEFAULT_TENANT_ID, 1);
    const gone = await insertClassification(suite.t, '已删除', python);
    await suite.t.db
      .update(teachingPaperClassification)
      .set({ delFlag: 1 })
      .where(eq(teachingPaperClassification.id, gone));
    await insertClassification(suite.t, '外机构分类', null, OTHER_TENANT_ID);

    for (const c of [suite.w.student, suite.w.teacher, suite.w.admin]) {
      const res = await c.get(CLASSIFICATION_TREE);
      expectAnswer(res, envelopeOf(z.array(paperClassificationNodeSchema)));
      const roots = res.body.result as Node[];
      expect(names(roots)).toEqual(['Scratch', 'Python']);
      const s = roots[0]!;
      expect(s).toMatchObject({ id: scratch, parentId: null, sortNo: 1 });
      const sortedByName = ['乙级', '甲级'].sort((a, b) => a.localeCompare(b, 'zh-CN'));
      expect(names(s.children)).toEqual([...sortedByName, '一级']);
      expect(roots[1]!.children).toEqual([]);
    }
    const theirs = await suite.w.outsider.get(CLASSIFICATION_TREE);
    expect(names(theirs.body.result as Node[])).toEqual(['外机构分类']);
    const anonymous = await suite.t.app.inject({ method: 'GET', url: CLASSIFICATION_TREE });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps a node whose parent is missing, and breaks a loop, as roots', () => {
    const forest = classificationForest([
      { id: 'a', classificationName: '甲', parentId: 'b', sortNo: 0 },
      { id: 'b', classificationName: '乙', parentId: 'a', sortNo: 1 },
      { id: 'c', classificationName: '丙', parentId: 'gone', sortNo: 2 },
      { id: 'd', classificationName: '丁', parentId: 'c', sortNo: 0 },
    ]);
    expect(forest.map((n) => n.id)).toEqual(['a', 'b', 'c']);
    expect(forest[2]!.children.map((n) => n.id)).toEqual(['d']);
  });

  it('students read the tree but never change it', async () => {
    const id = await insertClassification(suite.t, '只读分类');
    expectRefused(
      await suite.w.student.post('/api/teaching/teachingPaperClassification/add', {
        classificationName: '学生加的',
      }),
      403,
    );
    expectRefused(
      await suite.w.student.del(`/api/teaching/teachingPaperClassification/delete?id=${id}`),
      403,
    );
    const [row] = await suite.t.db
      .select()
      .from(teachingPaperClassification)
      .where(eq(teachingPaperClassification.id, id));
    expect(row).toMatchObject({ delFlag: 0 });
  });
});
