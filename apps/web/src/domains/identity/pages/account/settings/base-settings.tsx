import { App, Button, Col, Form, Input, Row } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { HttpError } from '../../../../../api/http-errors.ts';
import { useSession } from '../../../../../stores/session-store.ts';
import { editSelf } from '../../../api/account.ts';
import { EMAIL_RULE } from '../../../components/account-rules.ts';
import { SexBirthdayItems } from '../../../components/sex-birthday-items.tsx';
import { AvatarEditor } from './avatar-editor.tsx';

interface BaseValues {
  realname: string;
  nickname?: string;
  sex?: number;
  birthday?: dayjs.Dayjs | null;
  email?: string;
}

/** 基本设置: the caller's own safe fields (name, nickname, sex, birthday, email) and the avatar. */
export function BaseSettings() {
  const { message } = App.useApp();
  const userInfo = useSession((s) => s.userInfo);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<BaseValues>();

  const save = async (v: BaseValues) => {
    setSaving(true);
    try {
      const { userInfo: next } = await editSelf({
        realname: v.realname.trim(),
        nickname: v.nickname?.trim() ?? '',
        // null clears a field (the server reads '' the same way).
        sex: v.sex ?? null,
        birthday: v.birthday ? v.birthday.format('YYYY-MM-DD') : null,
        email: v.email?.trim() || null,
      });
      useSession.getState().setUserInfo(next);
      message.success('个人信息已保存');
    } catch (error) {
      message.error(error instanceof HttpError ? error.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Row gutter={[32, 24]}>
      <Col xs={24} md={16}>
        <Form<BaseValues>
          form={form}
          layout="vertical"
          onFinish={save}
          initialValues={{
            realname: userInfo?.realname ?? '',
            nickname: userInfo?.nickname ?? '',
            sex: userInfo?.sex ? Number(userInfo.sex) : undefined,
            birthday: userInfo?.birthday ? dayjs(userInfo.birthday) : null,
            email: userInfo?.email ?? '',
          }}
        >
          <Form.Item label="用户名">
            <Input value={userInfo?.username} disabled />
          </Form.Item>
          <Form.Item
            name="realname"
            label="真实姓名"
            rules={[{ required: true, whitespace: true, message: '请输入真实姓名' }, { max: 50 }]}
          >
            <Input />
          </Form.Item>
          <Form.Item name="nickname" label="昵称" rules={[{ max: 50, message: '昵称不能超过 50 个字符' }]}>
            <Input placeholder="给自己起个好听的昵称" />
          </Form.Item>
          <SexBirthdayItems />
          <Form.Item name="email" label="邮箱" rules={[EMAIL_RULE]}>
            <Input />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        </Form>
      </Col>
      <Col xs={24} md={8} style={{ textAlign: 'center' }}>
        <AvatarEditor />
      </Col>
    </Row>
  );
}
