/**
 * The first-run contact gate (spec section 2), after the account-type chooser: the signed-in pages
 * render behind a blocking modal while the candidate has no contact details ("Before You Move
 * On"), then while the secondary address is not verified ("Verify Secondary Email").
 *
 * Details saved offline (waiting in the outbox) let the candidate on: the profile works offline.
 * Once the server has them, the Verify modal takes over, everywhere but User Settings, where the
 * candidate can correct the address or sign out. The dialogs (form library, zod and the
 * phone metadata) load only when one is needed, so the signed-in frame stays light.
 */
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { MODAL_CLOSE_MS } from '../../../../domain/constants.ts';
import { useDelayedUnmount } from '../../../components/use-delayed-unmount.ts';
import { paths } from '../../../config/paths.ts';
import type { User } from '../../../lib/api/get-user.ts';
import { userQueryKey } from '../../../lib/api/query-keys.ts';
import { useContactInfoWrite } from '../lib/use-contact-info-write.ts';

const BeforeYouMoveOnDialog = lazy(async () => ({
  default: (await import('./before-you-move-on-dialog.tsx')).BeforeYouMoveOnDialog,
}));
const VerifySecondaryEmailDialog = lazy(async () => ({
  default: (await import('./verify-secondary-email-dialog.tsx')).VerifySecondaryEmailDialog,
}));

/** Which modal the candidate sees, from the user and the outbox. */
export function contactInfoStep(
  user: Pick<User, 'hasSecondaryContactInfo' | 'secondaryEmailVerified'>,
  write: { pending: unknown; status: string },
  submitting: boolean,
): 'form' | 'verify' | null {
  if (!user.hasSecondaryContactInfo) {
    // On this device (unsent), or delivered with the cached user not updated yet: let them on.
    const saved = write.pending !== null || write.status === 'saved';
    return saved && !submitting ? null : 'form';
  }
  return user.secondaryEmailVerified ? null : 'verify';
}

/**
 * While a modal blocks the pages, read the user again when it opens and whenever the candidate
 * comes back to the tab (from the mail's link, opened elsewhere): a cached copy younger than the
 * stale time would otherwise keep showing a step already done.
 */
function useFreshUserWhileBlocked(blocked: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!blocked) return;
    const refetch = () =>
      void queryClient.invalidateQueries({ queryKey: userQueryKey, exact: true });
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    refetch();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [blocked, queryClient]);
}

export interface ContactInfoGateProps {
  user: User;
  /** The app's Logout button, offered in both modals (large, secondary: beside their primary). */
  logoutAction: ReactNode;
  /**
   * Shown only once no first-run modal is up or closing (the maintenance notice): two modals at
   * once would leave the candidate on the one that comes last, the gate's hidden behind it.
   */
  afterGate?: ReactNode;
  children: ReactNode;
}

export function ContactInfoGate({ user, logoutAction, afterGate, children }: ContactInfoGateProps) {
  const write = useContactInfoWrite(user);
  const [submitting, setSubmitting] = useState(false);
  const [location] = useLocation();
  const gateStep = contactInfoStep(user, write, submitting);
  // The Verify modal never covers User Settings: that is where a mistyped address is corrected.
  const step = gateStep === 'verify' && location === paths.userSettings ? null : gateStep;
  useFreshUserWhileBlocked(step !== null);
  // Fluent dialogs must close before they unmount (components/use-delayed-unmount.ts).
  const formMounted = useDelayedUnmount(step === 'form', MODAL_CLOSE_MS);
  const verifyMounted = useDelayedUnmount(step === 'verify', MODAL_CLOSE_MS);

  return (
    <>
      {children}
      <Suspense fallback={null}>
        {formMounted ? (
          <BeforeYouMoveOnDialog
            open={step === 'form'}
            user={user}
            write={write}
            logoutAction={logoutAction}
            onBusyChange={setSubmitting}
          />
        ) : null}
        {verifyMounted ? (
          <VerifySecondaryEmailDialog
            open={step === 'verify'}
            user={user}
            write={write}
            logoutAction={logoutAction}
          />
        ) : null}
      </Suspense>
      {formMounted || verifyMounted ? null : afterGate}
    </>
  );
}
