import type { MpAssessmentCard } from '@ck/shared';
import { listOf, mpApi } from '../api/mp-api.ts';
import { useLoad } from '../api/use-load.ts';
import { Empty, ErrorState, Loading } from '../components/states.tsx';
import { TopBar } from '../components/top-bar.tsx';
import { Link } from '../router/navigation.tsx';

export function AssessmentFacts({ a }: { a: MpAssessmentCard }) {
  return (
    <p className="m-meta">
      <span>
        适合 {a.ageMin}-{a.ageMax} 岁
      </span>
      <span>{a.questionCount} 道题</span>
      <span>{a.durationMinutes ? `限时 ${a.durationMinutes} 分钟` : '不限时'}</span>
    </p>
  );
}

/** `/m/assessments`: the organisation's published assessments. */
export function AssessmentsPage() {
  const list = useLoad(() => mpApi.assessments().then(listOf), []);
  return (
    <div className="m-page">
      <TopBar title="能力测评" />
      {!list.data && list.loading ? <Loading /> : null}
      {!list.data && !list.loading ? <ErrorState error={list.error} onRetry={list.reload} /> : null}
      {list.data && !list.data.length ? <Empty text="暂无可参加的测评" /> : null}
      <div className="m-feed">
        {list.data?.map((a) => (
          <Link
            key={a.id}
            to={`/m/assessment/${encodeURIComponent(a.id)}`}
            className="m-card m-assessment-card"
          >
            {a.cover ? <img className="m-card-cover" src={a.cover} alt="" loading="lazy" /> : null}
            <h3>{a.name}</h3>
            {a.intro ? <p className="m-summary">{a.intro}</p> : null}
            <AssessmentFacts a={a} />
          </Link>
        ))}
      </div>
    </div>
  );
}
