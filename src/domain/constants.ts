/**
 * Business constants of the specification (section 9) and the product decisions, with units in
 * their names. Settings an operator may change live in the server's typed config instead.
 */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000; // cookie lifetime: 7 days (168 h)
export const SESSION_COOKIE_DAYS = 7;

export const ACCOUNT_CHOOSER_SUBMIT_DELAY_MS = 2000;
export const ACCOUNT_CHOOSER_REFETCH_DELAY_MS = 7000;
export const SPINNER_SUCCESS_MS = 500;
export const SPINNER_ERROR_MS = 1200;

export const VALIDATION_DELAY_MS = 100;
export const TYPE_AHEAD_DELAY_MS = 350;
export const GEO_SEARCH_DEBOUNCE_MS = 300;
export const ALERT_AUTO_DISMISS_MS = 3000;
export const MODAL_CLOSE_MS = 400;
export const TRANSITION_MS = 300;

export const DEFAULT_INDUSTRY_CONTEXT_ID = 'none';
export const DEFAULT_CANDIDATE_ID = 'DEFAULT_CANDIDATE';

export const ACCOUNT_TYPES = ['LATERAL', 'CAMPUS'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The seeded industry contexts, with the labels the chooser shows. */
export const INDUSTRY_CONTEXTS = [
  { id: 'law', name: 'Law' },
  { id: 'finance_banking_investment', name: 'Finance, Banking & Investment' },
  { id: 'none', name: 'No industry context set' },
] as const;
export type IndustryContextId = (typeof INDUSTRY_CONTEXTS)[number]['id'];

export const PASSWORD_RESET_STATUSES = ['ACTIVE', 'USED', 'EXPIRED'] as const;
export type PasswordResetStatus = (typeof PASSWORD_RESET_STATUSES)[number];

/** Breakpoints of the layout, in CSS pixels. */
export const BREAKPOINTS_PX = { sm: 600, md: 900, lg: 1280, xl: 1800 } as const;
