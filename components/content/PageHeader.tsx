import Link from '@/components/ui/Link';
import styles from './PageHeader.module.css';

export interface Crumb {
  name: string;
  href?: string;
}

/** Breadcrumbs, the page title (the page's only h1) and an optional lead paragraph. */
export function PageHeader({
  title,
  lead,
  crumbs = [],
  breadcrumbLabel,
  children,
}: {
  title: string;
  lead?: React.ReactNode;
  crumbs?: Crumb[];
  breadcrumbLabel: string;
  children?: React.ReactNode;
}) {
  return (
    <header className={styles.header}>
      {crumbs.length > 0 && (
        <nav aria-label={breadcrumbLabel} className={styles.crumbs}>
          <ol>
            {crumbs.map((crumb, index) => (
              <li key={`${crumb.name}-${index}`}>
                {crumb.href ? (
                  <Link href={crumb.href}>{crumb.name}</Link>
                ) : (
                  <span aria-current="page">{crumb.name}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </header>
  );
}
