import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { useSysConfig } from '../../../../hooks/use-sys-config.ts';
import { useSession } from '../../../../stores/session-store.ts';
import { LoadState } from '../../../teaching/learning/components/load-state.tsx';
import { raceApi, raceDetailKey, racePaths } from '../api.ts';
import { RaceInfoTabs } from '../components/race-info-tabs.tsx';
import { RaceSummary } from '../components/race-summary.tsx';
import { raceActions } from '../race-actions.ts';
import { useServerNow } from '../use-server-now.ts';
import '../race.css';

/** `/home-page/raceHome?id=`: a contest's intro, rules, groups and schools, with what the viewer may do. */
export function RaceHomePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const userId = useSession((s) => s.userInfo?.id ?? '');
  const signedIn = useSession((s) => !!s.token);
  const { data: config } = useSysConfig();
  const detail = useQuery({
    // Who is asking changes `me`.
    queryKey: [...raceDetailKey(id), userId],
    queryFn: () => raceApi.detail(id),
    enabled: !!id,
  });
  const now = useServerNow(detail.data?.offsetMs ?? 0, !!detail.data);
  useDocumentTitle(detail.data?.data.contestName ?? '赛事主页');

  const practice = detail.data?.data.isPractice === 1;
  const back = (
    <Button
      type="link"
      icon={<ArrowLeftOutlined />}
      onClick={() => navigate(practice ? racePaths.practice : racePaths.list)}
    >
      {practice ? '返回练习赛' : '返回赛事列表'}
    </Button>
  );
  if (!id) return <Result status="404" title="未指定赛事" extra={back} />;
  if (!detail.data) return <LoadState query={detail} extra={back} />;
  const contest = detail.data.data;
  return (
    <div>
      <div style={{ marginBottom: 8 }}>{back}</div>
      <RaceSummary contest={contest} now={now} plan={raceActions(contest, now, signedIn)} config={config} />
      <RaceInfoTabs contest={contest} />
    </div>
  );
}
