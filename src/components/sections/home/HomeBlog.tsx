import { NewsletterForm } from '../../newsletter/NewsletterForm';
import type { ArticleCardData } from '../../../blog/cards';
import { NAV_PATHS } from '../../../config/navigation';
import type { Locale } from '../../../i18n/locales';
import { localizePath } from '../../../i18n/routing';
import type { Translate } from '../../../i18n/t';
import { ArticleCard } from '../../blog/ArticleCard';
import { SectionIntro } from '../SectionIntro';

export interface HomeBlogProps {
  locale: Locale;
  t: Translate;
  /** The featured posts (popular ranks 1–3), already resolved for this locale. */
  cards: ArticleCardData[];
}

/** Featured posts with read-more links, the way to all posts, useful links and the newsletter sign-up. */
export function HomeBlog({ locale, t, cards }: HomeBlogProps) {
  const href = (p: string) => localizePath(p, locale);
  const links = [
    { label: t('nav.allServices'), path: NAV_PATHS.services },
    { label: t('search.nav'), path: NAV_PATHS.search },
    { label: t('nav.rss'), path: '/rss.xml' },
    { label: t('footer.privacy'), path: NAV_PATHS.privacy },
  ];
  return (
    <section id="blog" className="section section--tint home-blog" aria-labelledby="blog-title">
      <div className="container">
        <div className="home-blog__head">
          <SectionIntro id="blog" title={t('home.blog.title')} lead={t('home.blog.lead')} />
          <a className="btn btn--light" href={href(NAV_PATHS.blog)}>
            {t('home.blog.all')}
          </a>
        </div>
        <ul className="home-posts">
          {cards.map((card) => (
            <li key={card.slug} className="home-post">
              <ArticleCard card={card} locale={locale} t={t} headingLevel={3} />
              <a className="home-post__more" href={card.href}>
                {t('home.blog.readMore')}
                <span className="visually-hidden">{`: ${card.title}`}</span>
              </a>
            </li>
          ))}
        </ul>
        <nav className="home-links" aria-labelledby="blog-links-title">
          <h3 id="blog-links-title">{t('home.blog.linksTitle')}</h3>
          <ul>
            {links.map((link) => (
              <li key={link.path}>
                <a className="chip" href={href(link.path)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <section className="home-newsletter" aria-labelledby="home-newsletter-title">
          <h3 id="home-newsletter-title">{t('newsletter.title')}</h3>
          <p>{t('newsletter.lead')}</p>
          <NewsletterForm t={t} action={href('/newsletter')} id="home-newsletter" />
        </section>
      </div>
    </section>
  );
}
