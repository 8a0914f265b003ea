import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { type PickedUser, searchUsers } from '../../api.ts';

interface UserPickerProps {
  value?: string[];
  onChange?: (ids: string[]) => void;
}

const labelOf = (u: PickedUser) => (u.realname ? `${u.realname}（${u.username}）` : u.username);

/**
 * Chooses recipients from the user list. Without access to the user list (no permission or no such
 * route) it falls back to typing user ids.
 */
export function UserPicker({ value, onChange }: UserPickerProps) {
  const [options, setOptions] = useState<PickedUser[]>([]);
  const [known, setKnown] = useState<Record<string, string>>({});
  const [loading, setLoading] = useState(false);
  const [manual, setManual] = useState(false);
  const seq = useRef(0);

  const search = async (keyword: string) => {
    const mine = ++seq.current;
    setLoading(true);
    try {
      const users = await searchUsers(keyword.trim());
      if (mine !== seq.current) return;
      setOptions(users);
      setKnown((k) => ({ ...k, ...Object.fromEntries(users.map((u) => [u.id, labelOf(u)])) }));
    } catch {
      setManual(true);
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: one initial load of the first users.
  useEffect(() => {
    search('');
  }, []);

  if (manual)
    return (
      <Select
        mode="tags"
        value={value}
        onChange={onChange}
        tokenSeparators={[',', ' ']}
        placeholder="输入用户 ID，多个以逗号分隔"
        open={false}
        aria-label="接收用户"
      />
    );

  return (
    <Select
      mode="multiple"
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: search }}
      notFoundContent={loading ? <Spin size="small" /> : '没有匹配的用户'}
      placeholder="搜索并选择用户"
      aria-label="接收用户"
      options={[
        ...options.map((u) => ({ value: u.id, label: labelOf(u) })),
        ...(value ?? [])
          .filter((id) => !options.some((u) => u.id === id))
          .map((id) => ({ value: id, label: known[id] ?? id })),
      ]}
    />
  );
}
