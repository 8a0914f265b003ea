import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { isSafeNoticeUrl } from '@ck/shared';
import { Image } from '@tiptap/extension-image';
import { Link } from '@tiptap/extension-link';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { App, Button, Divider, Input, Modal, Tooltip, Upload } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import './rich-text-editor.css';

const MAX_INLINE_IMAGE = 512 * 1024;

interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  minHeight?: number;
}

function ToolButton(props: { title: string; icon: ReactNode; active?: boolean; onClick: () => void }) {
  return (
    <Tooltip title={props.title}>
      <Button
        size="small"
        type={props.active ? 'primary' : 'text'}
        icon={props.icon}
        aria-label={props.title}
        onMouseDown={(e) => e.preventDefault()}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

/** Asks for a link or image address; only http(s) and same-site paths are accepted. */
function UrlModal(props: { title: string; open: boolean; onOk: (url: string) => void; onClose: () => void }) {
  const [url, setUrl] = useState('');
  const valid = !url || isSafeNoticeUrl(url);
  return (
    <Modal
      title={props.title}
      open={props.open}
      destroyOnHidden
      onCancel={props.onClose}
      okButtonProps={{ disabled: !url || !valid }}
      onOk={() => {
        props.onOk(url.trim());
        setUrl('');
        props.onClose();
      }}
    >
      <Input
        autoFocus
        placeholder="https://... 或 /站内路径"
        value={url}
        status={valid ? undefined : 'error'}
        onChange={(e) => setUrl(e.target.value)}
      />
      {!valid && <div style={{ color: '#ff4d4f', marginTop: 4 }}>只能使用 http(s) 地址或站内路径</div>}
    </Modal>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { message } = App.useApp();
  const [asking, setAsking] = useState<'link' | 'image' | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      code: e.isActive('codeBlock'),
      link: e.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 2, padding: 4, borderBottom: '1px solid #f0f0f0' }}>
      <ToolButton title="撤销" icon={<UndoOutlined />} onClick={() => chain().undo().run()} />
      <ToolButton title="重做" icon={<RedoOutlined />} onClick={() => chain().redo().run()} />
      <Divider orientation="vertical" />
      <Button
        size="small"
        type={state.h2 ? 'primary' : 'text'}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        H2
      </Button>
      <Button
        size="small"
        type={state.h3 ? 'primary' : 'text'}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        H3
      </Button>
      <ToolButton
        title="加粗"
        icon={<BoldOutlined />}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        title="斜体"
        icon={<ItalicOutlined />}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        title="下划线"
        icon={<UnderlineOutlined />}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <ToolButton
        title="删除线"
        icon={<StrikethroughOutlined />}
        active={state.strike}
        onClick={() => chain().toggleStrike().run()}
      />
      <Divider orientation="vertical" />
      <ToolButton
        title="无序列表"
        icon={<UnorderedListOutlined />}
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        title="有序列表"
        icon={<OrderedListOutlined />}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        title="代码块"
        icon={<CodeOutlined />}
        active={state.code}
        onClick={() => chain().toggleCodeBlock().run()}
      />
      <Divider orientation="vertical" />
      <ToolButton
        title={state.link ? '取消链接' : '插入链接'}
        icon={<LinkOutlined />}
        active={state.link}
        onClick={() => (state.link ? chain().unsetLink().run() : setAsking('link'))}
      />
      <ToolButton title="图片地址" icon={<PictureOutlined />} onClick={() => setAsking('image')} />
      <Upload
        accept="image/png,image/jpeg,image/gif,image/webp"
        showUploadList={false}
        beforeUpload={(file) => {
          if (file.size > MAX_INLINE_IMAGE) {
            message.warning('图片不能超过 512 KB，请使用图片地址');
            return Upload.LIST_IGNORE;
          }
          const reader = new FileReader();
          reader.onload = () =>
            chain()
              .setImage({ src: String(reader.result), alt: file.name })
              .run();
          reader.readAsDataURL(file);
          return false;
        }}
      >
        <Button size="small" type="text" onMouseDown={(e) => e.preventDefault()}>
          上传图片
        </Button>
      </Upload>
      <UrlModal
        title={asking === 'image' ? '插入图片' : '插入链接'}
        open={asking !== null}
        onClose={() => setAsking(null)}
        onOk={(url) =>
          asking === 'image'
            ? chain().setImage({ src: url }).run()
            : chain().extendMarkRange('link').setLink({ href: url, target: '_blank' }).run()
        }
      />
    </div>
  );
}

/** Rich text (TipTap): headings, marks, lists, code, links and images; the value is HTML. */
export function RichTextEditor({ value, onChange, placeholder, minHeight = 220 }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        protocols: ['http', 'https', 'mailto'],
        isAllowedUri: (url) => isSafeNoticeUrl(url) || /^mailto:/i.test(url),
      }),
      Image.configure({ allowBase64: true }),
    ],
    content: value ?? '',
    editorProps: { attributes: { 'aria-label': placeholder ?? '正文', class: 'ck-rich-text' } },
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });

  // A form reset or a record loaded later replaces the document without echoing a change.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if ((value ?? '') !== current) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);

  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6, background: '#fff' }}>
      {editor && <Toolbar editor={editor} />}
      <div
        style={{ padding: '8px 12px', minHeight, cursor: 'text' }}
        onClick={() => editor?.commands.focus()}
      >
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
