export interface Crumb {
  name: string;
  /** Localized path; the last crumb (the current page) has none. */
  href?: string;
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
              <a href={item.href}>{item.name}</a>
            </li>
          ) : (
            <li key={item.name} aria-current="page">
              {item.name}
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
