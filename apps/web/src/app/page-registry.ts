import { type LazyPage, lazyPage } from './lazy-page.ts';

/**
 * Menu `component` strings the server may send, mapped to lazily loaded pages. Explicit on purpose:
 * no eval and no string-built import paths; a string missing here renders "页面不存在".
 */
export const pageRegistry: Record<string, LazyPage> = {
  'layouts/RouteView': lazyPage(() => import('../pages/route-view/route-view-page.tsx'), 'RouteViewPage'),
  'layouts/IframePageView': lazyPage(() => import('../pages/iframe/iframe-page.tsx'), 'IframePage'),
  'dashboard/Index': lazyPage(
    () => import('../domains/ops/pages/dashboard/dashboard-page.tsx'),
    'DashboardPage',
  ),
  'dashboard/Analysis': lazyPage(
    () => import('../domains/ops/pages/dashboard/analysis-page.tsx'),
    'AnalysisPage',
  ),
  'account/center/Index': lazyPage(
    () => import('../domains/identity/pages/account/account-center-page.tsx'),
    'AccountCenterPage',
  ),
  'account/settings/Index': lazyPage(
    () => import('../domains/identity/pages/account/account-settings-page.tsx'),
    'AccountSettingsPage',
  ),
  'system/UserList': lazyPage(
    () => import('../domains/identity/pages/users/user-list-page.tsx'),
    'UserListPage',
  ),
  'system/RoleList': lazyPage(
    () => import('../domains/identity/pages/roles/role-list-page.tsx'),
    'RoleListPage',
  ),
  'system/PermissionList': lazyPage(
    () => import('../domains/identity/pages/permissions/permission-list-page.tsx'),
    'PermissionListPage',
  ),
  'system/DepartList': lazyPage(
    () => import('../domains/identity/pages/departs/depart-list-page.tsx'),
    'DepartListPage',
  ),
  'system/MyClassList': lazyPage(
    () => import('../domains/identity/pages/departs/my-class-page.tsx'),
    'MyClassPage',
  ),
  'system/DictList': lazyPage(() => import('../domains/ops/pages/dicts/dict-list-page.tsx'), 'DictListPage'),
  'system/CheckRuleList': lazyPage(
    () => import('../domains/ops/pages/check-rules/check-rule-list-page.tsx'),
    'CheckRuleListPage',
  ),
  'portal/NewsList': lazyPage(() => import('../domains/site/pages/news/news-list-page.tsx'), 'NewsListPage'),
  'exception/ComingSoon': lazyPage(
    () => import('../pages/exception/coming-soon-route-page.tsx'),
    'ComingSoonRoutePage',
  ),
  'system/CategoryList': lazyPage(
    () => import('../domains/ops/pages/categories/category-page.tsx'),
    'CategoryPage',
  ),
  'system/SysConfig': lazyPage(
    () => import('../domains/ops/pages/config/sys-config-page.tsx'),
    'SysConfigPage',
  ),
  'system/FileList': lazyPage(() => import('../domains/ops/pages/files/file-list-page.tsx'), 'FileListPage'),
  'system/LoginLog': lazyPage(() => import('../domains/ops/pages/logs/log-list-page.tsx'), 'LoginLogPage'),
  'system/OperateLog': lazyPage(
    () => import('../domains/ops/pages/logs/log-list-page.tsx'),
    'OperateLogPage',
  ),
  'system/Monitor': lazyPage(() => import('../domains/ops/pages/monitor/monitor-page.tsx'), 'MonitorPage'),
  'system/AnnouncementList': lazyPage(
    () => import('../domains/notice/pages/announcements/announcement-list-page.tsx'),
    'AnnouncementListPage',
  ),
  'isps/UserAnnouncement': lazyPage(
    () => import('../domains/notice/pages/user-announcement-page.tsx'),
    'UserAnnouncementPage',
  ),
  'judge/ProblemList': lazyPage(
    () => import('../domains/judge/pages/problems/problem-list-page.tsx'),
    'ProblemListPage',
  ),
  'judge/SubmissionList': lazyPage(
    () => import('../domains/judge/pages/submissions/submission-list-page.tsx'),
    'SubmissionListPage',
  ),
  'oj/ProblemList': lazyPage(
    () => import('../domains/judge/pages/oj/oj-problem-list-page.tsx'),
    'OjProblemListPage',
  ),
  'oj/Problem': lazyPage(() => import('../domains/judge/pages/oj/oj-problem-page.tsx'), 'OjProblemPage'),
  'oj/Submissions': lazyPage(
    () => import('../domains/judge/pages/oj/oj-submissions-page.tsx'),
    'OjSubmissionsPage',
  ),
  'oj/Submission': lazyPage(
    () => import('../domains/judge/pages/oj/oj-submissions-page.tsx'),
    'OjSubmissionPage',
  ),
};
