/** /account-deleted: where Delete my account leads, signed out (docs/decisions/052). */
import { AppLink } from '../components/app-link.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { useFormStyles } from '../components/form/form-styles.ts';
import { useDocumentTitle } from '../components/use-document-title.ts';
import { paths } from '../config/paths.ts';

export function AccountDeletedRoute() {
  const styles = useFormStyles();
  useDocumentTitle('Account deleted');
  return (
    <AuthLayout title="Your account is deleted">
      <div className={styles.form}>
        <p className={styles.text}>
          Your account and your personal data have been erased, and you are signed out on every
          device. Firms no longer see you.
        </p>
        <p className={styles.text}>
          You can register again with the same address at any time; you would start afresh.
        </p>
        <AppLink href={paths.register}>Create an account</AppLink>
      </div>
    </AuthLayout>
  );
}
