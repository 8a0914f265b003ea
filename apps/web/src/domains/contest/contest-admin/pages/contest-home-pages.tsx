import { Card } from 'antd';
import type { ComponentType } from 'react';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { ContestClassView } from './contest-class-page.tsx';
import { ContestListView } from './contest-list-page.tsx';
import { ParticipantHistoryView } from './participant-history-page.tsx';
import { ParticipantView } from './participant-page.tsx';
import { SchoolView } from './school-page.tsx';
import { TeamView } from './team-page.tsx';

function HomeView({ title, View }: { title: string; View: ComponentType }) {
  useDocumentTitle(title);
  return (
    <Card title={title} variant="borderless">
      <View />
    </Card>
  );
}

/** `/home-page/contestInfo`. */
export function ContestInfoHomePage() {
  return <HomeView title="赛事信息" View={ContestListView} />;
}

/** `/home-page/contestClass`. */
export function ContestClassHomePage() {
  return <HomeView title="赛事分组" View={ContestClassView} />;
}

/** `/home-page/schoolClass`. */
export function SchoolHomePage() {
  return <HomeView title="参赛学校" View={SchoolView} />;
}

/** `/home-page/team`. */
export function TeamHomePage() {
  return <HomeView title="参赛队伍" View={TeamView} />;
}

/** `/home-page/userOtherInfo`. */
export function ParticipantHomePage() {
  return <HomeView title="参赛学生" View={ParticipantView} />;
}

/** `/home-page/userOtherInfoHistory`. */
export function ParticipantHistoryHomePage() {
  return <HomeView title="参赛记录" View={ParticipantHistoryView} />;
}
