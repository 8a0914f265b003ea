import { Modal, Typography } from 'antd';

/** The AGPL notice: which package the editor is, its licence, and where its source is. */
export function AboutEditor({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onCancel={onClose} onOk={onClose} title="关于 Scratch 3 编辑器 / 源代码" footer={null}>
      <Typography.Paragraph>
        本编辑器是 Scratch 基金会发布的{' '}
        <Typography.Text code>@scratch/scratch-gui-standalone</Typography.Text> 版本{' '}
        <Typography.Text code>15.1.1</Typography.Text>，许可证为{' '}
        <Typography.Text strong>AGPL-3.0-only</Typography.Text>（全文见{' '}
        <a href="/scratch-gui/LICENSE.txt" target="_blank" rel="noreferrer">
          LICENSE.txt
        </a>
        ）。
      </Typography.Paragraph>
      <Typography.Paragraph>
        未经修改的完整源代码随 npm 包一同发布（包内的 <Typography.Text code>src/</Typography.Text> 目录，可用{' '}
        <Typography.Text code>npm pack @scratch/scratch-gui-standalone@15.1.1</Typography.Text>{' '}
        获取）。本平台在构建时对其打包文件做了少量修改：素材库改为读取平台自己的素材、资源路径改为{' '}
        <Typography.Text code>/scratch-gui/</Typography.Text>、简易模式可放大积木，修改脚本见本平台源代码中的{' '}
        <Typography.Text code>scripts/prepare-scratch-gui.ts</Typography.Text> 与{' '}
        <Typography.Text code>
          apps/web/src/domains/works/scratch-editor/bundle/patch-gui-bundle.ts
        </Typography.Text>
        。
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        Scratch 是 MIT 媒体实验室 Scratch 团队的项目，本平台与其无关联；编辑器中不会访问任何 Scratch
        官方服务器。
      </Typography.Paragraph>
    </Modal>
  );
}
