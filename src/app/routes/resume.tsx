/** `/resume`: the resume upload card. */
import { ResumePage } from '../features/resume/components/resume-page.tsx';
import { useSignedIn } from './signed-in-frame.tsx';

export function ResumeRoute() {
  const { user } = useSignedIn();
  return <ResumePage userId={user.id} />;
}
