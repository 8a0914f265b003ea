import { CheckCircleFilled, EditFilled, LockFilled, PlayCircleFilled, StarFilled } from '@ant-design/icons';
import { UNIT_STATES, type UnitState } from '@ck/shared';
import type { ReactNode } from 'react';

/** Colour and icon of each unit state, the same on the map, the cards and the unit page. */
export const STATE_LOOK: Record<UnitState, { color: string; icon: ReactNode; label: string }> = {
  locked: { color: '#a6a6a6', icon: <LockFilled />, label: UNIT_STATES.locked },
  open: { color: '#1677ff', icon: <PlayCircleFilled />, label: UNIT_STATES.open },
  viewed: { color: '#52c41a', icon: <CheckCircleFilled />, label: UNIT_STATES.viewed },
  submitted: { color: '#fa8c16', icon: <EditFilled />, label: UNIT_STATES.submitted },
  graded: { color: '#eb2f96', icon: <StarFilled />, label: UNIT_STATES.graded },
};

/** Category colours of the course cards. */
export const CATEGORY_COLORS: Record<number, string> = { 1: '#ff8a00', 2: '#2f9e44', 3: '#3b5bdb' };
export const CATEGORY_GRADIENTS: Record<number, string> = {
  1: 'linear-gradient(135deg, #ffb347, #ff6f61)',
  2: 'linear-gradient(135deg, #6ee7b7, #3b82f6)',
  3: 'linear-gradient(135deg, #a78bfa, #3b5bdb)',
};

export function StateLegend({ states }: { states: UnitState[] }) {
  return (
    <div className="ck-learn-legend">
      {states.map((s) => (
        <span key={s} style={{ color: STATE_LOOK[s].color }}>
          {STATE_LOOK[s].icon}
          <span style={{ color: 'rgba(0,0,0,0.75)' }}>{STATE_LOOK[s].label}</span>
        </span>
      ))}
    </div>
  );
}
