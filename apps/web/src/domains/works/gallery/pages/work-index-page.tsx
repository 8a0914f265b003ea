import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { GalleryList } from '../components/gallery-list.tsx';
import '../gallery.css';

/** `/work/index`: every public work, with type, name and order filters. */
export function WorkIndexPage() {
  useDocumentTitle('作品广场');
  return (
    <div className="ck-works">
      <div className="ck-works-hero">
        <div>
          <h2>作品广场</h2>
          <p>看看小伙伴们的创意，点赞、收藏、改编你喜欢的作品</p>
        </div>
      </div>
      <GalleryList />
    </div>
  );
}
