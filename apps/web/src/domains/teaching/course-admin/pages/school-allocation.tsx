import { ApartmentOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Form, Skeleton, Space, Tree, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { errorText } from '../../../../api/http-errors.ts';
import {
  ALLOCATION_KEY,
  fetchDepartTree,
  listCourses,
  listPapers,
  saveSchoolCourses,
  saveSchoolPapers,
  schoolCourses,
  schoolPapers,
} from '../api.ts';
import { CoursePaperFields, useCoursePaperForm } from '../components/course-paper-fields.tsx';
import { PickerLayout } from '../components/picker-layout.tsx';
import { firstClassOf } from '../course-auth.ts';
import type { TreeOption } from '../course-form.ts';
import { allocatableCourses, allocatablePapers, schoolOptions } from '../resource-allocation.ts';

type Node = { key: string; title: string; selectable?: boolean; children?: Node[] };
const nodesOf = (options: TreeOption[]): Node[] =>
  options.map((o) => ({
    key: o.value,
    title: o.title,
    selectable: o.selectable,
    ...(o.children ? { children: nodesOf(o.children) } : {}),
  }));

/** 学校分配: administrators give the tenant's courses and bank papers to its schools. */
export function SchoolAllocation() {
  const tree = useQuery({ queryKey: ['teaching', 'depart-tree'], queryFn: fetchDepartTree });
  const schools = useMemo(() => schoolOptions(tree.data ?? []), [tree.data]);
  const [schoolId, setSchoolId] = useState<string>();
  useEffect(() => {
    if (!schoolId) setSchoolId(firstClassOf(schools)?.value);
  }, [schools, schoolId]);
  const find = (nodes: TreeOption[]): string | undefined => {
    for (const n of nodes) {
      if (n.value === schoolId) return n.title;
      const inner = find(n.children ?? []);
      if (inner) return inner;
    }
    return undefined;
  };

  return (
    <PickerLayout
      icon={<ApartmentOutlined />}
      title="选择学校"
      picker={
        tree.isError ? (
          <Alert type="error" showIcon title={errorText(tree.error, '学校加载失败')} />
        ) : tree.isLoading ? (
          <Skeleton active />
        ) : schools.length === 0 ? (
          <Empty description="本机构还没有学校或校区" />
        ) : (
          <Tree
            blockNode
            defaultExpandAll
            treeData={nodesOf(schools)}
            selectedKeys={schoolId ? [schoolId] : []}
            onSelect={(keys) => keys[0] && setSchoolId(String(keys[0]))}
            style={{ maxHeight: 560, overflow: 'auto' }}
          />
        )
      }
    >
      {schoolId ? (
        <SchoolResources key={schoolId} schoolId={schoolId} schoolName={find(schools) ?? ''} />
      ) : (
        !tree.isLoading && <Empty description="请选择学校" />
      )}
    </PickerLayout>
  );
}

function SchoolResources({ schoolId, schoolName }: { schoolId: string; schoolName: string }) {
  const queryClient = useQueryClient();
  const {
    form,
    given,
    saving,
    error,
    submit: save,
  } = useCoursePaperForm(
    [...ALLOCATION_KEY, 'school', schoolId],
    async () => {
      const [c, p] = await Promise.all([schoolCourses(schoolId), schoolPapers(schoolId)]);
      return { courseIds: c.courseIds, paperIds: p.paperIds };
    },
    async (values) => {
      const [c, p] = await Promise.all([
        saveSchoolCourses({ deptId: schoolId, courseIds: values.courseIds ?? [] }),
        saveSchoolPapers({ deptId: schoolId, paperIds: values.paperIds ?? [] }),
      ]);
      void queryClient.invalidateQueries({ queryKey: ['teaching', 'courses'] });
      return { courseIds: c.courseIds, paperIds: p.paperIds };
    },
    { saved: '分配已保存', failed: '保存分配失败' },
  );
  const courses = useQuery({
    queryKey: [...ALLOCATION_KEY, 'courses'],
    queryFn: () => listCourses({ pageSize: 1000, column: 'orderNum', order: 'asc' }),
  });
  const papers = useQuery({ queryKey: [...ALLOCATION_KEY, 'papers'], queryFn: listPapers });

  const failed = given.error ?? courses.error ?? papers.error;
  return (
    <Card size="small" title={`分配给「${schoolName}」的课程与试卷`} data-testid="school-allocation">
      {failed ? (
        <Alert type="error" showIcon title={errorText(failed, '分配信息加载失败')} />
      ) : given.isLoading || courses.isLoading || papers.isLoading ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" name="school-allocation">
          <CoursePaperFields
            note="学校的老师只看到分配给本校的课程；机构题库的试卷分配给学校后，只有这些学校的老师能看到，未分配给任何学校的试卷所有学校都能看到。平台授权的课程全机构可用，无需分配。"
            courses={{
              label: '课程',
              placeholder: '选择分配给本校的课程',
              notFound: '没有可以分配的课程',
              options: allocatableCourses(courses.data?.records ?? []),
            }}
            papers={{
              label: '试卷（机构题库）',
              placeholder: '选择分配给本校的试卷',
              notFound: '机构题库还没有试卷',
              options: allocatablePapers(papers.data?.records ?? []),
            }}
          />
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
          <Space>
            <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={save}>
              保存分配
            </Button>
            <Typography.Text type="secondary">保存后以所选为准，未选中的课程和试卷从本校收回</Typography.Text>
          </Space>
        </Form>
      )}
    </Card>
  );
}
