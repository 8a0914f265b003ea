import { lazyPage } from '../../app/lazy-page.ts';
import type { RouteFragment } from '../../app/route-fragment.ts';

const logs = () => import('./pages/logs/log-list-page.tsx');

/** Dashboard, dictionaries, categories, system config, files, logs, monitor and code check rules. */
export const opsRoutes: RouteFragment = {
  pages: {
    'dashboard/Index': lazyPage(() => import('./pages/dashboard/dashboard-page.tsx'), 'DashboardPage'),
    'dashboard/Analysis': lazyPage(() => import('./pages/dashboard/analysis-page.tsx'), 'AnalysisPage'),
    'system/DictList': lazyPage(() => import('./pages/dicts/dict-list-page.tsx'), 'DictListPage'),
    'system/CheckRuleList': lazyPage(
      () => import('./pages/check-rules/check-rule-list-page.tsx'),
      'CheckRuleListPage',
    ),
    'system/CategoryList': lazyPage(() => import('./pages/categories/category-page.tsx'), 'CategoryPage'),
    'system/SysConfig': lazyPage(() => import('./pages/config/sys-config-page.tsx'), 'SysConfigPage'),
    'system/FileList': lazyPage(() => import('./pages/files/file-list-page.tsx'), 'FileListPage'),
    'system/LoginLog': lazyPage(logs, 'LoginLogPage'),
    'system/OperateLog': lazyPage(logs, 'OperateLogPage'),
    'system/Monitor': lazyPage(() => import('./pages/monitor/monitor-page.tsx'), 'MonitorPage'),
  },
};
