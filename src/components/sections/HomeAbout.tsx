import { BUSINESS } from '../../config/business';
import type { Translate } from '../../i18n/t';
import { SectionIntro } from './SectionIntro';

export interface HomeAboutProps {
  t: Translate;
}

export function HomeAbout({ t }: HomeAboutProps) {
  return (
    <section id="about" className="section section--tint" aria-labelledby="about-title">
      <div className="container">
        <SectionIntro
          id="about"
          title={t('home.aboutTitle')}
          lead={t('home.aboutLead', { years: BUSINESS.yearsOfExperience, percent: BUSINESS.satisfactionPercent })}
        />
      </div>
    </section>
  );
}
