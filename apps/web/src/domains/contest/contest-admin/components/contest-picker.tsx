import { Select, Tag } from 'antd';
import { useSearchPick } from '../../../../hooks/use-search-pick.ts';
import { useTypedKeyword } from '../../../../hooks/use-typed-keyword.ts';
import { CONTESTS_KEY, contestApi } from '../api.ts';
import { PHASE_COLORS, phaseText } from '../contest-labels.ts';

interface Props {
  value?: string;
  onChange: (id: string | undefined) => void;
}

/** Contests searched by name; the current one keeps its name while it is not in the list. */
export function ContestPicker({ value, onChange }: Props) {
  const { setTyped, keyword } = useTypedKeyword();
  const {
    list: contests,
    listed,
    current,
  } = useSearchPick({
    listKey: [...CONTESTS_KEY, 'pick'],
    search: async (name) =>
      (await contestApi.list({ contestName: name || undefined, pageNo: 1, pageSize: 50 })).records,
    oneKey: [...CONTESTS_KEY, 'one'],
    fetchOne: contestApi.get,
    keyword,
    value,
  });
  const options = listed.map((c) => ({
    value: c.id,
    label: c.contestName,
    phase: c.phase,
  }));
  if (value && !options.some((o) => o.value === value))
    options.unshift({
      value,
      label: current.data?.contestName ?? (current.isError ? '赛事不存在或已删除' : '加载中…'),
      phase: current.data?.phase ?? 'upcoming',
    });
  return (
    <Select
      aria-label="赛事"
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder="选择赛事"
      loading={contests.isLoading}
      value={value}
      onChange={onChange}
      options={options}
      optionRender={(o) => (
        <span>
          <Tag color={PHASE_COLORS[o.data.phase]} style={{ marginRight: 6 }}>
            {phaseText(o.data.phase)}
          </Tag>
          {o.data.label}
        </span>
      )}
      notFoundContent={contests.isError ? '赛事加载失败' : contests.isLoading ? '加载中…' : '还没有赛事'}
      style={{ width: 320, maxWidth: '100%' }}
    />
  );
}
