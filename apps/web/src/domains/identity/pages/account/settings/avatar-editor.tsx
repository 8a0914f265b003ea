import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Modal, Slider, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { HttpError } from '../../../../../api/http-errors.ts';
import { fileUrl } from '../../../../../components/file-url.ts';
import { useBrand } from '../../../../../hooks/use-sys-config.ts';
import { useSession } from '../../../../../stores/session-store.ts';
import { uploadFile } from '../../../../ops/api/files.ts';
import { editSelf } from '../../../api/account.ts';
import { cropToBlob } from './crop-image.ts';

const MAX_BYTES = 5 * 1024 * 1024;

/** Pick an image, crop a square with react-easy-crop, upload it (`biz` avatar) and save it as the avatar. */
export function AvatarEditor({ size = 104 }: { size?: number }) {
  const { message } = App.useApp();
  const { config } = useBrand();
  const userInfo = useSession((s) => s.userInfo);
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [saving, setSaving] = useState(false);

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/') || file.type === 'image/svg+xml')
      return message.warning('请选择 JPG、PNG、GIF 或 WebP 图片');
    if (file.size > MAX_BYTES) return message.warning('图片不能超过 5 MB');
    const reader = new FileReader();
    reader.onload = () => {
      setSource(String(reader.result));
      setZoom(1);
      setCrop({ x: 0, y: 0 });
    };
    reader.readAsDataURL(file);
  };

  const save = async () => {
    if (!source || !area) return;
    setSaving(true);
    try {
      const blob = await cropToBlob(source, area);
      const path = await uploadFile(blob, { biz: 'avatar', fileName: 'avatar.png', quiet: true });
      const { userInfo: next } = await editSelf({ avatar: path });
      useSession.getState().setUserInfo(next);
      message.success('头像已更新');
      setSource(null);
    } catch (error) {
      message.error(error instanceof HttpError || error instanceof Error ? error.message : '头像上传失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space orientation="vertical" align="center">
      <Avatar
        size={size}
        src={fileUrl(userInfo?.avatar || config.avatar, config)}
        icon={<UserOutlined />}
        data-testid="avatar-preview"
      />
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        data-testid="avatar-file"
        onChange={(e) => {
          pick(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
        更换头像
      </Button>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        支持 JPG、PNG、GIF、WebP，不超过 5 MB
      </Typography.Text>
      <Modal
        title="裁剪头像"
        open={!!source}
        onCancel={() => setSource(null)}
        onOk={save}
        okText="保存头像"
        cancelText="取消"
        confirmLoading={saving}
        destroyOnHidden
      >
        <div style={{ position: 'relative', height: 320, background: '#333' }}>
          {source && (
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          )}
        </div>
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginTop: 12 }}>
          <span>缩放</span>
          <Slider style={{ flex: 1 }} min={1} max={3} step={0.05} value={zoom} onChange={setZoom} />
        </div>
      </Modal>
    </Space>
  );
}
