/**
 * Buttons of the site (server- and client-safe, no hooks).
 *   <Button variant="primary" onClick={…}>Weiter</Button>          → <button>
 * Links that look like buttons: ButtonLink (its own module, so a client component with a Button,
 * such as the error boundary every page loads, does not bring next/link's client code along).
 * Variants: primary (brand red), secondary (charcoal), outline, ghost, light (white on dark);
 * sizes sm | md | lg; `fullWidth` stretches it.
 */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'light';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface StyleProps {
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
