import { NOTICE_CATEGORIES, NOTICE_PRIORITIES, NOTICE_TARGETS } from '@ck/shared';
import { App, Button, Col, DatePicker, Form, Input, Modal, Radio, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { RichTextEditor } from '../../../../components/rich-text-editor.tsx';
import { useBusyRun } from '../../../../hooks/use-busy-run.ts';
import {
  type Announcement,
  type AnnouncementForm,
  addAnnouncement,
  editAnnouncement,
  releaseAnnouncement,
} from '../../api.ts';
import { UserPicker } from './user-picker.tsx';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

type FormValues = Omit<AnnouncementForm, 'startTime' | 'endTime' | 'openType'> & {
  range?: [Dayjs | null, Dayjs | null];
  openType?: 'url' | 'component' | 'none';
};

const options = (map: Record<string, string>) =>
  Object.entries(map).map(([value, label]) => ({ value, label }));

function toValues(record: Announcement | null): Partial<FormValues> {
  if (!record) return { priority: 'L', msgCategory: '1', msgType: 'ALL', openType: 'none', userIds: [] };
  return {
    ...record,
    userIds: record.userIds ? record.userIds.split(',').filter(Boolean) : [],
    range: [record.startTime ? dayjs(record.startTime) : null, record.endTime ? dayjs(record.endTime) : null],
    openType: record.openType ?? 'none',
  };
}

function toBody(v: FormValues): AnnouncementForm {
  const { range, openType, ...rest } = v;
  return {
    ...rest,
    startTime: range?.[0]?.format(FORMAT) ?? null,
    endTime: range?.[1]?.format(FORMAT) ?? null,
    openType: openType === 'none' || !openType ? null : openType,
    openPage: openType === 'none' ? null : (rest.openPage ?? null),
    userIds: v.msgType === 'USER' ? (rest.userIds ?? []) : [],
  };
}

interface Props {
  open: boolean;
  record: Announcement | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Compose or edit an announcement; save it as a draft or save and publish at once. */
export function AnnouncementFormModal({ open, record, onClose, onSaved }: Props) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const { busy: saving, run: runSave } = useBusyRun();
  const msgType = Form.useWatch('msgType', form);
  const openType = Form.useWatch('openType', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(toValues(record));
  }, [open, record, form]);

  const save = async (publish: boolean) => {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const run = () =>
      runSave(async () => {
        const body = toBody(values);
        let id = record?.id;
        if (id) await editAnnouncement(id, body);
        else id = (await addAnnouncement(body)).id;
        if (publish) await releaseAnnouncement(id);
        message.success(publish ? '已保存并发布' : '已保存为草稿');
        onSaved();
        onClose();
      });
    if (!publish) return run();
    modal.confirm({
      title: '确认发布',
      content: '发布后接收人将立即收到通知，确定发布吗？',
      okText: '发布',
      cancelText: '取消',
      onOk: run,
    });
  };

  return (
    <Modal
      title={record ? '编辑公告' : '新建公告'}
      open={open}
      width={900}
      onCancel={onClose}
      destroyOnHidden
      forceRender
      footer={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button loading={saving} onClick={() => save(false)}>
            保存草稿
          </Button>
          <Button type="primary" loading={saving} onClick={() => save(true)}>
            保存并发布
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" requiredMark>
        <Form.Item
          name="titile"
          label="标题"
          rules={[{ required: true, whitespace: true, message: '请输入标题' }, { max: 100 }]}
        >
          <Input placeholder="公告标题" maxLength={100} showCount />
        </Form.Item>
        <Form.Item name="msgAbstract" label="摘要" rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} placeholder="列表中显示的简短说明（可选）" />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="msgCategory" label="消息类型" rules={[{ required: true }]}>
              <Radio.Group options={options(NOTICE_CATEGORIES)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="priority" label="优先级" rules={[{ required: true }]}>
              <Radio.Group options={options(NOTICE_PRIORITIES)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="msgType" label="通告对象" rules={[{ required: true }]}>
              <Radio.Group options={options(NOTICE_TARGETS)} />
            </Form.Item>
          </Col>
        </Row>
        {msgType === 'USER' && (
          <Form.Item
            name="userIds"
            label="接收用户"
            rules={[{ required: true, type: 'array', min: 1, message: '请选择接收公告的用户' }]}
          >
            <UserPicker />
          </Form.Item>
        )}
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="range"
              label="有效期"
              tooltip="留空表示发布后一直有效"
              rules={[
                {
                  validator: (_, v?: [Dayjs | null, Dayjs | null]) =>
                    v?.[0] && v?.[1] && !v[1].isAfter(v[0])
                      ? Promise.reject(new Error('结束时间必须晚于开始时间'))
                      : Promise.resolve(),
                },
              ]}
            >
              <DatePicker.RangePicker
                showTime
                format={FORMAT}
                allowEmpty={[true, true]}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="sender" label="发布人" rules={[{ max: 100 }]}>
              <Input placeholder="留空则为当前账号" maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="openType" label="点击后">
              <Select
                options={[
                  { value: 'none', label: '仅查看详情' },
                  { value: 'url', label: '打开链接' },
                  { value: 'component', label: '打开站内页面' },
                ]}
              />
            </Form.Item>
          </Col>
          {openType && openType !== 'none' && (
            <Col xs={24} md={16}>
              <Form.Item
                name="openPage"
                label={openType === 'url' ? '链接地址' : '页面路径'}
                rules={[
                  { required: true, whitespace: true, message: '请填写要打开的地址或页面' },
                  {
                    pattern: openType === 'url' ? /^(https?:\/\/\S+|\/(?!\/)\S*)$/i : /^\/[\w\-/]*$/,
                    message:
                      openType === 'url'
                        ? '链接只能是 http(s) 地址或站内路径'
                        : '页面路径只能是以 / 开头的站内路径',
                  },
                ]}
              >
                <Input placeholder={openType === 'url' ? 'https://...' : '/exam/userPaper'} maxLength={255} />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="busType" label="业务类型" rules={[{ max: 64 }]}>
              <Input placeholder="可选，如 exam" maxLength={64} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="busId" label="业务编号" rules={[{ max: 64 }]}>
              <Input placeholder="可选" maxLength={64} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="msgContent" label="内容">
          <RichTextEditor placeholder="公告内容" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
