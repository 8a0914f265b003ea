import { Component, type ReactNode } from 'react';
import { Empty } from './components/states.tsx';
import { ArticleListPage } from './pages/article-list-page.tsx';
import { ArticlePage } from './pages/article-page.tsx';
import { AssessmentPage } from './pages/assessment-page.tsx';
import { AssessmentsPage } from './pages/assessments-page.tsx';
import { HomePage } from './pages/home-page.tsx';
import { ReportPage } from './report/report-page.tsx';
import { matchRoute } from './router/match-route.ts';
import { Link, useLocation } from './router/navigation.tsx';

class CrashGuard extends Component<
  { children: ReactNode; resetKey: string },
  { failed: boolean; key: string }
> {
  override state = { failed: false, key: this.props.resetKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Empty text="页面出错了，请刷新重试">
        <button type="button" className="m-btn" onClick={() => window.location.reload()}>
          刷新
        </button>
      </Empty>
    );
  }
}

function Page({ pathname }: { pathname: string }) {
  const route = matchRoute(pathname);
  switch (route.name) {
    case 'home':
      return <HomePage />;
    case 'articles':
      return <ArticleListPage />;
    case 'article':
      return <ArticlePage key={route.id} id={route.id} />;
    case 'assessments':
      return <AssessmentsPage />;
    case 'assessment':
      return <AssessmentPage key={route.id} id={route.id} />;
    case 'report':
      return <ReportPage key={route.token} token={route.token} />;
    default:
      return (
        <Empty text="页面不存在">
          <Link to="/m/" className="m-btn">
            回到首页
          </Link>
        </Empty>
      );
  }
}

/** The mobile companion: a page per route of `/m/`. */
export function MobileApp() {
  const { pathname } = useLocation();
  return (
    <main className="m-app">
      <CrashGuard resetKey={pathname}>
        <Page pathname={pathname} />
      </CrashGuard>
    </main>
  );
}
