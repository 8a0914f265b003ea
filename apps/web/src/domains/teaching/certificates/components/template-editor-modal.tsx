import { PlusOutlined } from '@ant-design/icons';
import type { CertField, CertFieldKey, CertTemplate, CertTemplateAddBody } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import {
  App,
  Button,
  Col,
  Dropdown,
  Empty,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { UploadInput } from '../../../../admin/crud/upload-input.tsx';
import { fileUrl } from '../../../../components/file-url.ts';
import { SaveModal } from '../../../../components/save-modal.tsx';
import { useBusyRun } from '../../../../hooks/use-busy-run.ts';
import { useBrand } from '../../../../hooks/use-sys-config.ts';
import { addCertTemplate, editCertTemplate, fetchCertCourses } from '../api.ts';
import { FIELD_LABELS, fitScale, newField, SAMPLE_VALUES } from '../cert-layout.ts';
import { CertSurface } from './cert-surface.tsx';
import { FieldInspector } from './field-inspector.tsx';
import { useBoxWidth } from './use-box-width.ts';

interface Draft {
  name: string;
  background: string;
  width: number;
  height: number;
  fields: CertField[];
  courseId?: string;
  orgName: string;
}

const SIZES = [
  { label: 'A4 横版', width: 1123, height: 794 },
  { label: 'A4 竖版', width: 794, height: 1123 },
];

const blank = (): Draft => ({
  name: '',
  background: '',
  width: 1123,
  height: 794,
  fields: [
    { ...newField('customText', []), y: 22, fontSize: 64, color: '#b8860b', bold: true, text: '结业证书' },
    { ...newField('studentName', []), y: 45 },
    { ...newField('courseName', []), y: 58, fontSize: 28 },
    { ...newField('orgName', []), x: 80, y: 80, align: 'right', fontSize: 22 },
    { ...newField('issueDate', []), x: 80, y: 86, align: 'right', fontSize: 20 },
    { ...newField('serialNo', []), x: 8, y: 93, align: 'left', fontSize: 16, color: '#888888' },
  ],
  orgName: '',
});

const fromTemplate = (t: CertTemplate): Draft => ({
  name: t.name,
  background: t.background ?? '',
  width: t.width,
  height: t.height,
  fields: t.fields,
  courseId: t.courseId ?? undefined,
  orgName: t.orgName ?? '',
});

interface TemplateEditorProps {
  open: boolean;
  record: CertTemplate | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit a template: background, size and fields on the left, a live preview to drag them on the right. */
export function TemplateEditorModal({ open, record, onClose, onSaved }: TemplateEditorProps) {
  const { message } = App.useApp();
  const { config } = useBrand();
  const [draft, setDraft] = useState<Draft>(blank);
  const [selected, setSelected] = useState<number | null>(null);
  const { busy: saving, run } = useBusyRun();
  const box = useBoxWidth<HTMLDivElement>();
  const courses = useQuery({ queryKey: ['cert-courses'], queryFn: fetchCertCourses, enabled: open });

  useEffect(() => {
    if (!open) return;
    setDraft(record ? fromTemplate(record) : blank());
    setSelected(null);
  }, [open, record]);

  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setField = (index: number, patch: Partial<CertField>) =>
    setDraft((d) => ({ ...d, fields: d.fields.map((f, i) => (i === index ? { ...f, ...patch } : f)) }));
  const addField = (key: CertFieldKey) => {
    setDraft((d) => ({ ...d, fields: [...d.fields, newField(key, d.fields)] }));
    setSelected(draft.fields.length);
  };
  const removeField = (index: number) => {
    setDraft((d) => ({ ...d, fields: d.fields.filter((_, i) => i !== index) }));
    setSelected(null);
  };

  const backgroundUrl = fileUrl(draft.background || undefined, config);
  const scale = fitScale(draft, box.width, 560);

  const fitToImage = () => {
    if (!backgroundUrl) return;
    const img = new Image();
    img.onload = () => {
      const clamp = (v: number) => Math.min(5000, Math.max(100, Math.round(v)));
      set({ width: clamp(img.naturalWidth), height: clamp(img.naturalHeight) });
    };
    img.onerror = () => message.error('背景图加载失败');
    img.src = backgroundUrl;
  };

  const save = async () => {
    if (!draft.name.trim()) {
      message.warning('请输入模板名称');
      return;
    }
    if (draft.fields.some((f) => f.key === 'customText' && !f.text?.trim())) {
      message.warning('自定义文字字段需要填写文字');
      return;
    }
    const body: CertTemplateAddBody = {
      name: draft.name.trim(),
      background: draft.background || null,
      width: draft.width,
      height: draft.height,
      fields: draft.fields,
      courseId: draft.courseId ?? null,
      orgName: draft.orgName.trim() || null,
    };
    await run(async () => {
      if (record) await editCertTemplate({ ...body, id: record.id });
      else await addCertTemplate(body);
      message.success('保存成功');
      onSaved();
      onClose();
    });
  };

  return (
    <SaveModal
      title={record ? '编辑证书模板' : '新建证书模板'}
      open={open}
      onClose={onClose}
      save={{ saving, submit: save }}
      width={1240}
      styles={{ body: { maxHeight: '75vh', overflowY: 'auto' } }}
    >
      <Row gutter={20}>
        <Col xs={24} lg={8}>
          <Form layout="vertical" component="div">
            <Form.Item label="模板名称" required>
              <Input
                value={draft.name}
                maxLength={100}
                placeholder="如：Scratch 入门结业证书"
                onChange={(e) => set({ name: e.target.value })}
              />
            </Form.Item>
            <Form.Item label="背景图" extra="建议上传与设计尺寸同比例的图片（PNG/JPG）">
              <Space align="start">
                <UploadInput
                  kind="image"
                  label="背景"
                  biz="teaching/cert"
                  value={draft.background}
                  onChange={(background) => set({ background })}
                />
                {backgroundUrl && (
                  <Button size="small" onClick={fitToImage}>
                    按背景图尺寸
                  </Button>
                )}
              </Space>
            </Form.Item>
            <Form.Item label="设计尺寸（像素）">
              <Space wrap>
                <InputNumber
                  min={100}
                  max={5000}
                  value={draft.width}
                  addonBefore="宽"
                  onChange={(v) => set({ width: v ?? 1123 })}
                />
                <InputNumber
                  min={100}
                  max={5000}
                  value={draft.height}
                  addonBefore="高"
                  onChange={(v) => set({ height: v ?? 794 })}
                />
                {SIZES.map((s) => (
                  <Button
                    key={s.label}
                    size="small"
                    onClick={() => set({ width: s.width, height: s.height })}
                  >
                    {s.label}
                  </Button>
                ))}
              </Space>
            </Form.Item>
            <Form.Item label="完成课程自动颁发" extra="选择课程后，学生学完该课程全部单元时自动获得此证书">
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="不自动颁发"
                loading={courses.isLoading}
                value={draft.courseId}
                options={(courses.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
                onChange={(courseId) => set({ courseId })}
              />
            </Form.Item>
            <Form.Item label="颁发机构" extra="留空时使用学生所在学校名称">
              <Input
                value={draft.orgName}
                maxLength={100}
                onChange={(e) => set({ orgName: e.target.value })}
              />
            </Form.Item>
          </Form>
        </Col>
        <Col xs={24} lg={16}>
          <Space style={{ marginBottom: 8 }} wrap>
            <Typography.Text strong>字段</Typography.Text>
            {draft.fields.map((f, i) => (
              <Tag.CheckableTag
                // biome-ignore lint/suspicious/noArrayIndexKey: fields are identified by their order
                key={i}
                checked={selected === i}
                onChange={() => setSelected(i)}
              >
                {f.key === 'customText' ? `文字：${f.text ?? ''}`.slice(0, 12) : FIELD_LABELS[f.key]}
              </Tag.CheckableTag>
            ))}
            <Dropdown
              menu={{
                items: Object.entries(FIELD_LABELS).map(([key, label]) => ({ key, label })),
                onClick: ({ key }) => addField(key as CertFieldKey),
              }}
            >
              <Button size="small" icon={<PlusOutlined />} disabled={draft.fields.length >= 30}>
                添加字段
              </Button>
            </Dropdown>
          </Space>
          <div
            ref={box.ref}
            style={{
              width: '100%',
              boxSizing: 'border-box',
              background: '#f5f5f5',
              padding: 8,
              minHeight: 200,
            }}
          >
            {scale > 0 && (
              <CertSurface
                layout={{ ...draft, background: draft.background || null }}
                values={SAMPLE_VALUES}
                backgroundUrl={backgroundUrl}
                scale={scale}
                selected={selected}
                onSelect={setSelected}
                onMove={(i, pos) => setField(i, pos)}
              />
            )}
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            预览使用示例数据；拖动字段调整位置，点击字段后在下方修改字号、颜色与对齐。
          </Typography.Text>
          <div style={{ marginTop: 12 }}>
            {selected !== null && draft.fields[selected] ? (
              <FieldInspector
                field={draft.fields[selected]}
                onChange={(patch) => setField(selected, patch)}
                onRemove={() => removeField(selected)}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="点击预览中的字段进行编辑" />
            )}
          </div>
        </Col>
      </Row>
    </SaveModal>
  );
}
