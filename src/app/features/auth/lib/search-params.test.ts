import { describe, expect, it } from 'vitest';
import { readRegisterParams } from './register-params.ts';
import { flag, param, utmFrom } from './search-params.ts';

describe('auth search parameters', () => {
  it('collects utm_* into the utm body object, leaving blanks out', () => {
    const search = new URLSearchParams('utm_source=news&utm_medium=%20&utm_brand=b&x=1');
    expect(utmFrom(search)).toEqual({ source: 'news', brand: 'b' });
    expect(utmFrom(new URLSearchParams('x=1'))).toBeUndefined();
  });

  it('reads flags and trimmed values', () => {
    expect(flag(new URLSearchParams('invitationExpired=true'), 'invitationExpired')).toBe(true);
    expect(flag(new URLSearchParams('invitationExpired='), 'invitationExpired')).toBe(true);
    expect(flag(new URLSearchParams('invitationExpired=false'), 'invitationExpired')).toBe(false);
    expect(flag(new URLSearchParams(''), 'invitationExpired')).toBe(false);
    expect(param(new URLSearchParams('code=%20abc%20'), 'code')).toBe('abc');
  });

  it('maps the register parameters (sessionId → autopilotSessionId, industryContext over industry)', () => {
    const params = readRegisterParams(
      new URLSearchParams(
        'industry=law&industryContext=none&code=c1&sessionId=s1&firstname=Ada&lastname=L&email=a%40b.co&companyName=Acme',
      ),
    );
    expect(params).toMatchObject({
      industry: 'none',
      invitationCode: 'c1',
      autopilotSessionId: 's1',
      firstName: 'Ada',
      lastName: 'L',
      email: 'a@b.co',
      companyName: 'Acme',
    });
  });
});
