import { Button, Space, Typography } from 'antd';
import type { ArenaProblem } from '../api.ts';
import { ProblemStateTag } from './verdict-badge.tsx';

/** The group's problems in board order with the contestant's state of each; one is selected. */
export function ProblemStrip({
  problems,
  selected,
  onSelect,
}: {
  problems: ArenaProblem[];
  selected?: string;
  onSelect: (id: string) => void;
}) {
  if (!problems.length) return <Typography.Text type="secondary">本组暂无题目</Typography.Text>;
  return (
    <Space wrap data-testid="arena-problems">
      {problems.map((p) => (
        <Button
          key={p.id}
          type={p.id === selected ? 'primary' : 'default'}
          ghost={p.id === selected}
          onClick={() => onSelect(p.id)}
          style={{ height: 'auto', padding: '4px 10px' }}
        >
          <Space size={6}>
            <strong>{p.label}</strong>
            <span style={{ maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>{p.title}</span>
            <ProblemStateTag result={p.myResult} tries={p.myTries} />
          </Space>
        </Button>
      ))}
    </Space>
  );
}
