import type { PageProps } from '../page-props.ts';
import { ComingSoonPage } from './coming-soon-page.tsx';

/** Registry form of the "即将上线" page: the title comes from the menu node. */
export function ComingSoonRoutePage({ meta }: PageProps) {
  return <ComingSoonPage title={meta?.title} />;
}
