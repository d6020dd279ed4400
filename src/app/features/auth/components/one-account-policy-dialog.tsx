/**
 * The One Account Policy modal (spec section 2): shown on /register when an invitation names its
 * firm. A candidate who already has an account signs in instead; the invitation comes along.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useDelayedUnmount } from '../../../components/use-delayed-unmount.ts';
import { useLocation, useSearch } from 'wouter';
import { MODAL_CLOSE_MS } from '../../../../domain/constants.ts';
import { paths } from '../../../config/paths.ts';

export function OneAccountPolicyDialog({ companyName }: { companyName: string }) {
  const [open, setOpen] = useState(true);
  const mounted = useDelayedUnmount(open, MODAL_CLOSE_MS);
  const [, navigate] = useLocation();
  const search = useSearch();
  if (!mounted) return null;
  return (
    <Dialog open={open} onOpenChange={(_, data) => setOpen(data.open)}>
      <DialogSurface aria-describedby="one-account-policy-text">
        <DialogBody>
          <DialogTitle>One Account Policy</DialogTitle>
          <DialogContent id="one-account-policy-text">
            <p>
              {companyName} has invited you to take your assessments with us. Each candidate may
              have only one account, and firms see the results of that one account.
            </p>
            <p>
              If you already have an account, please sign in instead: the invitation is added to it.
              Otherwise, continue to create your account.
            </p>
          </DialogContent>
          <DialogActions>
            <Button
              appearance="secondary"
              onClick={() => {
                setOpen(false); // closed before leaving: see app/release-stale-aria-hidden.ts
                const target = `${paths.login}${search ? `?${search}` : ''}`;
                window.setTimeout(() => navigate(target), MODAL_CLOSE_MS);
              }}
            >
              Sign in instead
            </Button>
            <Button appearance="primary" onClick={() => setOpen(false)}>
              Create my account
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
