import { Input } from 'antd';

/** The 账号或姓名 filter of an exam's monitor and results: it filters as the user types. */
export function AccountSearch({ onChange }: { onChange: (keyword: string) => void }) {
  return (
    <Input.Search
      allowClear
      placeholder="账号或姓名"
      style={{ width: 180 }}
      onSearch={onChange}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
