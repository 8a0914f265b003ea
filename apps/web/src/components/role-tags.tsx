import { Tag } from 'antd';

const ROLE_NAMES: Record<string, { label: string; color: string }> = {
  admin: { label: '管理员', color: 'red' },
  teacher: { label: '教师', color: 'blue' },
  student: { label: '学生', color: 'green' },
};

/** Role codes as readable tags; unknown codes are shown as they are. */
export function RoleTags({ roles }: { roles: string[] }) {
  if (!roles.length) return <Tag>未分配角色</Tag>;
  return (
    <>
      {roles.map((code) => {
        const known = ROLE_NAMES[code];
        return (
          <Tag key={code} color={known?.color ?? 'default'}>
            {known?.label ?? code}
          </Tag>
        );
      })}
    </>
  );
}

export function identityLabel(identity: number | string | undefined): string {
  return String(identity) === '2' ? '教师 / 管理人员' : String(identity) === '1' ? '学员' : '用户';
}
