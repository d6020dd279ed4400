/**
 * "Recruiter Sign In": asks the server where recruiters sign in (GET /company/login) and goes there;
 * an address of this app through the router, any other one as a full page load.
 */
import { Link } from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths.ts';
import { useCompanyLogin } from '../api/company-login.ts';

export function RecruiterSignInLink() {
  const [, navigate] = useLocation();
  const companyLogin = useCompanyLogin();

  const go = () =>
    companyLogin.mutate(undefined, {
      onSuccess: ({ redirectTo }) => {
        const target = new URL(redirectTo || paths.recruiterSignIn, window.location.origin);
        if (target.origin === window.location.origin)
          navigate(`${target.pathname}${target.search}`);
        else window.location.assign(target.toString());
      },
      // Offline or no answer: the page of this app says where recruiters sign in.
      onError: () => navigate(paths.recruiterSignIn),
    });

  return (
    <Link
      href={paths.recruiterSignIn}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        go();
      }}
    >
      Recruiter Sign In
    </Link>
  );
}
