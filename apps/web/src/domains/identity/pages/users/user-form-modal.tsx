import { UploadOutlined } from '@ant-design/icons';
import type { AdminUser } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Radio, Select, Space, TreeSelect, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { FormModal } from '../../../../components/form-modal.tsx';
import { useHasRole } from '../../../../hooks/use-can.ts';
import { uploadFile } from '../../../ops/api/files.ts';
import { departApi, isValueFree, roleApi, userApi } from '../../api/admin.ts';
import { confirmRules, EMAIL_RULE } from '../../components/account-rules.ts';
import { SexBirthdayItems } from '../../components/sex-birthday-items.tsx';

interface Values {
  username: string;
  password?: string;
  confirmpassword?: string;
  realname: string;
  nickname?: string;
  phone?: string;
  email?: string;
  sex?: number;
  birthday?: Dayjs | null;
  avatar?: string;
  userIdentity: number;
  selectedroles: string[];
  selecteddeparts: string[];
  departIds: string[];
}

const split = (s?: string | null) => (s ? s.split(',').filter(Boolean) : []);

/** Add or edit one user: the JeecgBoot body with `selectedroles` and `selecteddeparts` as id lists. */
export function UserFormModal({
  open,
  user,
  onClose,
  onSaved,
}: {
  open: boolean;
  user: AdminUser | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const isAdmin = useHasRole('admin');
  const roles = useQuery({ queryKey: ['admin', 'my-sub-roles'], queryFn: roleApi.mySubRoles, enabled: open });
  const departs = useQuery({ queryKey: ['admin', 'my-departs'], queryFn: departApi.myTree, enabled: open });
  const initialValues: Partial<Values> = user
    ? {
        ...user,
        nickname: user.nickname ?? undefined,
        phone: user.phone ?? undefined,
        email: user.email ?? undefined,
        avatar: user.avatar ?? undefined,
        sex: user.sex ?? undefined,
        realname: user.realname ?? '',
        birthday: user.birthday ? dayjs(user.birthday) : null,
        selectedroles: split(user.roleIds),
        selecteddeparts: split(user.selecteddeparts),
        departIds: split(user.departIds),
      }
    : { userIdentity: 1, selectedroles: [], selecteddeparts: [], departIds: [] };

  const save = (v: Values) => {
    const body = {
      ...v,
      birthday: v.birthday ? v.birthday.format('YYYY-MM-DD') : null,
      selectedroles: v.selectedroles.join(','),
      selecteddeparts: v.selecteddeparts.join(','),
      departIds: (v.departIds ?? []).join(','),
    };
    return user
      ? userApi.edit({ ...body, id: user.id })
      : userApi.add({ ...body, password: v.password ?? '' });
  };

  const upload = async (file: File) => {
    try {
      const path = await uploadFile(file, { biz: 'avatar' });
      form.setFieldValue('avatar', path);
    } catch {
      message.error('头像上传失败');
    }
    return false;
  };

  return (
    <FormModal<Values>
      title={user ? '编辑用户' : '新增用户'}
      open={open}
      onClose={onClose}
      form={form}
      initialValues={initialValues}
      onSubmit={save}
      successText={user ? '编辑成功' : '添加成功'}
      onSaved={onSaved}
      width={720}
      formProps={{ name: 'userForm', labelCol: { span: 5 }, wrapperCol: { span: 18 } }}
    >
      <Form.Item
        name="username"
        label="用户账号"
        validateDebounce={400}
        rules={[
          { required: true, message: '请输入用户账号' },
          { pattern: /^[A-Za-z0-9_][A-Za-z0-9_.@-]{1,63}$/, message: '2-64 位字母、数字或 _ . @ -' },
          {
            validator: async (_r, value: string) => {
              if (!user && value && !(await isValueFree('sys_user', 'username', value)))
                throw new Error('用户账号已存在');
            },
          },
        ]}
      >
        <Input disabled={!!user} placeholder="登录用的账号" />
      </Form.Item>
      {!user && (
        <>
          <Form.Item
            name="password"
            label="登录密码"
            rules={[
              { required: true, message: '请输入密码' },
              { pattern: /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/, message: '8-64 位，需同时包含字母和数字' },
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirmpassword"
            label="确认密码"
            dependencies={['password']}
            rules={confirmRules('请再次输入密码', '两次输入的密码不一致')}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </>
      )}
      <Form.Item name="realname" label="真实姓名" rules={[{ required: true, message: '请输入真实姓名' }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="nickname" label="昵称">
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="selectedroles" label="角色" rules={[{ required: !isAdmin, message: '请选择角色' }]}>
        <Select
          mode="multiple"
          loading={roles.isLoading}
          placeholder="请选择角色"
          options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.roleName }))}
        />
      </Form.Item>
      <Form.Item
        name="selecteddeparts"
        label="所属部门"
        rules={[{ required: !isAdmin, message: '请选择班级' }]}
      >
        <TreeSelect
          multiple
          treeDefaultExpandAll
          loading={departs.isLoading}
          placeholder="学校 / 部门 / 班级"
          treeData={departs.data ?? []}
          fieldNames={{ label: 'departName', value: 'id' }}
        />
      </Form.Item>
      {isAdmin && (
        <>
          <Form.Item name="userIdentity" label="身份">
            <Radio.Group
              options={[
                { value: 1, label: '普通成员（学生）' },
                { value: 2, label: '上级（老师/管理员）' },
              ]}
            />
          </Form.Item>
          <Form.Item name="departIds" label="负责班级" tooltip="老师可以管理这些班级的学生">
            <TreeSelect
              multiple
              treeDefaultExpandAll
              placeholder="选择该用户负责的班级"
              treeData={departs.data ?? []}
              fieldNames={{ label: 'departName', value: 'id' }}
            />
          </Form.Item>
        </>
      )}
      <SexBirthdayItems />
      <Form.Item
        name="phone"
        label="手机号"
        rules={[{ pattern: /^\+?[0-9-]{5,20}$/, message: '手机号格式不正确' }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="email" label="邮箱" rules={[EMAIL_RULE]}>
        <Input />
      </Form.Item>
      <Form.Item label="头像">
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="avatar" noStyle>
            <Input placeholder="图片地址（http(s) 或上传）" />
          </Form.Item>
          <Upload accept="image/*" showUploadList={false} beforeUpload={upload}>
            <Button icon={<UploadOutlined />}>上传</Button>
          </Upload>
        </Space.Compact>
      </Form.Item>
    </FormModal>
  );
}
