/** The Resume page (spec section 2: "Resume: upload card"). */
import { ProfilePage } from '../../../components/profile-page.tsx';
import { ResumeUploader } from './resume-uploader.tsx';

export function ResumePage({ userId }: { userId: string }) {
  return (
    <ProfilePage
      title="Resume"
      intro="Add your resume to your profile. You can replace or remove it at any time."
    >
      <ResumeUploader userId={userId} />
    </ProfilePage>
  );
}
