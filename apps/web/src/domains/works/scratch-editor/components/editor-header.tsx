import {
  ArrowLeftOutlined,
  CloudUploadOutlined,
  DownloadOutlined,
  FolderOpenOutlined,
  InfoCircleOutlined,
  SaveOutlined,
} from '@ant-design/icons';
import { Button, Input, Space, Tag, Tooltip } from 'antd';
import { useRef } from 'react';
import { AskAiButton } from '../../../ai/components/ask-ai-button.tsx';
import { scratchEditorRequest } from '../../../ai/context/editor-context.ts';

export interface EditorHeaderProps {
  title: string;
  onTitle: (title: string) => void;
  ready: boolean;
  busy: boolean;
  dirty: boolean;
  simple: boolean;
  /** Shown when the editor was opened for a unit or an extra homework. */
  canHandIn: boolean;
  onBack: () => void;
  onSave: () => void;
  onHandIn: () => void;
  onOpenFile: (file: File) => void;
  onDownload: () => void;
  onAbout: () => void;
}

/** The platform's slim header over the Scratch GUI. */
export function EditorHeader(props: EditorHeaderProps) {
  const input = useRef<HTMLInputElement>(null);
  const disabled = !props.ready || props.busy;
  return (
    <header className="ck-scratch-header">
      <Space size="small">
        <Tooltip title="返回">
          <Button type="text" icon={<ArrowLeftOutlined />} onClick={props.onBack} aria-label="返回" />
        </Tooltip>
        <span className="ck-scratch-brand">Scratch 3{props.simple ? ' · 简易模式' : ''}</span>
        <Input
          aria-label="作品名称"
          value={props.title}
          maxLength={100}
          onChange={(e) => props.onTitle(e.target.value)}
          style={{ width: 240 }}
        />
        {props.dirty && <Tag color="orange">未保存</Tag>}
      </Space>
      <Space size="small" wrap>
        <input
          ref={input}
          type="file"
          accept=".sb3,.sb2,.sb"
          hidden
          data-testid="scratch-open-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) props.onOpenFile(file);
          }}
        />
        <Button icon={<FolderOpenOutlined />} disabled={disabled} onClick={() => input.current?.click()}>
          从电脑打开
        </Button>
        <Button icon={<DownloadOutlined />} disabled={disabled} onClick={props.onDownload}>
          保存到电脑
        </Button>
        <Button icon={<SaveOutlined />} disabled={disabled} loading={props.busy} onClick={props.onSave}>
          保存
        </Button>
        {props.canHandIn && (
          <Button type="primary" icon={<CloudUploadOutlined />} disabled={disabled} onClick={props.onHandIn}>
            提交作业
          </Button>
        )}
        <AskAiButton request={() => scratchEditorRequest(props.title)} />
        <Tooltip title="关于 / 源代码">
          <Button
            type="text"
            icon={<InfoCircleOutlined />}
            onClick={props.onAbout}
            aria-label="关于/源代码"
          />
        </Tooltip>
      </Space>
    </header>
  );
}
