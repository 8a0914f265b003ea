import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { BrightHero } from '../../../../components/bright-hero.tsx';
import '../gallery.css';

export interface WorksPageProps {
  /** The browser tab's title and the header's. */
  title: string;
  /** The line under the title. */
  note: string;
  /** On the right of the header (a button). */
  extra?: ReactNode;
  children: ReactNode;
}

/** The frame of the works pages: the coloured header with the title and its line, then the page. */
export function WorksPage({ title, note, extra, children }: WorksPageProps) {
  useDocumentTitle(title);
  return (
    <div className="ck-works">
      <BrightHero tone="ck-works-hero" extra={extra}>
        <h2>{title}</h2>
        <p>{note}</p>
      </BrightHero>
      {children}
    </div>
  );
}
