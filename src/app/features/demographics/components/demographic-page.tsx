/** The Demographic Information page (spec section 2), shared by /demographic and /personal-data. */
import { ProfilePage } from '../../../components/profile-page.tsx';
import { DemographicForm } from './demographic-form.tsx';

export function DemographicPage({ userId }: { userId: string }) {
  return (
    <ProfilePage
      title="Demographic Information"
      intro="Sharing your demographic information is optional. If you choose to share it, it may be used for aggregate adverse-impact analysis, which helps make hiring fairer, and it may be shown to prospective employers. You can change your answers at any time."
    >
      <DemographicForm userId={userId} />
    </ProfilePage>
  );
}
