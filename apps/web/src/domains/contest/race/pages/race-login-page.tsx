import { KeyOutlined } from '@ant-design/icons';
import { Button, Card, Space } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../../api/http-errors.ts';
import type { AppFeedback } from '../../../../app/feedback.ts';
import { lazyNamed } from '../../../../app/lazy-page.ts';
import { navigateTo } from '../../../../app/navigation.ts';
import { safeRedirect } from '../../../../app/public-paths.ts';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { useFeedback } from '../../../../app/use-feedback.ts';
import { PageLoading } from '../../../../components/page-loading.tsx';
import { useSession } from '../../../../stores/session-store.ts';
import { raceApi, racePaths } from '../api.ts';
import { RaceLoginForm } from '../components/race-login-form.tsx';
import { RedeemModal } from '../components/redeem-modal.tsx';
import { type PendingRaceLogin, pendingRaceLogin } from '../pending-race-login.ts';

// Only users in several departments see this dialog.
const DepartSelectModal = lazyNamed(
  () => import('../../../identity/components/depart-select-modal.tsx'),
  'DepartSelectModal',
);

/** Redeems the code given at login, then goes to that contest (or to where the visitor came from). */
async function finish(p: PendingRaceLogin, feedback: AppFeedback) {
  const onward = safeRedirect(p.redirect, racePaths.list);
  feedback.message.success('登录成功');
  if (!p.code) {
    navigateTo(onward, true);
    return;
  }
  try {
    const r = await raceApi.redeem(p.code);
    feedback.message.success(`已报名「${r.contestName}」${r.groupName}`);
    navigateTo(racePaths.home(r.contestId), true);
  } catch (error) {
    feedback.notification.error({
      title: '验证码报名未成功',
      description: `${errorText(error, '验证码报名失败')}。可在赛事页面点击“使用验证码报名”重试。`,
      duration: 6,
    });
    navigateTo(onward, true);
  }
}

/** Signed in: finish a pending race login, or offer the code and the contest list. */
function SignedIn({ redirect }: { redirect: string | null }) {
  const feedback = useFeedback();
  const navigate = useNavigate();
  const [resume, setResume] = useState(() => pendingRaceLogin.peek());
  const [redeeming, setRedeeming] = useState(false);
  const choosing = !!resume?.departs;

  useEffect(() => {
    if (!resume || choosing) return;
    const p = pendingRaceLogin.take();
    if (p) void finish(p, feedback);
  }, [resume, choosing, feedback]);

  if (resume && choosing)
    return (
      <Suspense fallback={<PageLoading />}>
        <DepartSelectModal
          open
          departs={resume.departs ?? undefined}
          mandatory
          onDone={() => {
            pendingRaceLogin.departChosen();
            setResume({ ...resume, departs: null });
          }}
        />
      </Suspense>
    );
  if (resume) return <PageLoading tip="正在进入赛事…" />;
  return (
    <Card variant="borderless" title="赛事登录">
      <p>你已登录。有赛事验证码可直接报名，或前往赛事列表。</p>
      <Space wrap>
        <Button type="primary" icon={<KeyOutlined />} onClick={() => setRedeeming(true)}>
          使用验证码报名
        </Button>
        <Button onClick={() => navigate(safeRedirect(redirect, racePaths.list))}>
          {redirect ? '继续' : '进入赛事列表'}
        </Button>
      </Space>
      <RedeemModal open={redeeming} onClose={() => setRedeeming(false)} />
    </Card>
  );
}

/**
 * `/user/raceLogin`: the race login. The same account login and captcha as /user/login, an optional
 * verification code redeemed right after sign-in, then the contest's home (or the `redirect`).
 */
export function RaceLoginPage() {
  useDocumentTitle('赛事登录');
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const token = useSession((s) => s.token);
  if (token) return <SignedIn redirect={redirect} />;
  return (
    <Card variant="borderless" title="赛事登录" style={{ boxShadow: '0 8px 24px rgba(31, 137, 242, 0.08)' }}>
      <RaceLoginForm redirect={redirect} />
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16 }}>
        <Link to="/user/alteration">忘记密码</Link>
        <Link to="/home-page">返回首页</Link>
      </div>
    </Card>
  );
}
