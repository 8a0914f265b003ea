import { TeamOutlined, TrophyOutlined } from '@ant-design/icons';
import { Card, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { SysConfig } from '../../../../api/types.ts';
import { fileUrl } from '../../../../components/file-url.ts';
import type { RaceContest } from '../api.ts';
import { PHASE_COLORS, phaseLabel, ruleTag } from '../race-labels.ts';
import { formatMinutes, formatWindow, phaseAt } from '../race-time.ts';
import { CountdownLine } from './countdown-line.tsx';

/** A contest card: cover with rule and phase tags, its windows, groups and a live countdown. */
export function ContestCard({
  contest,
  now,
  config,
  onOpen,
  footer,
}: {
  contest: RaceContest;
  /** Server time, ms. */
  now: number;
  config?: SysConfig;
  onOpen: () => void;
  footer?: ReactNode;
}) {
  const cover = fileUrl(contest.cover ?? undefined, config);
  const phase = phaseAt(contest, now, contest.phase);
  const rule = ruleTag(contest.ruleType);
  const register = formatWindow(contest.registerStart, contest.registerEnd);
  return (
    <Card
      className="ck-race-card"
      hoverable
      onClick={onOpen}
      styles={{ body: { padding: 16 } }}
      cover={
        <div
          className="ck-race-cover"
          role="img"
          aria-label={contest.contestName}
          style={cover ? { backgroundImage: `url("${encodeURI(cover)}")` } : undefined}
        >
          <div className="ck-race-cover-tags">
            <Tooltip title={contest.ruleType_dictText}>
              <Tag color={rule.color} variant="solid">
                {rule.label}
              </Tag>
            </Tooltip>
            <Tag color={PHASE_COLORS[phase]} variant="solid">
              {phaseLabel(phase)}
            </Tag>
            {contest.isPractice === 1 && (
              <Tag color="magenta" variant="solid">
                练习
              </Tag>
            )}
          </div>
          {!cover && (
            <span className="ck-race-cover-icon">
              <TrophyOutlined />
            </span>
          )}
        </div>
      }
    >
      <h3 className="ck-race-card-title" title={contest.contestName}>
        {contest.contestName}
      </h3>
      {register && <div className="ck-race-line">报名：{register}</div>}
      <div className="ck-race-line">比赛：{formatWindow(contest.startTime, contest.endTime)}</div>
      <div className="ck-race-line">
        {contest.duration ? `个人限时 ${formatMinutes(contest.duration)} · ` : ''}
        <TeamOutlined /> {contest.participants} 人参赛
        {contest.groups.length > 0 && ` · ${contest.groups.map((g) => g.className).join('、')}`}
      </div>
      <CountdownLine contest={contest} now={now} />
      {footer}
    </Card>
  );
}
