/**
 * The inline menu for wide screens (≥ 960 px, spec §2): top-level entries, children in dropdowns
 * that open on hover and on keyboard focus (CSS :hover / :focus-within, no JavaScript).
 */
import Link from '@/components/ui/Link';
import { getTranslations } from 'next-intl/server';
import type { ResolvedMenuNode } from '@/lib/api/model';
import { isExternalLink } from '@/lib/site/menu';
import { ChevronDownIcon } from '@/components/ui/icons';
import styles from './Header.module.css';

async function EntryLink({ node, className }: { node: ResolvedMenuNode; className: string }) {
  const t = await getTranslations('nav');
  if (node.href === null) {
    return (
      <span className={`${className} ${styles.placeholder}`} aria-disabled="true" title={t('placeholder')}>
        {node.name}
      </span>
    );
  }
  if (isExternalLink(node.href)) {
    return (
      <a href={node.href} className={className} target="_blank" rel="noopener noreferrer">
        {node.name}
      </a>
    );
  }
  return (
    <Link href={node.href} className={className}>
      {node.name}
    </Link>
  );
}

export async function DesktopNav({ items, label }: { items: ResolvedMenuNode[]; label: string }) {
  if (items.length === 0) return <nav aria-label={label} className={styles.desktopNav} />;
  return (
    <nav aria-label={label} className={styles.desktopNav} data-desktop-nav="">
      <ul className={styles.menu}>
        {items.map((node) => (
          <li
            key={node.id}
            className={styles.menuItem}
            data-has-children={node.children.length > 0 ? 'true' : undefined}
          >
            {node.children.length > 0 ? (
              <>
                {node.href && node.href !== '#' ? (
                  <EntryLink node={node} className={styles.menuLink} />
                ) : (
                  <button type="button" className={styles.menuLink} aria-haspopup="true">
                    {node.name}
                  </button>
                )}
                <ChevronDownIcon size={16} className={styles.caret} />
                <ul className={styles.dropdown}>
                  {node.children.map((child) => (
                    <li key={child.id}>
                      <EntryLink node={child} className={styles.dropdownLink} />
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <EntryLink node={node} className={styles.menuLink} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
