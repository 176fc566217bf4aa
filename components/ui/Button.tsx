/**
 * Buttons of the site (server- and client-safe, no hooks).
 *   <Button variant="primary" onClick={…}>Weiter</Button>          → <button>
 *   <ButtonLink href="/reise/12-…" variant="secondary">…</ButtonLink> → next/link (or <a> for external links)
 * Variants: primary (brand red), secondary (charcoal), outline, ghost, light (white on dark);
 * sizes sm | md | lg; `fullWidth` stretches it.
 */
import Link from 'next/link';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
  children: ReactNode;
}

export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth,
  className,
}: Omit<StyleProps, 'children'>): string {
  return [styles.button, styles[variant], styles[size], fullWidth ? styles.full : '', className ?? '']
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  fullWidth,
  className,
  children,
  type = 'button',
  ...rest
}: StyleProps & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={buttonClassName({ variant, size, fullWidth, className })} {...rest}>
      {children}
    </button>
  );
}

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
