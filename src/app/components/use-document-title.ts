import { useEffect } from 'react';
import { PRODUCT_NAME } from './logo.tsx';

/** Sets the tab's title to "<page> | <product>" (WCAG 2.4.2: every page has a telling title). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
