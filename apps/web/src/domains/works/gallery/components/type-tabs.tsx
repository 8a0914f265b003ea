import { Segmented } from 'antd';
import { TYPE_TABS } from '../work-links.ts';

/** 全部 / Scratch / Python / C++ / 其他. */
export function TypeTabs({ value, onChange }: { value: string; onChange: (tab: string) => void }) {
  return (
    <div className="ck-works-tabs">
      <Segmented
        size="large"
        options={TYPE_TABS.map((t) => ({ label: t.label, value: t.value }))}
        value={value}
        onChange={(v) => onChange(String(v))}
      />
    </div>
  );
}
