import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { SCRATCH_ASSET_TYPES } from '@ck/shared';
import { Button, Form, Input, InputNumber, List, Select, Space, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { HttpError } from '../../../../api/http-errors.ts';
import { SaveModal } from '../../../../components/save-modal.tsx';
import { requiredTextRules } from '../../../../components/text-rules.ts';
import { useDialogFormSave } from '../../../../hooks/use-form-save.ts';
import { assetApi, assetUrl, type ScratchAssetRow } from '../api.ts';
import {
  acceptOf,
  filesOf,
  isSoundFile,
  libraryEntry,
  splitTags,
  type UploadedAsset,
} from '../scratch-asset.ts';

interface Props {
  /** null: closed; `{ assetType }`: new of that type; `{ row }`: edit. */
  target: { assetType: number; row?: ScratchAssetRow } | null;
  onClose: () => void;
  onSaved: () => void;
}

interface Values {
  assetName: string;
  tags: string[];
  orderNum: number;
}

const baseName = (file: string) => file.replace(/\.[^.]+$/, '');

async function measureImage(file: File): Promise<{ width: number; height: number }> {
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { width: img.naturalWidth || 2, height: img.naturalHeight || 2 };
  } catch {
    throw new Error('图片无法读取，请换一个文件');
  } finally {
    URL.revokeObjectURL(url);
  }
}

async function measureSound(file: File): Promise<{ rate: number; sampleCount: number }> {
  const context = new AudioContext();
  try {
    const audio = await context.decodeAudioData(await file.arrayBuffer());
    return { rate: audio.sampleRate, sampleCount: audio.length };
  } catch {
    throw new Error('声音无法读取，请上传 wav 或 mp3 文件');
  } finally {
    void context.close();
  }
}

/** Adds or edits one library entry: its files are uploaded first, then the entry is saved. */
export function ScratchAssetFormModal({ target, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<UploadedAsset[]>([]);
  const [uploading, setUploading] = useState(0);
  const [fileError, setFileError] = useState<string>();
  const assetType = target?.row?.assetType ?? target?.assetType ?? 2;
  const row = target?.row;
  const typeName = SCRATCH_ASSET_TYPES[assetType as 1 | 2 | 3 | 4] ?? '素材';
  const multiple = assetType === 1;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    setFileError(undefined);
    setFiles(row ? filesOf(row) : []);
    form.setFieldsValue(
      row
        ? { assetName: row.assetName, tags: splitTags(row.tags), orderNum: row.orderNum }
        : { tags: [], orderNum: 0 },
    );
  }, [target, row, form]);

  const save = useDialogFormSave(form, target, async (values) => {
    const name = values.assetName.trim();
    const tags = values.tags.map((t) => t.trim()).filter(Boolean);
    const entry = libraryEntry(assetType, name, tags, files);
    if (!entry) throw new Error(assetType === 4 ? '请上传声音文件' : '请上传图片文件');
    const body = {
      assetType,
      assetName: name,
      tags: tags.join(','),
      orderNum: values.orderNum ?? 0,
      assetData: JSON.stringify(entry),
    };
    if (row) await assetApi.edit({ ...body, id: row.id });
    else await assetApi.add(body);
    onSaved();
    onClose();
  });

  const addFile = async (file: File) => {
    setFileError(undefined);
    setUploading((n) => n + 1);
    try {
      const sound = isSoundFile(file.name);
      if (assetType === 4 && !sound) throw new Error('声音库只能上传 wav 或 mp3');
      if ((assetType === 2 || assetType === 3) && sound) throw new Error('造型和背景只能上传图片');
      const measured = sound ? await measureSound(file) : await measureImage(file);
      const { md5ext } = await assetApi.upload(file);
      const uploaded: UploadedAsset = sound
        ? {
            kind: 'sound',
            md5ext,
            name: baseName(file.name),
            ...(measured as { rate: number; sampleCount: number }),
          }
        : {
            kind: 'image',
            md5ext,
            name: baseName(file.name),
            ...(measured as { width: number; height: number }),
          };
      setFiles((list) => (multiple ? [...list, uploaded] : [uploaded]));
      if (!form.getFieldValue('assetName')) form.setFieldValue('assetName', name);
    } catch (e) {
      setFileError(e instanceof HttpError || e instanceof Error ? e.message : '上传失败');
    } finally {
      setUploading((n) => n - 1);
    }
  };

  return (
    <SaveModal
      title={`${row ? '编辑' : '新增'}${typeName}`}
      open={!!target}
      onClose={onClose}
      save={save}
      error={save.error || fileError}
      okDisabled={uploading > 0}
      width={600}
    >
      <Form<Values> form={form} name="scratch-asset" labelCol={{ flex: '80px' }}>
        <Form.Item label="文件" required>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Upload
              accept={acceptOf(assetType)}
              multiple={multiple}
              showUploadList={false}
              beforeUpload={(file) => {
                void addFile(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={uploading > 0}>
                {multiple ? '上传造型或声音' : files.length ? '重新上传' : '上传文件'}
              </Button>
            </Upload>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {multiple
                ? '角色可以有多个造型（svg / png）和声音（wav / mp3）'
                : acceptOf(assetType).replaceAll(',', ' ')}
            </Typography.Text>
            {files.length > 0 && (
              <List
                size="small"
                bordered
                dataSource={files}
                renderItem={(f, i) => (
                  <List.Item
                    actions={
                      multiple
                        ? [
                            <Button
                              key="del"
                              type="text"
                              size="small"
                              danger
                              aria-label={`移除 ${f.name}`}
                              icon={<DeleteOutlined />}
                              onClick={() => setFiles((list) => list.filter((_, j) => j !== i))}
                            />,
                          ]
                        : undefined
                    }
                  >
                    <Space>
                      {f.kind === 'image' ? (
                        <img
                          src={assetUrl(f.md5ext)}
                          alt={f.name}
                          className="wa-asset-thumb"
                          style={{ width: 40, height: 40 }}
                        />
                      ) : (
                        <audio controls src={assetUrl(f.md5ext)} style={{ height: 32, maxWidth: 220 }}>
                          <track kind="captions" />
                        </audio>
                      )}
                      <span>
                        {f.kind === 'image' ? '造型' : '声音'}：{f.name}
                      </span>
                    </Space>
                  </List.Item>
                )}
              />
            )}
          </Space>
        </Form.Item>
        <Form.Item name="assetName" label="名称" rules={requiredTextRules('名称', 100, '请输入')}>
          <Input maxLength={100} allowClear placeholder="如：小猫" />
        </Form.Item>
        <Form.Item name="tags" label="标签" extra="编辑器里按标签筛选，如：动物、人物、音乐">
          <Select mode="tags" tokenSeparators={[',', '，']} placeholder="输入后回车" open={false} />
        </Form.Item>
        <Form.Item name="orderNum" label="排序">
          <InputNumber min={0} max={100000} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </SaveModal>
  );
}
