import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, Result, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { HttpError } from '../../../../api/http-errors.ts';
import { queryClient } from '../../../../app/query-client.ts';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { SwitchItem } from '../../../../components/switch-item.tsx';
import { useCan } from '../../../../hooks/use-can.ts';
import { useBrand } from '../../../../hooks/use-sys-config.ts';
import { saveIndexConfig } from '../../api.ts';

interface IndexForm {
  indexLogo: string;
  ifshopping: boolean;
  mybutton: boolean;
  buttonList: { title: string; desc: string }[];
  joinClassText: string;
  banner: string;
  bannerLinks: string;
}

const truthy = (v: unknown) => v === true || v === 'true' || v === '1';
const LINK_RULE = {
  pattern: /^(\/(?!\/)|https?:\/\/)\S*$/,
  message: '链接只能是站内路径（以 / 开头）或 http(s) 网址',
};

/** `/home-page/indexConfig`: official-site settings (index logo, shop flag, my buttons, button list, carousel). */
export function IndexConfigPage() {
  useDocumentTitle('官网设置');
  const { message } = App.useApp();
  const canEdit = useCan('teaching:indexConfig:edit');
  const { config, ready } = useBrand();
  const [form] = Form.useForm<IndexForm>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!ready) return;
    const ic = config.indexConfig ?? {};
    form.setFieldsValue({
      indexLogo: ic.indexLogo ?? '',
      ifshopping: truthy(ic.ifshopping),
      mybutton: ic.mybutton === undefined ? true : truthy(ic.mybutton),
      buttonList: (ic.buttonList ?? []).map((b) => ({ title: b.title ?? '', desc: b.desc ?? '' })),
      joinClassText: config.joinClassText || '加入班级',
      banner: (config.banner ?? '').split(',').filter(Boolean).join('\n'),
      bannerLinks: config.bannerLinks ?? '',
    });
  }, [ready, config, form]);

  if (!canEdit) return <Result status="403" title="没有权限" subTitle="官网设置只有管理员可以修改" />;

  const save = async (v: IndexForm) => {
    setSaving(true);
    try {
      const lines = (s: string) => s.split(/\r?\n/).map((x) => x.trim());
      await saveIndexConfig({
        indexConfig: {
          indexLogo: v.indexLogo.trim(),
          ifshopping: v.ifshopping,
          mybutton: v.mybutton,
          buttonList: v.buttonList ?? [],
        },
        joinClassText: v.joinClassText,
        banner: lines(v.banner).filter(Boolean),
        bannerLinks: lines(v.bannerLinks),
      });
      message.success('官网设置已保存');
      queryClient.invalidateQueries({ queryKey: ['sys-config'] });
    } catch (error) {
      message.error(error instanceof HttpError ? error.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="官网设置">
      <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 720 }}>
        <Form.Item name="indexLogo" label="首页 Logo" extra="图片地址；留空时使用系统 Logo">
          <Input placeholder="例如 logo/index.png 或 https://..." />
        </Form.Item>
        <Space size={32} wrap>
          <SwitchItem name="ifshopping" label="显示积分商城入口" />
          <SwitchItem name="mybutton" label="显示“我的作品”按钮" />
        </Space>
        <Form.Item
          name="joinClassText"
          label="加入班级按钮文字"
          rules={[{ max: 20, message: '不能超过 20 个字符' }]}
        >
          <Input placeholder="加入班级" />
        </Form.Item>
        <Typography.Title level={5}>首页按钮</Typography.Title>
        <Form.List name="buttonList">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="baseline" wrap>
                  <Form.Item
                    name={[f.name, 'title']}
                    rules={[{ required: true, whitespace: true, message: '请输入按钮名称' }, { max: 20 }]}
                  >
                    <Input placeholder="按钮名称" style={{ width: 160 }} />
                  </Form.Item>
                  <Form.Item
                    name={[f.name, 'desc']}
                    rules={[{ required: true, message: '请输入按钮链接' }, LINK_RULE]}
                  >
                    <Input placeholder="/scratch3 或 https://..." style={{ width: 320 }} />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    aria-label="删除按钮"
                    icon={<DeleteOutlined />}
                    onClick={() => remove(f.name)}
                  />
                </Space>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ title: '', desc: '' })}
                disabled={fields.length >= 12}
              >
                添加按钮
              </Button>
            </>
          )}
        </Form.List>
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          轮播图
        </Typography.Title>
        <Form.Item name="banner" label="图片（每行一张）">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} placeholder="banner/1.png" />
        </Form.Item>
        <Form.Item name="bannerLinks" label="链接（与图片逐行对应，可留空）">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} placeholder="/home-page/course" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
      </Form>
    </Card>
  );
}
