import { SectionIntro } from './SectionIntro';

export interface HomeTeaserProps {
  id: 'locations' | 'blog';
  title: string;
  lead: string;
}

/** A home section that so far has its heading and lead; its full content comes with the home-page work. */
export function HomeTeaser({ id, title, lead }: HomeTeaserProps) {
  return (
    <section id={id} className="section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <SectionIntro id={id} title={title} lead={lead} />
      </div>
    </section>
  );
}
