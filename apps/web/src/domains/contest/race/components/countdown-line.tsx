import { type ContestTimes, formatCountdown, nextMilestone } from '../race-time.ts';

/** The contest's next moment and a live countdown to it, or 比赛已结束. */
export function CountdownLine({ contest, now }: { contest: ContestTimes; now: number }) {
  const next = nextMilestone(contest, now);
  if (!next)
    return (
      <div className="ck-race-countdown ck-race-countdown-ended" role="timer">
        比赛已结束
      </div>
    );
  return (
    <div className="ck-race-countdown" role="timer">
      {next.label}
      <strong>{formatCountdown(next.at - now)}</strong>
    </div>
  );
}
