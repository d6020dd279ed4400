/**
 * The signed-in pages: one route table and one guard around the signed-in frame
 * (routes/signed-in-frame.tsx, loaded lazily), which stays mounted while the candidate moves
 * between them. A new page is added to `signedInRoutes`. A path that is
 * neither public nor in this table goes to sign-in (the spec's catch-all).
 */
import { Suspense, useEffect } from 'react';
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter } from 'wouter';
import { PageLoader } from '../components/page-loader.tsx';
import { paths } from '../config/paths.ts';
import { AlertsRegion } from './alerts-host.tsx';
import { lazyNamed, type PreloadableComponent } from './lazy-route.ts';
import { RequireSession } from './require-session.tsx';

const SignedInFrame = lazyNamed(() => import('../routes/signed-in-frame.tsx'), 'SignedInFrame');
const WelcomeRoute = lazyNamed(() => import('../routes/welcome.tsx'), 'WelcomeRoute');
const DemographicRoute = lazyNamed(() => import('../routes/demographic.tsx'), 'DemographicRoute');
const ResumeRoute = lazyNamed(() => import('../routes/resume.tsx'), 'ResumeRoute');
const FaqRoute = lazyNamed(() => import('../routes/faq.tsx'), 'FaqRoute');
const EducationRoute = lazyNamed(() => import('../routes/education.tsx'), 'EducationRoute');
const WorkPreferencesRoute = lazyNamed(
  () => import('../routes/work-preferences.tsx'),
  'WorkPreferencesRoute',
);

const UserSettingsRoute = lazyNamed(
  () => import('../routes/user-settings.tsx'),
  'UserSettingsRoute',
);
const ConnectionManagerRoute = lazyNamed(
  () => import('../routes/connection-manager.tsx'),
  'ConnectionManagerRoute',
);
const JoinRoute = lazyNamed(() => import('../routes/join.tsx'), 'JoinRoute');
const RescueRoute = lazyNamed(() => import('../routes/rescue.tsx'), 'RescueRoute');
const BehavioralAssessmentRoute = lazyNamed(
  () => import('../routes/behavioral-assessment.tsx'),
  'BehavioralAssessmentRoute',
);
const CognitiveSkillsRoute = lazyNamed(
  () => import('../routes/cognitive-skills.tsx'),
  'CognitiveSkillsRoute',
);
const CognitiveSkillsAppRoute = lazyNamed(
  () => import('../routes/cognitive-skills-app.tsx'),
  'CognitiveSkillsAppRoute',
);
const LateralLandingRoute = lazyNamed(
  () => import('../routes/lateral-landing.tsx'),
  'LateralLandingRoute',
);
const LateralAppRoute = lazyNamed(() => import('../routes/lateral-app.tsx'), 'LateralAppRoute');

export const signedInRoutes: readonly { path: string; component: PreloadableComponent }[] = [
  { path: paths.welcome, component: WelcomeRoute },
  { path: paths.demographic, component: DemographicRoute },
  { path: paths.personalData, component: DemographicRoute },
  { path: paths.resume, component: ResumeRoute },
  { path: paths.faq, component: FaqRoute },
  { path: paths.workPreferences, component: WorkPreferencesRoute },
  { path: paths.education, component: EducationRoute },
  { path: paths.userSettings, component: UserSettingsRoute },
  { path: paths.connectionManager, component: ConnectionManagerRoute },
  { path: paths.join, component: JoinRoute },
  { path: paths.rescue, component: RescueRoute },
  { path: paths.behavioralAssessment, component: BehavioralAssessmentRoute },
  { path: paths.psychometricAssessment, component: BehavioralAssessmentRoute },
  { path: paths.cognitiveSkills, component: CognitiveSkillsRoute },
  { path: paths.cognitiveSkillsApp, component: CognitiveSkillsAppRoute },
  { path: paths.lateralLanding, component: LateralLandingRoute },
  { path: paths.lateralApp, component: LateralAppRoute },
  { path: paths.lateralContent, component: LateralAppRoute },
];

export function SignedInArea() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const known = signedInRoutes.some(({ path }) => matchRoute(parser, path, location)[0]);
  // Once signed in, fetch every signed-in page's code, so each opens offline even before the
  // service worker has cached it (first visit); the alerts region's too.
  useEffect(() => {
    if (!known) return;
    const timer = window.setTimeout(() => {
      for (const route of signedInRoutes) void route.component.preload().catch(() => undefined);
      void AlertsRegion.preload().catch(() => undefined);
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [known]);
  if (!known) return <Redirect to={paths.login} replace />;
  return (
    <RequireSession>
      <SignedInFrame>
        <Suspense fallback={<PageLoader />}>
          <Switch>
            {signedInRoutes.map(({ path, component }) => (
              <Route key={path} path={path} component={component} />
            ))}
          </Switch>
        </Suspense>
      </SignedInFrame>
    </RequireSession>
  );
}
