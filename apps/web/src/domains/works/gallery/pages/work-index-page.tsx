import { GalleryList } from '../components/gallery-list.tsx';
import { WorksPage } from '../components/works-page.tsx';

/** `/work/index`: every public work, with type, name and order filters. */
export function WorkIndexPage() {
  return (
    <WorksPage title="作品广场" note="看看小伙伴们的创意，点赞、收藏、改编你喜欢的作品">
      <GalleryList />
    </WorksPage>
  );
}
