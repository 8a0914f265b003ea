import { CopyOutlined, QrcodeOutlined, ReloadOutlined, TeamOutlined } from '@ant-design/icons';
import type { MyClass } from '@ck/shared';
import { App, Button, Card, Modal, Popconfirm, QRCode, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { HttpError } from '../../../../api/http-errors.ts';
import { myClassApi } from '../api.ts';
import { joinUrl, spacedCode } from '../join-link.ts';
import '../print.css';

/** One class: school, name, size, its join code (copy, reset, QR code of the join link). */
export function ClassCard({
  klass,
  selected,
  onOpen,
  onChanged,
}: {
  klass: MyClass;
  selected: boolean;
  onOpen: () => void;
  onChanged: () => void;
}) {
  const { message } = App.useApp();
  const [qr, setQr] = useState(false);
  const link = joinUrl(window.location.origin, klass.code);

  const copy = async (text: string, what: string) => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    message.success(`${what}已复制`);
  };
  const reset = async () => {
    try {
      const { code } = await myClassApi.resetCode(klass.id);
      message.success(`新的班级码：${code}，旧码已失效`);
      onChanged();
    } catch (err) {
      message.error(err instanceof HttpError ? err.message : '重置失败');
    }
  };

  return (
    <Card
      hoverable
      onClick={onOpen}
      style={{ borderColor: selected ? '#1f6feb' : undefined }}
      title={
        <Space orientation="vertical" size={0}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {klass.schoolName ?? '未归属学校'}
          </Typography.Text>
          <span>{klass.departName}</span>
        </Space>
      }
      extra={
        <span>
          <TeamOutlined /> {klass.studentCount} 人
        </span>
      }
      actions={[
        <Tooltip key="copy" title="复制班级码">
          <Button
            type="text"
            icon={<CopyOutlined />}
            onClick={(e) => {
              e.stopPropagation();
              void copy(klass.code, '班级码');
            }}
          >
            复制
          </Button>
        </Tooltip>,
        <Button
          key="qr"
          type="text"
          icon={<QrcodeOutlined />}
          onClick={(e) => {
            e.stopPropagation();
            setQr(true);
          }}
        >
          二维码
        </Button>,
        <Popconfirm
          key="reset"
          title="重置班级码？"
          description="旧的班级码会立即失效，还没加入的学生需要使用新码。"
          okText="重置"
          cancelText="取消"
          onConfirm={reset}
          onPopupClick={(e) => e.stopPropagation()}
        >
          <Button type="text" icon={<ReloadOutlined />} onClick={(e) => e.stopPropagation()}>
            重置
          </Button>
        </Popconfirm>,
      ]}
    >
      <Typography.Text type="secondary">班级码</Typography.Text>
      <div className="ck-join-code" aria-label={`班级码 ${klass.code}`}>
        {spacedCode(klass.code)}
      </div>
      <Modal
        open={qr}
        title={`扫码加入 ${klass.departName}`}
        onCancel={() => setQr(false)}
        footer={[
          <Button key="link" onClick={() => copy(link, '加入链接')}>
            复制链接
          </Button>,
          <Button key="print" onClick={() => window.print()}>
            打印
          </Button>,
          <Button key="ok" type="primary" onClick={() => setQr(false)}>
            关闭
          </Button>,
        ]}
      >
        <JoinSheet klass={klass} link={link} />
        {qr &&
          createPortal(
            <div className="ck-print-only">
              <JoinSheet klass={klass} link={link} />
            </div>,
            document.body,
          )}
      </Modal>
    </Card>
  );
}

/** The class, a QR code of its join link and the code itself: shown in the dialog, printed alone. */
function JoinSheet({ klass, link }: { klass: MyClass; link: string }) {
  return (
    <div style={{ textAlign: 'center' }}>
      <Typography.Title level={4}>
        {klass.schoolName} {klass.departName}
      </Typography.Title>
      <QRCode value={link} size={220} style={{ margin: '0 auto' }} />
      <div className="ck-join-code" style={{ marginTop: 12 }}>
        {spacedCode(klass.code)}
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        扫码或打开 {link}
      </Typography.Paragraph>
    </div>
  );
}
