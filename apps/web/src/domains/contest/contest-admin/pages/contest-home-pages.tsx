import type { MenuIconKey } from '@ck/shared';
import type { ComponentType } from 'react';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { ContestClassView } from './contest-class-page.tsx';
import { ContestListView } from './contest-list-page.tsx';
import { ParticipantHistoryView } from './participant-history-page.tsx';
import { ParticipantView } from './participant-page.tsx';
import { SchoolView } from './school-page.tsx';
import { TeamView } from './team-page.tsx';

function HomeView({ title, icon, View }: { title: string; icon: MenuIconKey; View: ComponentType }) {
  useDocumentTitle(title);
  return (
    <ListPageCard title={title} icon={icon}>
      <View />
    </ListPageCard>
  );
}

/** `/home-page/contestInfo`. */
export function ContestInfoHomePage() {
  return <HomeView title="赛事信息" icon="trophy" View={ContestListView} />;
}

/** `/home-page/contestClass`. */
export function ContestClassHomePage() {
  return <HomeView title="赛事分组" icon="cluster" View={ContestClassView} />;
}

/** `/home-page/schoolClass`. */
export function SchoolHomePage() {
  return <HomeView title="参赛学校" icon="bank" View={SchoolView} />;
}

/** `/home-page/team`. */
export function TeamHomePage() {
  return <HomeView title="参赛队伍" icon="team" View={TeamView} />;
}

/** `/home-page/userOtherInfo`. */
export function ParticipantHomePage() {
  return <HomeView title="参赛学生" icon="idcard" View={ParticipantView} />;
}

/** `/home-page/userOtherInfoHistory`. */
export function ParticipantHistoryHomePage() {
  return <HomeView title="参赛记录" icon="solution" View={ParticipantHistoryView} />;
}
