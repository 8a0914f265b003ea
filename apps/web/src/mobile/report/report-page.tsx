import type { MpReport } from '@ck/shared';
import { useEffect, useState } from 'react';
import { copyText } from '../../components/copy-text.ts';
import { mpApi } from '../api/mp-api.ts';
import { useLoad } from '../api/use-load.ts';
import { formatTime } from '../components/format.ts';
import { ErrorState, Loading } from '../components/states.tsx';
import { TopBar } from '../components/top-bar.tsx';
import { Link } from '../router/navigation.tsx';
import { buildQuery } from '../router/query.ts';
import { ReportRadar } from './report-radar.tsx';

function DimensionBars({ report }: { report: MpReport }) {
  return (
    <ul className="m-bars">
      {report.score.dimensions.map((d) => (
        <li key={d.key}>
          <div className="m-bar-head">
            <span>{d.name}</span>
            <span>
              {d.score}/{d.max} · {d.percent}%
            </span>
          </div>
          <div
            className="m-bar"
            role="progressbar"
            aria-valuenow={d.percent}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-label={d.name}
          >
            <span style={{ width: `${Math.min(100, Math.max(0, d.percent))}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function ShareActions() {
  const [copied, setCopied] = useState('');
  const copy = async () => {
    setCopied(
      (await copyText(window.location.href))
        ? '链接已复制，可以发给家人了'
        : '复制失败，请长按地址栏手动复制',
    );
  };
  return (
    <div className="m-report-actions no-print">
      <button type="button" className="m-btn m-btn-ghost" onClick={copy}>
        复制分享链接
      </button>
      <button type="button" className="m-btn" onClick={() => window.print()}>
        打印 / 保存为 PDF
      </button>
      {copied ? (
        <p className="m-form-notice" role="status">
          {copied}
        </p>
      ) : null}
    </div>
  );
}

/** `/m/report/<token>`: the shareable report of one child's assessment. */
export function ReportPage({ token }: { token: string }) {
  const report = useLoad(() => mpApi.report(token), [token]);
  const r = report.data;
  useEffect(() => {
    if (r) document.title = `${r.childName}的${r.assessmentName}报告`;
  }, [r]);
  return (
    <div className="m-page m-report-page">
      <TopBar title="测评报告" />
      {!r && report.loading ? <Loading /> : null}
      {!r && !report.loading ? <ErrorState error={report.error} onRetry={report.reload} /> : null}
      {r ? (
        <article className="m-report">
          <header className="m-report-head">
            {r.org.logo ? <img className="m-org-logo" src={r.org.logo} alt="" /> : null}
            <div>
              <p className="m-report-org">{r.org.name}</p>
              <h2>{r.assessmentName}</h2>
              <p className="m-meta">
                <span>
                  {r.childName} · {r.childAge} 岁
                </span>
                <span>{formatTime(r.submitTime)}</span>
              </p>
            </div>
          </header>
          <section className="m-score">
            <p className="m-score-total">
              <strong>{r.score.total}</strong>
              <span> / {r.score.max} 分</span>
            </p>
            <p className="m-score-percent">得分率 {r.score.percent}%</p>
          </section>
          <section className="m-band">
            <h3>{r.band.title}</h3>
            <p>{r.band.text}</p>
          </section>
          {r.score.dimensions.length ? (
            <section className="m-section">
              <h3>能力维度</h3>
              <ReportRadar report={r} />
              <DimensionBars report={r} />
            </section>
          ) : null}
          {r.courses.length ? (
            <section className="m-section">
              <h3>推荐课程</h3>
              <div className="m-feed">
                {r.courses.map((c) => (
                  <Link
                    key={c.id}
                    to={`/home-page/courseDetail${buildQuery({ id: c.id })}`}
                    className="m-card m-course"
                  >
                    {c.cover ? <img className="m-cover" src={c.cover} alt="" loading="lazy" /> : null}
                    <div>
                      <h4>{c.name}</h4>
                      {c.intro ? <p className="m-summary">{c.intro}</p> : null}
                    </div>
                  </Link>
                ))}
              </div>
            </section>
          ) : null}
          <ShareActions />
        </article>
      ) : null}
    </div>
  );
}
