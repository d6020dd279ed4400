/** The search parameters of /register (spec section 2). */
import type { Utm } from '../../../../domain/auth-schemas.ts';
import { param, utmFrom } from './search-params.ts';

export interface RegisterParams {
  /** industryContext, else industry: preselects the industry (the chooser hides when it is valid). */
  industry?: string;
  invitationCode?: string;
  /** sessionId → autopilotSessionId */
  autopilotSessionId?: string;
  utm?: Utm;
  firstName: string;
  lastName: string;
  email: string;
  /** The inviting firm: opens the One Account Policy modal. */
  companyName?: string;
}

export function readRegisterParams(search: URLSearchParams): RegisterParams {
  return {
    industry: param(search, 'industryContext') ?? param(search, 'industry'),
    invitationCode: param(search, 'code'),
    autopilotSessionId: param(search, 'sessionId'),
    utm: utmFrom(search),
    firstName: param(search, 'firstname') ?? '',
    lastName: param(search, 'lastname') ?? '',
    email: param(search, 'email') ?? '',
    companyName: param(search, 'companyName'),
  };
}
