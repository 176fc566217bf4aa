/**
 * A link that looks like a button (server- and client-safe, no hooks).
 *   <ButtonLink href="/reise/12-…" variant="secondary">…</ButtonLink> → next/link (or <a> for external links)
 */
import Link from '@/components/ui/Link';
import type { AnchorHTMLAttributes } from 'react';
import { buttonClassName, type StyleProps } from './Button';

export function ButtonLink({
  variant,
  size,
  fullWidth,
  className,
  children,
  href,
  external,
  prefetch,
  ...rest
}: StyleProps & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; external?: boolean; prefetch?: boolean }) {
  const cls = buttonClassName({ variant, size, fullWidth, className });
  if (external) {
    return (
      <a href={href} className={cls} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={cls} prefetch={prefetch} {...rest}>
      {children}
    </Link>
  );
}
