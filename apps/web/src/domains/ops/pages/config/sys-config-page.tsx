import { EyeOutlined, SaveOutlined } from '@ant-design/icons';
import type { ConfigEditInput, ConfigMap } from '@ck/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, ColorPicker, Form, Input, Modal, Select, Space, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { HttpError } from '../../../../api/http-errors.ts';
import type { SysConfig } from '../../../../api/types.ts';
import { SwitchItem } from '../../../../components/switch-item.tsx';
import { useCan } from '../../../../hooks/use-can.ts';
import { loadAllConfig, saveConfig } from '../../api/config-admin.ts';
import { ConfigPreview } from './config-preview.tsx';
import { ImageField } from './image-field.tsx';

type Values = Record<string, string | boolean | undefined>;

/** Keys edited on this page; the portal's `indexConfig` has its own page. */
const KEYS = [
  'brandName',
  'brandDesc',
  'logo',
  'logo2',
  'avatar',
  'joinClassText',
  'banner',
  'bannerLinks',
  'homeBgColor',
  'file_homeBg',
  'homeBgRepeat',
  'footer',
  'customCss',
  'customJS',
  'allowReg',
  'allowComment',
  '_defaultRole',
  '_defaultClass',
  'uploadType',
  'qiniuDomain',
  'staticDomain',
  'filePreview',
  'qiniuArea',
  'owId',
  '_phone',
  '_address',
];

/** Keys stored as 'true' / 'false' and edited with a switch. */
const SWITCHES = new Set(['allowReg', 'allowComment']);

const toForm = (config: ConfigMap): Values => {
  const values: Values = {};
  for (const key of KEYS) values[key] = config[key] ?? '';
  for (const key of SWITCHES) values[key] = config[key] === 'true';
  return values;
};

const toBody = (values: Values): ConfigEditInput => {
  const body: Record<string, string | boolean> = {};
  for (const key of KEYS) body[key] = SWITCHES.has(key) ? !!values[key] : String(values[key] ?? '');
  return body;
};

interface TextSetting {
  name: string;
  label: string;
  max?: number;
  placeholder?: string;
  extra?: string;
}

const REGISTRATION_TEXTS: TextSetting[] = [
  { name: '_defaultRole', label: '注册默认角色', max: 64, extra: '角色编码，级别必须低于管理员，如 student' },
  { name: '_defaultClass', label: '注册默认班级', max: 36, extra: '班级 ID，留空表示不自动加入班级' },
];

const STORAGE_TEXTS: TextSetting[] = [
  { name: 'qiniuDomain', label: '图片服务器前缀', placeholder: 'https://img.example.com' },
  { name: 'staticDomain', label: '静态资源域名', placeholder: '留空使用本站 /api/sys/common/static' },
  { name: 'filePreview', label: '文件预览服务地址', placeholder: '留空：PDF 在页面内显示，其余文件下载' },
  { name: 'qiniuArea', label: '七牛存储区域', max: 20, placeholder: '仅旧客户端直传七牛时需要，如 z0' },
  { name: 'owId', label: '公众号编号', max: 64 },
  { name: '_phone', label: '联系电话（不公开）', max: 32 },
  { name: '_address', label: '地址（不公开）', max: 200 },
];

/** Settings typed as one line of text. */
function TextSettings({ fields }: { fields: TextSetting[] }) {
  return fields.map((f) => (
    <Form.Item key={f.name} name={f.name} label={f.label} extra={f.extra}>
      <Input maxLength={f.max} placeholder={f.placeholder} />
    </Form.Item>
  ));
}

/** `system/SysConfig`: brand, home page, footer, custom code, registration and upload settings. */
export function SysConfigPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const canEdit = useCan('system:config:edit');
  const [form] = Form.useForm<Values>();
  const [preview, setPreview] = useState<SysConfig | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const query = useQuery({ queryKey: ['sys-config-admin'], queryFn: loadAllConfig });

  useEffect(() => {
    if (query.data) form.setFieldsValue(toForm(query.data));
  }, [query.data, form]);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    setError('');
    try {
      const saved = await saveConfig(toBody(values));
      form.setFieldsValue(toForm(saved));
      queryClient.setQueryData(['sys-config-admin'], saved);
      await queryClient.invalidateQueries({ queryKey: ['sys-config'] });
      message.success('保存成功');
    } catch (err) {
      setError(err instanceof HttpError ? err.message : '保存失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  };

  const openPreview = () => {
    const v = form.getFieldsValue(true) as Values;
    setPreview(Object.fromEntries(KEYS.map((k) => [k, String(v[k] ?? '')])) as SysConfig);
  };

  const basic = (
    <>
      <Form.Item
        name="brandName"
        label="品牌名称"
        rules={[{ required: true, whitespace: true, message: '请输入品牌名称' }, { max: 50 }]}
      >
        <Input placeholder="显示在登录页、页头与浏览器标题" maxLength={50} />
      </Form.Item>
      <Form.Item name="brandDesc" label="品牌描述" rules={[{ max: 200 }]}>
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
      <Form.Item name="logo" label="Logo">
        <ImageField />
      </Form.Item>
      <Form.Item name="logo2" label="Logo（深色背景）">
        <ImageField />
      </Form.Item>
      <Form.Item name="avatar" label="默认头像">
        <ImageField />
      </Form.Item>
      <Form.Item name="joinClassText" label="加入班级按钮文字" rules={[{ max: 20 }]}>
        <Input placeholder="加入班级" maxLength={20} />
      </Form.Item>
    </>
  );

  const home = (
    <>
      <Form.Item name="banner" label="轮播图" extra="多张图片以英文逗号分隔">
        <ImageField multiple />
      </Form.Item>
      <Form.Item
        name="bannerLinks"
        label="轮播图链接"
        extra="每行一个，与轮播图顺序对应；http(s) 地址或站内路径"
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item
        name="homeBgColor"
        label="首页背景色"
        getValueFromEvent={(color: { toHexString: () => string }) => color.toHexString()}
      >
        <ColorPicker showText allowClear />
      </Form.Item>
      <Form.Item name="file_homeBg" label="首页背景图">
        <ImageField />
      </Form.Item>
      <Form.Item name="homeBgRepeat" label="背景图重复">
        <Select
          options={[
            { value: 'no-repeat', label: '不重复（铺满）' },
            { value: 'repeat', label: '平铺' },
            { value: 'repeat-x', label: '横向平铺' },
            { value: 'repeat-y', label: '纵向平铺' },
          ]}
        />
      </Form.Item>
    </>
  );

  const code = (
    <>
      <Form.Item name="footer" label="页脚 HTML" extra="保存时会过滤脚本、事件属性与不安全的链接">
        <Input.TextArea rows={4} maxLength={10000} />
      </Form.Item>
      <Form.Item name="customCss" label="自定义 CSS">
        <Input.TextArea rows={5} maxLength={20000} style={{ fontFamily: 'monospace' }} />
      </Form.Item>
      <Form.Item name="customJS" label="自定义 JS" extra="会在每个页面执行（如统计代码），请只填写可信的代码">
        <Input.TextArea rows={5} maxLength={20000} style={{ fontFamily: 'monospace' }} />
      </Form.Item>
    </>
  );

  const registration = (
    <>
      <SwitchItem name="allowReg" label="允许自助注册" />
      <SwitchItem name="allowComment" label="允许评论作品" />
      <TextSettings fields={REGISTRATION_TEXTS} />
      <Form.Item name="uploadType" label="上传方式">
        <Select
          options={[
            { value: 'local', label: '本地磁盘' },
            { value: 's3', label: 'S3 兼容对象存储' },
            { value: 'minio', label: 'MinIO' },
            { value: 'qiniu', label: '七牛云' },
            { value: 'alioss', label: '阿里云 OSS' },
          ]}
        />
      </Form.Item>
      <TextSettings fields={STORAGE_TEXTS} />
    </>
  );

  return (
    <Card
      variant="borderless"
      title="系统设置"
      loading={query.isLoading}
      extra={
        <Space>
          <Button icon={<EyeOutlined />} onClick={openPreview}>
            预览
          </Button>
          {canEdit && (
            <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={save}>
              保存
            </Button>
          )}
        </Space>
      }
    >
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 16 }}
          closable
          onClose={() => setError('')}
        />
      )}
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ flex: '150px' }}
        wrapperCol={{ flex: 'auto' }}
        disabled={!canEdit}
        style={{ maxWidth: 860 }}
      >
        <Tabs
          items={[
            { key: 'basic', label: '品牌', children: basic, forceRender: true },
            { key: 'home', label: '首页外观', children: home, forceRender: true },
            { key: 'code', label: '页脚与自定义代码', children: code, forceRender: true },
            { key: 'reg', label: '注册与上传', children: registration, forceRender: true },
          ]}
        />
      </Form>
      <Modal
        open={!!preview}
        title="效果预览（尚未保存）"
        width={760}
        onCancel={() => setPreview(null)}
        footer={[
          <Button key="close" onClick={() => setPreview(null)}>
            关闭
          </Button>,
          canEdit && (
            <Button
              key="save"
              type="primary"
              loading={saving}
              onClick={async () => {
                await save();
                setPreview(null);
              }}
            >
              保存
            </Button>
          ),
        ]}
      >
        {preview && <ConfigPreview config={preview} />}
      </Modal>
    </Card>
  );
}
