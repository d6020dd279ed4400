import { describe, expect, it } from 'vitest';
import { apiMessages } from '../../../../domain/api-messages.ts';
import { parseNewSecondaryEmail, sendNotice } from './verify-secondary-email.ts';

describe('parseNewSecondaryEmail', () => {
  it('takes a valid address that is not the primary one', () => {
    expect(parseNewSecondaryEmail('me@home.example', 'me@work.example')).toEqual({
      email: 'me@home.example',
    });
  });

  it('refuses the primary address, whatever its case', () => {
    expect(parseNewSecondaryEmail('ME@work.example', 'me@work.example')).toEqual({
      error: apiMessages.secondaryEmailSameAsPrimary,
    });
  });

  it('refuses what is not an address, with the schema’s message', () => {
    const result = parseNewSecondaryEmail('not an address', 'me@work.example');
    expect(result.email).toBeUndefined();
    expect(result.error).toEqual(expect.any(String));
  });
});

describe('sendNotice', () => {
  const base = {
    notStored: false,
    sent: true,
    write: { status: 'idle' as const, error: null },
    stillUnverified: false,
    refreshing: false,
  };

  it('says a change this device could not store before anything else', () => {
    expect(sendNotice({ ...base, notStored: true, write: { status: 'saved', error: null } })).toBe(
      'notStored',
    );
  });

  it('follows the last send: refused, sending, saved on the device, sent', () => {
    expect(sendNotice({ ...base, write: { status: 'failed', error: 'No.' } })).toBe('refused');
    expect(sendNotice({ ...base, write: { status: 'storing', error: null } })).toBe('sending');
    expect(sendNotice({ ...base, write: { status: 'sending', error: null } })).toBe('sending');
    expect(sendNotice({ ...base, write: { status: 'savedOnDevice', error: null } })).toBe(
      'savedOnDevice',
    );
    expect(sendNotice({ ...base, write: { status: 'saved', error: null } })).toBe('sent');
  });

  it('says nothing of a send this dialog did not make', () => {
    expect(sendNotice({ ...base, sent: false, write: { status: 'saved', error: null } })).toBe(
      null,
    );
  });

  it('says the address is still unverified after a refresh, not during one', () => {
    const after = { ...base, sent: false, stillUnverified: true };
    expect(sendNotice(after)).toBe('stillUnverified');
    expect(sendNotice({ ...after, refreshing: true })).toBe(null);
  });
});
