import { GalleryList } from '../components/gallery-list.tsx';
import { WorksPage } from '../components/works-page.tsx';

/** `/new`: the newest public works. */
export function NewWorksPage() {
  return (
    <WorksPage title="最新作品" note="刚刚发布的作品都在这里">
      <GalleryList fixedOrder="saveTime" />
    </WorksPage>
  );
}
