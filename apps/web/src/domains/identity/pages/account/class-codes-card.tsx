import { CopyOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Empty, List, Popconfirm, Space, Typography } from 'antd';
import { HttpError } from '../../../../api/http-errors.ts';
import { fetchClassCodes, resetClassCode } from '../../api/account.ts';

/** Teachers and admins: the join codes of the classes they manage, with copy and reset. */
export function ClassCodesCard() {
  const { message } = App.useApp();
  const codes = useQuery({ queryKey: ['class-codes'], queryFn: fetchClassCodes });
  return (
    <Card
      title="班级码"
      variant="borderless"
      extra={<Typography.Text type="secondary">学生输入班级码即可加入班级</Typography.Text>}
    >
      {codes.data?.length === 0 ? (
        <Empty description="你还没有负责的班级" />
      ) : (
        <List
          loading={codes.isLoading}
          dataSource={codes.data ?? []}
          renderItem={(c) => (
            <List.Item
              actions={[
                <Button
                  key="copy"
                  type="link"
                  icon={<CopyOutlined />}
                  onClick={() => navigator.clipboard?.writeText(c.code).then(() => message.success('已复制'))}
                >
                  复制
                </Button>,
                <Popconfirm
                  key="reset"
                  title="重置后旧班级码立即失效，确定吗？"
                  onConfirm={async () => {
                    try {
                      await resetClassCode(c.departId);
                      message.success('班级码已重置');
                      codes.refetch();
                    } catch (error) {
                      message.error(error instanceof HttpError ? error.message : '重置失败');
                    }
                  }}
                >
                  <Button type="link" icon={<ReloadOutlined />}>
                    重置
                  </Button>
                </Popconfirm>,
              ]}
            >
              <Space>
                <span>{c.departName}</span>
                <Typography.Text code copyable={false} style={{ fontSize: 16, letterSpacing: 2 }}>
                  {c.code}
                </Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
