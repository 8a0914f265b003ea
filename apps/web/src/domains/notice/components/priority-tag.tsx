import { NOTICE_PRIORITIES, type NoticePriority } from '@ck/shared';
import { Tag } from 'antd';

const COLORS: Record<NoticePriority, string> = { L: 'blue', M: 'orange', H: 'red' };

/** L 一般, M 重要, H 紧急 (SPEC §9). */
export function PriorityTag({ priority }: { priority: string | null | undefined }) {
  const key = (priority && priority in NOTICE_PRIORITIES ? priority : 'L') as NoticePriority;
  return (
    <Tag color={COLORS[key]} style={{ marginInlineEnd: 0 }}>
      {NOTICE_PRIORITIES[key]}
    </Tag>
  );
}
