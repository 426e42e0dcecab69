import '../../styles/hero.css';
import type { Translate } from '../../i18n/t';

export interface BlogHeroProps {
  t: Translate;
}

export function BlogHero({ t }: BlogHeroProps) {
  return (
    <section className="hero hero--compact" aria-labelledby="blog-hero-title">
      <div className="container hero__inner">
        <h1 id="blog-hero-title">{t('blog.heroTitle')}</h1>
        <p className="hero__lead">{t('blog.heroLead')}</p>
      </div>
    </section>
  );
}
