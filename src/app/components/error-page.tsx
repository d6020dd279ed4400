/** The generic error page (spec sections 2 and 8): Reload and a support link. */
import { Button, Link } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { messages } from '../../domain/messages.ts';
import { supportMailto } from './legal-links.ts';
import { StatusPage } from './status-page.tsx';

export function ErrorPage() {
  return (
    <StatusPage
      title={messages.errorTitle}
      subtitle={messages.somethingWentWrong}
      actions={
        <>
          <Button
            appearance="primary"
            icon={<ArrowClockwiseRegular />}
            onClick={() => window.location.reload()}
          >
            Reload
          </Button>
          <Link href={supportMailto('Something went wrong')}>Contact support</Link>
        </>
      }
    >
      <p>
        The page ran into a problem and could not go on. Reloading usually fixes it; nothing you
        saved is lost. If it keeps happening, please write to our support team.
      </p>
    </StatusPage>
  );
}
