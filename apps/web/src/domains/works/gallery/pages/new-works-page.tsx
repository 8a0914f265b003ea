import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { GalleryList } from '../components/gallery-list.tsx';
import '../gallery.css';

/** `/new`: the newest public works. */
export function NewWorksPage() {
  useDocumentTitle('最新作品');
  return (
    <div className="ck-works">
      <div className="ck-works-hero">
        <div>
          <h2>最新作品</h2>
          <p>刚刚发布的作品都在这里</p>
        </div>
      </div>
      <GalleryList fixedOrder="saveTime" />
    </div>
  );
}
