import { newsResource } from '@ck/shared';
import { ResourcePage } from '../../../../admin/crud/resource-page.tsx';

/** `portal/NewsList`: news of the public site; bodies are sanitised by the server on save. */
export function NewsListPage() {
  return <ResourcePage def={newsResource} />;
}
