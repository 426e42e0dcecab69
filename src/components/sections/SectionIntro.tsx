export interface SectionIntroProps {
  id: string;
  title: string;
  lead: string;
}

/** A home-page section's heading and lead; the anchor id is the section's public address (/#about). */
export function SectionIntro({ id, title, lead }: SectionIntroProps) {
  return (
    <header className="section-intro">
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{lead}</p>
    </header>
  );
}
