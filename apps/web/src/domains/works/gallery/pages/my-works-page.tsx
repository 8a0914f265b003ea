import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  HistoryOutlined,
  MoreOutlined,
  PlusOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import { WORK_SCENES, WORK_STATUSES, type WorkRow } from '@ck/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, Input, Select, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../../../app/use-feedback.ts';
import { CenteredPagination } from '../../../../components/centered-pagination.tsx';
import { copyText } from '../../../../components/copy-text.ts';
import { usePagerShowLess } from '../../../../hooks/use-pager.ts';
import { deleteWork, fetchMyCollect, fetchMyWorks, renameWork } from '../api.ts';
import { VersionDrawer } from '../components/version-drawer.tsx';
import { WorkCard } from '../components/work-card.tsx';
import { errorText, WorkGrid } from '../components/work-grid.tsx';
import { WorksPage } from '../components/works-page.tsx';
import {
  detailLink,
  editorLink,
  shareUrl,
  shownScore,
  statusTag,
  TYPE_TABS,
  tabWorkType,
} from '../work-links.ts';
import '../gallery.css';

const PAGE_SIZE = 12;
const NEW_WORK = [
  { key: '/scratch3', label: 'Scratch 3 作品' },
  { key: '/python', label: 'Python 作品' },
  { key: '/scratchjr', label: 'ScratchJr 作品' },
];
const STATE_OPTIONS = Object.entries(WORK_STATUSES).map(([value, label]) => ({
  value: Number(value),
  label,
}));
const SCENE_OPTIONS = Object.entries(WORK_SCENES).map(([value, label]) => ({ value, label }));

interface Filters {
  workName: string;
  tab: string;
  workStatus?: number;
  workScene?: string;
}

/** One of my works: open, detail, and the menu with rename, share, versions and delete. */
function MineCard({ work, onVersions }: { work: WorkRow; onVersions: (w: WorkRow) => void }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { modal, message } = useFeedback();
  const editor = editorLink(work.workType, work.id);
  const state = statusTag(work.workStatus);
  const score = shownScore(work);
  const refresh = () => client.invalidateQueries({ queryKey: ['works', 'mine'] });

  const rename = () => {
    let name = work.workName;
    modal.confirm({
      title: '重命名作品',
      icon: null,
      content: (
        <Input
          aria-label="作品名称"
          defaultValue={work.workName}
          maxLength={100}
          onChange={(e) => {
            name = e.target.value;
          }}
        />
      ),
      okText: '保存',
      cancelText: '取消',
      onOk: async () => {
        if (!name.trim()) {
          message.error('请输入作品名称');
          throw new Error('empty');
        }
        try {
          await renameWork(work.id, name.trim());
          message.success('已重命名');
          void refresh();
        } catch (error) {
          message.error(errorText(error, '重命名失败'));
          throw error;
        }
      },
    });
  };
  const remove = () =>
    modal.confirm({
      title: '确定要删除这个作品吗？',
      content: `“${work.workName}”删除后不能恢复。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await deleteWork(work.id);
          message.success('作品已删除');
          void refresh();
        } catch (error) {
          message.error(errorText(error, '删除失败'));
        }
      },
    });
  const share = async () => {
    const url = shareUrl(work.id);
    if (await copyText(url)) message.success('作品链接已复制');
    else modal.info({ title: '复制下面的链接分享作品', content: url, okText: '知道了' });
  };

  return (
    <WorkCard
      work={work}
      onOpen={() => navigate(detailLink(work.id))}
      badge={
        <Tag className="ck-work-state" color={state.color}>
          {state.label}
          {score !== null ? ` · ${score}分` : ''}
        </Tag>
      }
      footer={
        <div style={{ display: 'flex', gap: 6, padding: '0 12px 12px' }}>
          {editor ? (
            <Button size="small" type="primary" icon={<EditOutlined />} onClick={() => navigate(editor)}>
              编辑
            </Button>
          ) : (
            <Button
              size="small"
              type="primary"
              icon={<EyeOutlined />}
              onClick={() => navigate(detailLink(work.id))}
            >
              查看
            </Button>
          )}
          {editor && (
            <Button size="small" icon={<EyeOutlined />} onClick={() => navigate(detailLink(work.id))}>
              详情
            </Button>
          )}
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'rename', label: '重命名', icon: <EditOutlined /> },
                { key: 'share', label: '复制分享链接', icon: <ShareAltOutlined /> },
                { key: 'versions', label: '历史版本', icon: <HistoryOutlined /> },
                { type: 'divider' },
                { key: 'delete', label: '删除', icon: <DeleteOutlined />, danger: true },
              ],
              onClick: ({ key }) => {
                if (key === 'rename') rename();
                if (key === 'share') void share();
                if (key === 'versions') onVersions(work);
                if (key === 'delete') remove();
              },
            }}
          >
            <Button size="small" icon={<MoreOutlined />} aria-label={`更多操作 ${work.workName}`} />
          </Dropdown>
        </div>
      }
    />
  );
}

function MineTab() {
  const showLessItems = usePagerShowLess();
  const [filters, setFilters] = useState<Filters>({ workName: '', tab: '' });
  const [text, setText] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [versionsOf, setVersionsOf] = useState<WorkRow | null>(null);
  const works = useQuery({
    queryKey: ['works', 'mine', filters, pageNo],
    queryFn: () =>
      fetchMyWorks({
        workName: filters.workName || undefined,
        workType: tabWorkType(filters.tab),
        workStatus: filters.workStatus,
        workScene: filters.workScene,
        pageNo,
        pageSize: PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
  const update = (patch: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPageNo(1);
  };
  const filtered = !!(
    filters.workName ||
    filters.tab ||
    filters.workStatus !== undefined ||
    filters.workScene
  );

  return (
    <>
      <div className="ck-works-filters">
        <Select
          aria-label="作品类型"
          value={filters.tab}
          options={TYPE_TABS.map((t) => ({ label: t.value ? t.label : '全部类型', value: t.value }))}
          onChange={(tab) => update({ tab })}
          style={{ width: 120 }}
        />
        <Select
          aria-label="作品状态"
          allowClear
          placeholder="全部状态"
          value={filters.workStatus}
          options={STATE_OPTIONS}
          onChange={(workStatus) => update({ workStatus })}
          style={{ width: 120 }}
        />
        <Select
          aria-label="创作场景"
          allowClear
          placeholder="全部场景"
          value={filters.workScene}
          options={SCENE_OPTIONS}
          onChange={(workScene) => update({ workScene })}
          style={{ width: 120 }}
        />
        <Input.Search
          allowClear
          placeholder="搜索作品名称"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(v) => update({ workName: v.trim() })}
          style={{ maxWidth: 240 }}
        />
      </div>
      <WorkGrid
        items={works.data?.records}
        query={works}
        empty={filtered ? '没有找到符合条件的作品' : '你还没有作品，点击“新建作品”开始创作吧'}
        render={(w) => <MineCard key={w.id} work={w} onVersions={setVersionsOf} />}
      />
      <CenteredPagination
        current={pageNo}
        pageSize={PAGE_SIZE}
        total={works.data?.total ?? 0}
        showLessItems={showLessItems}
        onChange={setPageNo}
      />
      <VersionDrawer work={versionsOf} onClose={() => setVersionsOf(null)} />
    </>
  );
}

function CollectTab() {
  const navigate = useNavigate();
  const [pageNo, setPageNo] = useState(1);
  const works = useQuery({
    queryKey: ['works', 'my-collect', pageNo],
    queryFn: () => fetchMyCollect(pageNo, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <WorkGrid
        items={works.data?.records}
        query={works}
        empty="还没有收藏作品，去作品广场逛逛吧"
        render={(w) => <WorkCard key={w.id} work={w} onOpen={() => navigate(detailLink(w.id))} />}
      />
      <CenteredPagination
        current={pageNo}
        pageSize={PAGE_SIZE}
        total={works.data?.total ?? 0}
        onChange={setPageNo}
      />
    </>
  );
}

/** `/work/workList`: my works (filters, editor, rename, delete, share, versions) and my collected works. */
export function MyWorksPage() {
  const navigate = useNavigate();
  return (
    <WorksPage
      title="我的作品"
      note="保存、提交、分享你的每一个创意"
      extra={
        <Dropdown menu={{ items: NEW_WORK, onClick: ({ key }) => navigate(key) }} trigger={['click']}>
          <Button size="large" icon={<PlusOutlined />}>
            新建作品
          </Button>
        </Dropdown>
      }
    >
      <Tabs
        size="large"
        destroyOnHidden
        items={[
          { key: 'mine', label: '我的作品', children: <MineTab /> },
          { key: 'collect', label: '我的收藏', children: <CollectTab /> },
        ]}
      />
    </WorksPage>
  );
}
