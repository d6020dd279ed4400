import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useReleaseStaleAriaHidden } from './release-stale-aria-hidden.ts';

/** A dialog in its own portal node of <body>, as Fluent mounts one. */
function portalDialog(name: string): HTMLElement {
  const portal = document.createElement('div');
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', name);
  portal.append(dialog);
  document.body.append(portal);
  return portal;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useReleaseStaleAriaHidden', () => {
  it('keeps the modal dialog opened last visible to assistive technology; the one under it may be hidden', async () => {
    renderHook(() => useReleaseStaleAriaHidden('/assessments/behavioral-assessment'));
    const layer = portalDialog('Behavioral Assessment');
    const confirm = portalDialog("Are you sure you're ready to submit?");
    // The modal bookkeeping hides the layer under the new dialog, and (the bug) the new one too.
    layer.setAttribute('aria-hidden', 'true');
    confirm.setAttribute('aria-hidden', 'true');
    await waitFor(() => expect(confirm.hasAttribute('aria-hidden')).toBe(false));
    expect(layer.getAttribute('aria-hidden')).toBe('true');
  });
});
