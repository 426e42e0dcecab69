import '../../styles/article-card.css';
import '../../styles/blog.css';
import type { ArticleCardData } from '../../blog/cards';
import type { SidebarData } from '../../sidebar/sidebar';
import type { Locale } from '../../i18n/locales';
import { localizePath } from '../../i18n/routing';
import type { Translate } from '../../i18n/t';
import { ArticleCard } from './ArticleCard';
import { BlogSidebar } from './BlogSidebar';
import { Pagination } from './Pagination';
import { ContactBox } from '../layout/ContactBox';

export interface ListingBodyProps {
  locale: Locale;
  t: Translate;
  heading: string;
  lead?: string;
  cards: ArticleCardData[];
  page: number;
  totalPages: number;
  /** Localized path of page 1. */
  basePath: string;
  sidebar: SidebarData;
  /** True on the blog index, where a hero above already holds the page's h1. */
  headingIsH2?: boolean;
}

/** A blog listing: heading, cards, pagination, sidebar. */
export function ListingBody(props: ListingBodyProps) {
  const { locale, t, cards, sidebar } = props;
  const Heading = props.headingIsH2 ? 'h2' : 'h1';
  return (
    <div className="container blog-layout">
      <div className="blog-layout__main">
        <header className="page__header">
          <Heading>{props.heading}</Heading>
          {props.lead ? <p className="page__lead">{props.lead}</p> : null}
        </header>
        {cards.length === 0 ? <p>{t('blog.empty')}</p> : null}
        <div className="article-grid">
          {cards.map((card, index) => (
            <ArticleCard key={card.slug} card={card} locale={locale} t={t} headingLevel={props.headingIsH2 ? 3 : 2} priority={index === 0} />
          ))}
        </div>
        <Pagination basePath={props.basePath} page={props.page} totalPages={props.totalPages} t={t} />
      </div>
      <BlogSidebar
        data={sidebar}
        t={t}
        newsletterAction={localizePath('/newsletter', locale)}
        contact={<ContactBox locale={locale} t={t} title={t('article.contact')} />}
      />
    </div>
  );
}
