/** `/faq` (spec section 2): frequently asked questions and Contact us. */
import { useDocumentTitle } from '../components/use-document-title.ts';
import { Faq } from '../features/faq/components/faq.tsx';

export function FaqRoute() {
  useDocumentTitle('Frequently Asked Questions');
  return <Faq />;
}
