import { type LazyPage, lazyPage } from '../app/lazy-page.ts';

/**
 * Menu `component` strings the server may send, mapped to lazily loaded pages. Explicit on purpose:
 * no eval and no string-built import paths; a string missing here renders "页面不存在".
 */
export const pageRegistry: Record<string, LazyPage> = {
  'layouts/RouteView': lazyPage(() => import('./route-view/route-view-page.tsx'), 'RouteViewPage'),
  'layouts/IframePageView': lazyPage(() => import('./iframe/iframe-page.tsx'), 'IframePage'),
  'dashboard/Index': lazyPage(() => import('./dashboard/dashboard-page.tsx'), 'DashboardPage'),
  'dashboard/Analysis': lazyPage(() => import('./dashboard/analysis-page.tsx'), 'AnalysisPage'),
  'account/center/Index': lazyPage(() => import('./account/account-center-page.tsx'), 'AccountCenterPage'),
  'account/settings/Index': lazyPage(
    () => import('./account/account-settings-page.tsx'),
    'AccountSettingsPage',
  ),
  'system/UserList': lazyPage(() => import('./system/admin/user-list-page.tsx'), 'UserListPage'),
  'system/RoleList': lazyPage(() => import('./system/admin/role-list-page.tsx'), 'RoleListPage'),
  'system/PermissionList': lazyPage(
    () => import('./system/admin/permission-list-page.tsx'),
    'PermissionListPage',
  ),
  'system/DepartList': lazyPage(() => import('./system/admin/depart-list-page.tsx'), 'DepartListPage'),
  'system/MyClassList': lazyPage(() => import('./system/admin/my-class-page.tsx'), 'MyClassPage'),
  'system/DictList': lazyPage(() => import('./system/dict-list-page.tsx'), 'DictListPage'),
  'system/CheckRuleList': lazyPage(
    () => import('./system/check-rule/check-rule-list-page.tsx'),
    'CheckRuleListPage',
  ),
  'portal/NewsList': lazyPage(() => import('./portal/news-list-page.tsx'), 'NewsListPage'),
  'exception/ComingSoon': lazyPage(
    () => import('./exception/coming-soon-route-page.tsx'),
    'ComingSoonRoutePage',
  ),
  'system/CategoryList': lazyPage(() => import('./system/backoffice/category-page.tsx'), 'CategoryPage'),
  'system/SysConfig': lazyPage(() => import('./system/backoffice/sys-config-page.tsx'), 'SysConfigPage'),
  'system/FileList': lazyPage(() => import('./system/backoffice/file-list-page.tsx'), 'FileListPage'),
  'system/LoginLog': lazyPage(() => import('./system/backoffice/log-list-page.tsx'), 'LoginLogPage'),
  'system/OperateLog': lazyPage(() => import('./system/backoffice/log-list-page.tsx'), 'OperateLogPage'),
  'system/Monitor': lazyPage(() => import('./system/backoffice/monitor-page.tsx'), 'MonitorPage'),
  'system/AnnouncementList': lazyPage(
    () => import('./system/announcement/announcement-list-page.tsx'),
    'AnnouncementListPage',
  ),
  'isps/UserAnnouncement': lazyPage(
    () => import('./notice/user-announcement-page.tsx'),
    'UserAnnouncementPage',
  ),
  'judge/ProblemList': lazyPage(() => import('./judge/problem-list-page.tsx'), 'ProblemListPage'),
  'judge/SubmissionList': lazyPage(() => import('./judge/submission-list-page.tsx'), 'SubmissionListPage'),
  'oj/ProblemList': lazyPage(() => import('./judge/oj-problem-list-page.tsx'), 'OjProblemListPage'),
  'oj/Problem': lazyPage(() => import('./judge/oj-problem-page.tsx'), 'OjProblemPage'),
  'oj/Submissions': lazyPage(() => import('./judge/oj-submissions-page.tsx'), 'OjSubmissionsPage'),
  'oj/Submission': lazyPage(() => import('./judge/oj-submissions-page.tsx'), 'OjSubmissionPage'),
};
