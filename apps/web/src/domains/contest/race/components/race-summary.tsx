import { TrophyOutlined } from '@ant-design/icons';
import { Alert, Card, Descriptions, Tag, Tooltip } from 'antd';
import type { SysConfig } from '../../../../api/types.ts';
import { fileUrl } from '../../../../components/file-url.ts';
import type { RaceDetail } from '../api.ts';
import type { RaceActionPlan } from '../race-actions.ts';
import { PHASE_COLORS, phaseLabel, ruleTag } from '../race-labels.ts';
import {
  formatCountdown,
  formatMinutes,
  formatWindow,
  personalDeadline,
  phaseAt,
  shortTime,
} from '../race-time.ts';
import { CountdownLine } from './countdown-line.tsx';
import { RaceActionBar } from './race-action-bar.tsx';

/** The top of a contest's home: cover, name, tags, schedule, countdown, my state and the actions. */
export function RaceSummary({
  contest,
  now,
  plan,
  config,
}: {
  contest: RaceDetail;
  now: number;
  plan: RaceActionPlan;
  config?: SysConfig;
}) {
  const cover = fileUrl(contest.cover ?? undefined, config);
  const phase = phaseAt(contest, now, contest.phase);
  const rule = ruleTag(contest.ruleType);
  const register = formatWindow(contest.registerStart, contest.registerEnd);
  const me = contest.me;
  // A started duration contest counts down the contestant's own time.
  const own = me?.startedAt && contest.duration ? personalDeadline(contest, me.startedAt) : null;

  return (
    <Card
      styles={{ body: { padding: 0 } }}
      style={{ borderRadius: 18, overflow: 'hidden', marginBottom: 16 }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap' }}>
        <div
          className="ck-race-cover"
          role="img"
          aria-label={contest.contestName}
          style={{
            flex: '1 1 280px',
            maxWidth: 420,
            height: 'auto',
            minHeight: 200,
            ...(cover ? { backgroundImage: `url("${encodeURI(cover)}")` } : {}),
          }}
        >
          {!cover && (
            <span className="ck-race-cover-icon">
              <TrophyOutlined style={{ fontSize: 64 }} />
            </span>
          )}
        </div>
        <div style={{ flex: '2 1 320px', padding: 20, minWidth: 0 }}>
          <h2 style={{ margin: '0 0 8px', fontSize: 24 }}>{contest.contestName}</h2>
          <div style={{ marginBottom: 12, display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            <Tooltip title={contest.ruleType_dictText}>
              <Tag color={rule.color}>{rule.label}</Tag>
            </Tooltip>
            <Tag color={PHASE_COLORS[phase]}>{phaseLabel(phase)}</Tag>
            {contest.isPractice === 1 && <Tag color="magenta">练习赛</Tag>}
            {contest.isPublic !== 1 && <Tag>验证码报名</Tag>}
          </div>
          <Descriptions
            size="small"
            column={1}
            items={[
              ...(register ? [{ key: 'reg', label: '报名时间', children: register }] : []),
              {
                key: 'run',
                label: '比赛时间',
                children: formatWindow(contest.startTime, contest.endTime),
              },
              ...(contest.duration
                ? [
                    {
                      key: 'dur',
                      label: '个人限时',
                      children: `${formatMinutes(contest.duration)}（从进入比赛起计时）`,
                    },
                  ]
                : []),
              ...(contest.lockTime
                ? [{ key: 'lock', label: '封榜时间', children: shortTime(contest.lockTime) }]
                : []),
              { key: 'n', label: '参赛人数', children: `${contest.participants} 人` },
            ]}
          />
          <CountdownLine contest={contest} now={now} />
          {own !== null && phase === 'running' && (
            <div className="ck-race-countdown" role="timer">
              我的剩余时间<strong>{formatCountdown(own - now)}</strong>
            </div>
          )}
          <Alert type={me ? 'success' : 'info'} showIcon title={plan.note} style={{ margin: '12px 0' }} />
          <RaceActionBar contest={contest} actions={plan.actions} />
        </div>
      </div>
    </Card>
  );
}
