/** /email-already-confirmed: the link was used before; the candidate signs in. */
import { messages } from '../../domain/messages.ts';
import { AppLink } from '../components/app-link.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { useFormStyles } from '../components/form/form-styles.ts';
import { paths } from '../config/paths.ts';

export function EmailAlreadyConfirmedRoute() {
  const styles = useFormStyles();
  return (
    <AuthLayout title="E-mail already confirmed">
      <div className={styles.form}>
        <p className={styles.text}>{messages.alreadyConfirmed} You can sign in with it now.</p>
        <AppLink href={paths.login}>Sign in</AppLink>
      </div>
    </AuthLayout>
  );
}
