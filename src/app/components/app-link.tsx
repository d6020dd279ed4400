/**
 * A Fluent `Link` that moves inside the app without reloading (wouter), and falls back to a normal
 * link for modified clicks (new tab, download) and for external addresses.
 */
import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';

export interface AppLinkProps {
  href: string;
  children: ReactNode;
  replace?: boolean;
  inline?: boolean;
  appearance?: 'default' | 'subtle';
  target?: '_blank';
  className?: string;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

export function AppLink({ href, replace, onClick, target, ...props }: AppLinkProps) {
  const [, navigate] = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      !isInternalHref(href) ||
      target === '_blank' ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    navigate(href, { replace });
  };
  return (
    <Link
      {...props}
      as="a"
      href={href}
      target={target}
      rel={target === '_blank' ? 'noopener noreferrer' : undefined}
      onClick={handleClick}
    />
  );
}
