import { RocketOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { useSession } from '../../../../stores/session-store.ts';
import { racePaths } from '../api.ts';
import { ContestGrid } from '../components/contest-grid.tsx';
import { RaceHero } from '../components/race-hero.tsx';
import '../race.css';

const PAGE_SIZE = 12;

/**
 * `/home-page/caseRace`: practice contests. Any signed-in user enters directly (the arena registers them
 * on entering); visitors sign in first and come back to the arena.
 */
export function CaseRacePage() {
  useDocumentTitle('练习赛');
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get('page')) || 1);

  const enter = (contestId: string) => {
    const arena = racePaths.arena(contestId);
    navigate(token ? arena : racePaths.loginBack(arena));
  };

  return (
    <div>
      <RaceHero
        title="练习赛"
        subtitle="往届赛题随时练，熟悉赛制、提升手感"
        other={{ label: '赛事列表', to: racePaths.list }}
      />
      <ContestGrid
        params={{ pageNo, pageSize: PAGE_SIZE, practice: 1 }}
        emptyText="暂无练习赛"
        onPage={(page) => setParams(page > 1 ? { page: String(page) } : {})}
        onOpen={(c) => navigate(racePaths.home(c.id))}
        footer={(c) => (
          <Button
            type="primary"
            block
            icon={<RocketOutlined />}
            style={{ marginTop: 12 }}
            onClick={(e) => {
              e.stopPropagation();
              enter(c.id);
            }}
          >
            进入练习
          </Button>
        )}
      />
    </div>
  );
}
