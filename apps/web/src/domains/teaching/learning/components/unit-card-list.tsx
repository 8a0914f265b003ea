import type { UnitCard } from '@ck/shared';
import { Card, Tag } from 'antd';
import type { SysConfig } from '../../../../api/types.ts';
import { fileUrl } from '../../../../components/file-url.ts';
import { STATE_LOOK } from './unit-state.tsx';

/** The card view of a course: one big card per unit with its state. */
export function UnitCardList({
  units,
  config,
  onPick,
}: {
  units: UnitCard[];
  config?: SysConfig;
  onPick: (unit: UnitCard) => void;
}) {
  return (
    <div className="ck-learn-grid">
      {units.map((u, i) => {
        const look = STATE_LOOK[u.state];
        const cover = fileUrl(u.unitCover ?? undefined, config);
        return (
          <Card
            key={u.id}
            className="ck-learn-card"
            hoverable
            onClick={() => onPick(u)}
            styles={{ body: { padding: 16 } }}
            cover={
              <div
                className="ck-learn-cover"
                style={
                  cover
                    ? {
                        backgroundImage: `url("${encodeURI(cover)}")`,
                        opacity: u.state === 'locked' ? 0.6 : 1,
                      }
                    : { background: look.color }
                }
              >
                {!cover && look.icon}
              </div>
            }
          >
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'center' }}>
              <h3 className="ck-learn-card-title" title={u.unitName}>
                {i + 1}. {u.unitName}
              </h3>
              <Tag color={look.color} icon={look.icon} style={{ marginInlineEnd: 0 }}>
                {look.label}
              </Tag>
            </div>
            {u.unitIntro && (
              <div style={{ color: '#888', fontSize: 13, height: 40, overflow: 'hidden' }}>{u.unitIntro}</div>
            )}
            {u.score !== null && <div style={{ color: STATE_LOOK.graded.color }}>作业得分：{u.score}</div>}
          </Card>
        );
      })}
    </div>
  );
}
