export interface Crumb {
  name: string;
  /** Localized path; the last crumb (the current page) has none. */
  href?: string;
  /** The name's language where it is not the page's (an article's title shown in a fallback language). */
  lang?: string | undefined;
}

export interface BreadcrumbProps {
  items: Crumb[];
  label: string;
}

export function Breadcrumb({ items, label }: BreadcrumbProps) {
  return (
    <nav className="breadcrumb" aria-label={label}>
      <ol>
        {items.map((item, i) =>
          item.href && i < items.length - 1 ? (
            <li key={item.href}>
              <a href={item.href} lang={item.lang}>
                {item.name}
              </a>
            </li>
          ) : (
            <li key={item.name} aria-current="page" lang={item.lang}>
              {item.name}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
