import { Segmented } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { racePaths } from '../api.ts';
import { ContestGrid } from '../components/contest-grid.tsx';
import { RaceHero } from '../components/race-hero.tsx';
import { PHASE_TABS, phaseLabel, phaseParam } from '../race-labels.ts';
import '../race.css';

const PAGE_SIZE = 12;

/**
 * `/home-page/raceList` and `/home/rc-race-list`: published contests by phase (全部 / 报名中 / 进行中 /
 * 未开始 / 已结束) with live countdowns; the tab and page live in the address.
 */
export function RaceListPage() {
  useDocumentTitle('赛事列表');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const phase = phaseParam(params.get('phase'));
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { phase?: string; page?: number }) => {
    const merged = { phase: next.phase ?? phase ?? '', page: String(next.page ?? 1) };
    setParams(
      Object.fromEntries(Object.entries(merged).filter(([k, v]) => v && !(k === 'page' && v === '1'))),
    );
  };

  return (
    <div>
      <RaceHero
        title="赛事中心"
        subtitle="编程比赛报名、参赛与榜单，一起来挑战吧"
        other={{ label: '练习赛', to: racePaths.practice }}
      />
      <Segmented
        size="large"
        options={PHASE_TABS.map((t) => ({ label: t.label, value: t.key }))}
        value={phase ?? ''}
        onChange={(v) => go({ phase: String(v) })}
        style={{ marginBottom: 20, maxWidth: '100%', overflowX: 'auto' }}
      />
      <ContestGrid
        params={{ phase, pageNo, pageSize: PAGE_SIZE, practice: 0 }}
        emptyText={phase ? `暂无${phaseLabel(phase)}的赛事` : '暂无赛事'}
        onPage={(page) => go({ page })}
        onOpen={(c) => navigate(racePaths.home(c.id))}
      />
    </div>
  );
}
