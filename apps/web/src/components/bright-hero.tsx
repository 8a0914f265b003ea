import type { ReactNode } from 'react';
import './bright-hero.css';

export interface BrightHeroProps {
  /** The class of the page family, which sets the gradient (e.g. `ck-learn-hero`). */
  tone: string;
  /** The left block: the heading and a line or two under it. */
  children: ReactNode;
  /** On the right: a button, the progress… */
  extra?: ReactNode;
}

/** The big rounded, coloured header of the pupils' pages (courses, works, assessments). */
export function BrightHero({ tone, children, extra }: BrightHeroProps) {
  return (
    <div className={`ck-bright-hero ${tone}`}>
      <div>{children}</div>
      {extra}
    </div>
  );
}
