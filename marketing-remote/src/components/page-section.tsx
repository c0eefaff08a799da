import type { ReactNode } from 'react';

interface PageSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** The small line above the heading. */
  eyebrow?: ReactNode;
  /** The tinted background, to set the section apart from its neighbours. */
  alt?: boolean;
  children: ReactNode;
}

/** A section of a page under its own heading (which names it), in the page's container. */
export function PageSection({ id, title, eyebrow, alt = false, children }: PageSectionProps) {
  return (
    <section className={alt ? 'section section--alt' : 'section'} aria-labelledby={id}>
      <div className="container">
        {eyebrow !== undefined && <p className="eyebrow">{eyebrow}</p>}
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </section>
  );
}
