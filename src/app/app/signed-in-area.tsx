/**
 * The signed-in pages: one route table, one guard and one layout that stays mounted while the
 * candidate moves between them. Later issues add their pages to `signedInRoutes`. A path that is
 * neither public nor in this table goes to sign-in (the spec's catch-all).
 */
import { Suspense, useEffect } from 'react';
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter } from 'wouter';
import { PageLoader } from '../components/page-loader.tsx';
import { paths } from '../config/paths.ts';
import { lazyNamed, type PreloadableComponent } from './lazy-route.ts';
import { RequireSession } from './require-session.tsx';

const SignedInLayout = lazyNamed(() => import('../routes/signed-in-layout.tsx'), 'SignedInLayout');
const WelcomeRoute = lazyNamed(() => import('../routes/welcome.tsx'), 'WelcomeRoute');

export const signedInRoutes: readonly { path: string; component: PreloadableComponent }[] = [
  { path: paths.welcome, component: WelcomeRoute },
];

export function SignedInArea() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const known = signedInRoutes.some(({ path }) => matchRoute(parser, path, location)[0]);
  // Once signed in, fetch every signed-in page's code, so each opens offline even before the
  // service worker has cached it (first visit).
  useEffect(() => {
    if (!known) return;
    const timer = window.setTimeout(() => {
      for (const route of signedInRoutes) void route.component.preload().catch(() => undefined);
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [known]);
  if (!known) return <Redirect to={paths.login} replace />;
  return (
    <RequireSession>
      <SignedInLayout>
        <Suspense fallback={<PageLoader />}>
          <Switch>
            {signedInRoutes.map(({ path, component }) => (
              <Route key={path} path={path} component={component} />
            ))}
          </Switch>
        </Suspense>
      </SignedInLayout>
    </RequireSession>
  );
}
