/**
 * Business constants of the specification (section 9) and the product decisions, with units in
 * their names. Settings an operator may change live in the server's typed config instead.
 */
export const SESSION_COOKIE_DAYS = 7; // cookie lifetime: 7 days (168 h)

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
/** A button's press feedback and a message's fade-in (src/app/lib/motion.ts, global.css). */
export const CLICK_ANIMATION_MS = 250;
export const FADE_MS = 200;

export const DEFAULT_INDUSTRY_CONTEXT_ID = 'none';
/** Whose client error report it is when nobody is signed in (lib/error-reporting.ts). */
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

/** Privacy Settings (spec section 6): every partner firm, or only firms the candidate connected with. */
export const PROFILE_VISIBILITIES = ['public', 'invite_only'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

/** A change of the sign-in address: SENT until confirmed through its link or cancelled. */
export const EMAIL_CHANGE_STATUSES = ['SENT', 'CANCELLED', 'CONFIRMED'] as const;
export type EmailChangeStatus = (typeof EMAIL_CHANGE_STATUSES)[number];

/** While an e-mail change is open, the settings page asks for the user this often, this long. */
export const EMAIL_CHANGE_POLL_INTERVAL_MS = 1500;
export const EMAIL_CHANGE_POLL_MAX_MS = 120_000;

export const INVITATION_STATUSES = ['PENDING', 'IGNORED', 'ACCEPTED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const ASSOCIATION_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type AssociationStatus = (typeof ASSOCIATION_STATUSES)[number];

/**
 * The largest error report the server takes (POST /client/error, 413 above it): a message, a stack
 * and some context, never a file (docs/decisions/024). The app shortens its reports to fit. Here,
 * not beside the report's zod schema: the app's error reporting is on every page and must not
 * bring zod into the first load (docs/decisions/022).
 */
export const CLIENT_ERROR_MAX_BODY_BYTES = 8 * 1024;
