/** /recruiter-sign-in: where Recruiter Sign In leads when no recruiter portal is configured. */
import { AppLink } from '../components/app-link.tsx';
import { AuthLayout } from '../components/auth-layout.tsx';
import { useFormStyles } from '../components/form/form-styles.ts';
import { supportMailto } from '../components/legal-links.ts';
import { paths } from '../config/paths.ts';

export function RecruiterSignInRoute() {
  const styles = useFormStyles();
  return (
    <AuthLayout title="Recruiter Sign In">
      <div className={styles.form}>
        <p className={styles.text}>
          Recruiters and hiring teams sign in through their firm&apos;s own portal, not here. Please
          use the sign-in link your firm gave you, or ask your firm&apos;s administrator for it.
        </p>
        <p className={styles.text}>
          Cannot find it?{' '}
          <AppLink href={supportMailto('Recruiter sign-in')}>Contact support</AppLink>.
        </p>
        <AppLink href={paths.login}>Candidate Sign In</AppLink>
      </div>
    </AuthLayout>
  );
}
