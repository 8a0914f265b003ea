import { BranchesOutlined, EditOutlined, ShareAltOutlined } from '@ant-design/icons';
import { PERMS, type WorkRow } from '@ck/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useFeedback } from '../../../../app/use-feedback.ts';
import { copyText } from '../../../../components/copy-text.ts';
import { useCan } from '../../../../hooks/use-can.ts';
import { useSession } from '../../../../stores/session-store.ts';
import { remixWork, setWorkStatus } from '../api.ts';
import { editorLink, featureActions, loginBack, shareUrl } from '../work-links.ts';
import { errorText } from './work-grid.tsx';

/** 改编, 分享, the owner's 编辑 and the featuring buttons of teachers and admins. */
export function WorkActions({ work }: { work: WorkRow }) {
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userInfo?.id);
  const canFeature = useCan(PERMS.work.feature);
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const { message, modal } = useFeedback();
  const owner = !!userId && userId === work.userId;
  const editor = editorLink(work.workType, work.id);

  const remix = useMutation({
    mutationFn: () => remixWork(work.id),
    onSuccess: ({ id }) => {
      message.success('已改编到我的作品');
      navigate(editorLink(work.workType, id) ?? '/work/workList');
    },
    onError: (error) => message.error(errorText(error, '改编失败')),
  });
  const feature = useMutation({
    mutationFn: (status: 2 | 3 | 4) => setWorkStatus(work.id, status),
    onSuccess: () => {
      message.success('作品状态已更新');
      void client.invalidateQueries({ queryKey: ['works'] });
    },
    onError: (error) => message.error(errorText(error, '操作失败')),
  });

  const share = async () => {
    const url = shareUrl(work.id);
    if (await copyText(url)) message.success('作品链接已复制，快分享给小伙伴吧');
    else modal.info({ title: '复制下面的链接分享作品', content: url, okText: '知道了' });
  };

  return (
    <Space wrap>
      {editor && (
        <Button
          icon={<BranchesOutlined />}
          loading={remix.isPending}
          onClick={() =>
            token ? remix.mutate() : navigate(loginBack(`${location.pathname}${location.search}`))
          }
        >
          改编
        </Button>
      )}
      <Button icon={<ShareAltOutlined />} onClick={share}>
        分享
      </Button>
      {owner && editor && (
        <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(editor)}>
          编辑
        </Button>
      )}
      {work.workType === 4 && !owner && editor && (
        <Button onClick={() => navigate(editor)}>在编辑器中打开</Button>
      )}
      {canFeature &&
        featureActions(work.workStatus).map((a) => (
          <Button
            key={a.status}
            loading={feature.isPending && feature.variables === a.status}
            onClick={() =>
              modal.confirm({
                title: `确定要${a.label}吗？`,
                okText: '确定',
                cancelText: '取消',
                onOk: () => feature.mutateAsync(a.status),
              })
            }
          >
            {a.label}
          </Button>
        ))}
    </Space>
  );
}
