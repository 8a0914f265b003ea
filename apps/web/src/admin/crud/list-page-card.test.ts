/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listPageIcon } from './list-page-card.tsx';

const DOMAINS = join(import.meta.dirname, '../../domains');

/** Back-office list pages: each is framed by ListPageCard (titled, with its menu icon) and no other card. */
const LIST_PAGES = [
  'identity/pages/users/user-list-page.tsx',
  'identity/pages/roles/role-list-page.tsx',
  'identity/pages/permissions/permission-list-page.tsx',
  'exam/papers/pages/paper-list-page.tsx',
  'exam/exam-admin/pages/exam-list-page.tsx',
  'exam/question-bank/pages/question-list-page.tsx',
  'exam/exam-taking/pages/user-paper-page.tsx',
  'judge/pages/problems/problem-list-page.tsx',
  'judge/pages/submissions/submission-list-page.tsx',
  'judge/pages/oj/oj-problem-list-page.tsx',
  'notice/pages/announcements/announcement-list-page.tsx',
  'notice/pages/user-announcement-page.tsx',
  'teaching/course-admin/pages/course-list-page.tsx',
  'teaching/classes/progress/progress-board-page.tsx',
  'teaching/certificates/pages/certificate-list-page.tsx',
  'works/work-admin/pages/additional-work-list-page.tsx',
  'works/work-admin/pages/work-list-page.tsx',
  'works/work-admin/pages/scratch-asset-list-page.tsx',
  'contest/contest-admin/pages/contest-list-page.tsx',
  'contest/contest-admin/pages/contest-class-page.tsx',
  'contest/contest-admin/pages/school-page.tsx',
  'contest/contest-admin/pages/team-page.tsx',
  'contest/contest-admin/pages/participant-page.tsx',
  'contest/contest-admin/pages/participant-history-page.tsx',
  'contest/contest-admin/pages/contest-codes-page.tsx',
  'contest/contest-admin/pages/contest-home-pages.tsx',
  'tenant/pages/tenant-list-page.tsx',
  'shop/pages/order-list-page.tsx',
  'ops/pages/files/file-list-page.tsx',
  'ops/pages/logs/log-list-page.tsx',
  'ops/pages/categories/category-page.tsx',
  'ai/pages/conversation-list-page.tsx',
  'companion/pages/test-power-list-page.tsx',
  'companion/pages/report-list-page.tsx',
  'points/pages/points-ledger-page.tsx',
  'points/pages/points-rule-page.tsx',
  'points/pages/class-rank-page.tsx',
  'site/pages/home-page/menu-setting-page.tsx',
];

/** Pages with a table that are not one framed list, and why. */
const OTHER_LAYOUTS: Record<string, string> = {
  'ops/pages/monitor/monitor-page.tsx': 'a dashboard of titled cards (overview, server, online sessions)',
  'teaching/course-admin/pages/course-auth-page.tsx': "two panes: the courses and the chosen course's grants",
  'points/pages/points-detail-page.tsx': 'a personal page of the public site, in its cards',
  'works/gallery/pages/course-works-page.tsx': 'a page of the public site',
};

const FRAMED = /<ListPageCard\b|<ResourcePage\b/;

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return pageFiles(path);
    return /-pages?\.tsx$/.test(e.name) ? [relative(DOMAINS, path)] : [];
  });
}

const read = (file: string) => readFileSync(join(DOMAINS, file), 'utf8');

describe('list pages', () => {
  it('frame every listed list page with ListPageCard and no other card', () => {
    const wrong = LIST_PAGES.filter((file) => {
      const text = read(file);
      return !/<ListPageCard\b/.test(text) || /<(Card|PlainCard)\b/.test(text);
    });
    expect(wrong).toEqual([]);
  });

  it('frame every page that shows a table the same way, unless laid out otherwise for a reason', () => {
    const pages = pageFiles(DOMAINS);
    expect(pages.length).toBeGreaterThan(50);
    const unframed = pages.filter(
      (file) =>
        /<Table\b|\.tableProps\b/.test(read(file)) && !FRAMED.test(read(file)) && !OTHER_LAYOUTS[file],
    );
    expect(unframed).toEqual([]);
    // An exception that no longer applies is taken off the list.
    expect(Object.keys(OTHER_LAYOUTS).filter((file) => !pages.includes(file))).toEqual([]);
  });
});

describe('list page icon', () => {
  it("is the menu entry's icon, else the page's own, else a list icon", () => {
    expect(listPageIcon('UserOutlined', 'team')).toBe('user');
    expect(listPageIcon('NoSuchIconOutlined', 'team')).toBe('team');
    expect(listPageIcon(undefined, 'team')).toBe('team');
    expect(listPageIcon(undefined)).toBe('unordered-list');
  });
});
