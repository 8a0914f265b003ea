import { TeamOutlined } from '@ant-design/icons';
import type { CourseDept, TenantCaller } from '@ck/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Empty,
  Input,
  Result,
  Skeleton,
  Space,
  Table,
  Tabs,
  Tag,
  Tree,
  Typography,
} from 'antd';
import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getAction, unwrap } from '../../../../api/client.ts';
import { lazyNamed } from '../../../../app/lazy-page.ts';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { AddButton } from '../../../../components/add-button.tsx';
import { LoadError } from '../../../../components/load-error.tsx';
import { PageLoading } from '../../../../components/page-loading.tsx';
import { useCan, useHasRole } from '../../../../hooks/use-can.ts';
import { useDangerConfirm } from '../../../../hooks/use-danger-confirm.ts';
import {
  COURSE_DEPT_KEY,
  deleteCourseDept,
  fetchManagedClasses,
  fetchMyDepartTree,
  listCourseDepts,
} from '../api.ts';
import { PickerLayout } from '../components/picker-layout.tsx';
import { firstClassOf, managedClassTree, openState } from '../course-auth.ts';
import type { TreeOption } from '../course-form.ts';
import { AddCoursesModal, OpenTimeModal } from './course-auth-modals.tsx';

/**
 * `teaching/CourseAuth`: which courses each class sees, and from when; for administrators also the
 * courses and papers each school is given and, on the platform, what each tenant is licensed.
 */
export function CourseAuthPage() {
  const canList = useCan('teaching:courseDept:list');
  const admin = useHasRole('admin');
  if (!canList) return <Result status="403" title="没有权限" subTitle="课程授权只有老师和管理员可以使用" />;
  if (!admin) return <CourseAuth />;
  return <AllocationTabs />;
}

// Loaded only when an administrator opens their tab.
const SchoolAllocation = lazyNamed(() => import('./school-allocation.tsx'), 'SchoolAllocation');
const TenantAllocation = lazyNamed(() => import('./tenant-allocation.tsx'), 'TenantAllocation');

/** Whether the caller administers the platform (only they license to other tenants). */
const fetchPlatformAdmin = async () =>
  unwrap(await getAction<TenantCaller>('/teaching/teachingZuhuInfo/scope', undefined, { quiet: true }))
    .platformAdmin;

function AllocationTabs() {
  const platform = useQuery({
    queryKey: ['teaching', 'allocation', 'platform-admin'],
    queryFn: fetchPlatformAdmin,
    retry: false,
  });
  const lazy = (node: ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'class', label: '班级授权', children: <CourseAuth /> },
        { key: 'school', label: '学校分配', children: lazy(<SchoolAllocation />) },
        ...(platform.data
          ? [{ key: 'tenant', label: '机构授权', children: lazy(<TenantAllocation />) }]
          : []),
      ]}
    />
  );
}

// The contest verification codes live in the contest domain; loaded only when asked for.
const ContestCodesHomePage = lazyNamed(
  () => import('../../../contest/contest-admin/pages/contest-codes-page.tsx'),
  'ContestCodesHomePage',
);

/**
 * `/home-page/courseAuth`: the same page in the site layout. With `?contestId=` it is the second
 * route of that path, the verification codes of a contest.
 */
export function CourseAuthHomePage() {
  const [params] = useSearchParams();
  if (params.has('contestId'))
    return (
      <Suspense fallback={<PageLoading />}>
        <ContestCodesHomePage />
      </Suspense>
    );
  return <CourseAuthHome />;
}

function CourseAuthHome() {
  useDocumentTitle('课程授权');
  return (
    <Card title="课程授权" variant="borderless">
      <CourseAuthPage />
    </Card>
  );
}

type ClassNode = { key: string; title: string; selectable?: boolean; children?: ClassNode[] };
const treeNodes = (nodes: TreeOption[]): ClassNode[] =>
  nodes.map((n) => ({
    key: n.value,
    title: n.title,
    selectable: n.selectable,
    ...(n.children ? { children: treeNodes(n.children) } : {}),
  }));

function filterTree(nodes: TreeOption[], keyword: string): TreeOption[] {
  if (!keyword) return nodes;
  return nodes.flatMap((n) => {
    const kids = filterTree(n.children ?? [], keyword);
    if (n.title.includes(keyword) || kids.length)
      return [{ ...n, children: n.title.includes(keyword) ? n.children : kids }];
    return [];
  });
}

function CourseAuth() {
  const tree = useQuery({ queryKey: ['teaching', 'my-depart-tree'], queryFn: fetchMyDepartTree });
  const managed = useQuery({ queryKey: ['teaching', 'managed-classes'], queryFn: fetchManagedClasses });
  const classes = useMemo(
    () => (tree.data && managed.data ? managedClassTree(tree.data, managed.data) : []),
    [tree.data, managed.data],
  );
  const [classId, setClassId] = useState<string>();
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => filterTree(classes, keyword.trim()), [classes, keyword]);

  useEffect(() => {
    if (!classId) setClassId(firstClassOf(classes)?.value);
  }, [classes, classId]);

  const failed = tree.isError || managed.isError;
  const loading = tree.isLoading || managed.isLoading;
  const className = managed.data?.find((c) => c.departId === classId)?.departName ?? '';

  return (
    <PickerLayout
      icon={<TeamOutlined />}
      title="选择班级"
      picker={
        failed ? (
          <LoadError
            what="班级"
            onRetry={() => {
              void tree.refetch();
              void managed.refetch();
            }}
          />
        ) : loading ? (
          <Skeleton active />
        ) : classes.length === 0 ? (
          <Empty description="你还没有负责的班级" />
        ) : (
          <>
            <Input.Search
              allowClear
              placeholder="搜索班级"
              onChange={(e) => setKeyword(e.target.value)}
              style={{ marginBottom: 8 }}
            />
            <Tree
              blockNode
              defaultExpandAll
              treeData={treeNodes(shown)}
              selectedKeys={classId ? [classId] : []}
              onSelect={(keys) => keys[0] && setClassId(String(keys[0]))}
              style={{ maxHeight: 560, overflow: 'auto' }}
            />
          </>
        )
      }
    >
      {classId ? (
        <ClassCourses classId={classId} className={className} />
      ) : (
        !loading && !failed && <Empty description="请选择班级" />
      )}
    </PickerLayout>
  );
}

function ClassCourses({ classId, className }: { classId: string; className: string }) {
  const confirmDanger = useDangerConfirm();
  const queryClient = useQueryClient();
  const canEdit = useCan('teaching:courseDept:edit');
  const key = [...COURSE_DEPT_KEY, classId];
  const rows = useQuery({ queryKey: key, queryFn: () => listCourseDepts(classId) });
  const [adding, setAdding] = useState(false);
  const [timing, setTiming] = useState<CourseDept | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const now = new Date();

  const withdraw = (r: CourseDept) =>
    confirmDanger({
      title: '撤销授权',
      content: `确定不再向「${className}」开放「${r.courseId_dictText}」吗？学生将看不到这门课程，学习记录保留。`,
      okText: '撤销',
      action: () => deleteCourseDept(r.id),
      successText: '已撤销授权',
      onDone: () => void refresh(),
    });

  const records = rows.data?.records ?? [];
  return (
    <Card
      size="small"
      title={
        <Space>
          {className || '班级'}
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            已授权 {records.length} 门课程
          </Typography.Text>
        </Space>
      }
      extra={
        <AddButton code="teaching:courseDept:edit" onClick={() => setAdding(true)}>
          添加课程
        </AddButton>
      }
    >
      {rows.isError ? (
        <LoadError what="授权课程" onRetry={() => rows.refetch()} />
      ) : (
        <Table<CourseDept>
          rowKey="id"
          size="middle"
          loading={rows.isLoading}
          dataSource={records}
          pagination={false}
          scroll={{ x: 900 }}
          locale={{ emptyText: <Empty description="这个班级还没有授权课程" /> }}
          columns={[
            { key: 'course', title: '课程', dataIndex: 'courseId_dictText', width: 200, ellipsis: true },
            {
              key: 'openTime',
              title: '开放时间',
              dataIndex: 'openTime',
              width: 180,
              render: (v: string | null) => v ?? '授权后立即开放',
            },
            {
              key: 'state',
              title: '状态',
              width: 130,
              render: (_, r) => {
                const state = openState(r.openTime, now);
                return <Tag color={state.open ? 'green' : 'orange'}>{state.text}</Tag>;
              },
            },
            { key: 'createBy', title: '授权人', dataIndex: 'createBy', width: 100, ellipsis: true },
            { key: 'createTime', title: '授权时间', dataIndex: 'createTime', width: 170 },
            ...(canEdit
              ? [
                  {
                    key: 'actions',
                    title: '操作',
                    width: 170,
                    fixed: 'right' as const,
                    render: (_: unknown, r: CourseDept) => (
                      <Space size={0}>
                        <Button type="link" size="small" onClick={() => setTiming(r)}>
                          修改开放时间
                        </Button>
                        <Button type="link" size="small" danger onClick={() => withdraw(r)}>
                          撤销
                        </Button>
                      </Space>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      <AddCoursesModal
        open={adding}
        classId={classId}
        className={className}
        authorised={records.map((r) => r.courseId)}
        onClose={() => setAdding(false)}
        onSaved={refresh}
      />
      <OpenTimeModal record={timing} onClose={() => setTiming(null)} onSaved={refresh} />
    </Card>
  );
}
