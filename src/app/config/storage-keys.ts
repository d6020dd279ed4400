/**
 * Every cookie, localStorage and IndexedDB key the app uses, in one place (shared by the session,
 * the query cache and the outbox). Add keys here; never spell one inline.
 */

/**
 * localStorage: this browser's device id (lib/device-id.ts), a random UUID sent with each sign-in.
 * Names the browser, not a candidate: nothing personal.
 */
export const DEVICE_ID_KEY = 'cp.device-id';

/**
 * Cookies of the session (spec section 3): the bearer token and the user id, 7 days each, or until
 * the browser closes on a shared computer (docs/decisions/051).
 */
export const SESSION_TOKEN_COOKIE = 'id_token';
export const SESSION_USER_ID_COOKIE = 'id_c';
/**
 * Cookie, "1" while the session was started with "This is a shared computer" (docs/decisions/051):
 * ends with the browser, like the session's cookies then.
 */
export const SHARED_COMPUTER_COOKIE = 'cp_shared';
/**
 * localStorage: "1" from a sign-in until the device's personal data is cleared (lib/device-data.ts)
 * after it ends. Found at start with no session (a browser closed on a shared computer, cookies
 * expired), it has the clearing done then. Holds nothing of the candidate's.
 */
export const PERSONAL_DATA_MARKER_KEY = 'cp.personal-data';
/**
 * sessionStorage: why the last session ended, when the candidate should be told on the sign-in
 * page (`{"reason":"idle","timeoutMs":7200000}`, docs/decisions/050). Read once, then removed.
 */
export const SIGNED_OUT_REASON_KEY = 'cp.signed-out-reason';

/**
 * localStorage: the persisted TanStack Query cache (lib/query-client.tsx), one entry per user and
 * build: `cp.query-cache:<userId or "anonymous">:<buildId>`. Entries of other builds are removed at
 * start; a user's entries at logout.
 */
export const QUERY_CACHE_KEY_PREFIX = 'cp.query-cache';

/**
 * IndexedDB: the outbox of unsent writes (lib/outbox/). idb-keyval creates exactly one object store
 * per database when it first opens it, so this database holds the outbox and nothing else: give any
 * other IndexedDB data its own database name.
 */
export const OUTBOX_DB_NAME = 'candidate-portal';
export const OUTBOX_STORE_NAME = 'outbox';
/**
 * IndexedDB: each signed-in user's rescue key (lib/rescue/), kept so a rescue file can be saved
 * offline. Its own database, as idb-keyval needs (see above).
 */
export const RESCUE_KEY_DB_NAME = 'candidate-portal-rescue';
export const RESCUE_KEY_STORE_NAME = 'keys';
/** Web Locks: held by the one tab that is sending the outbox. */
export const OUTBOX_DRAIN_LOCK = 'outbox-drain';
/** BroadcastChannel: outbox changes, told to the other tabs. */
export const OUTBOX_CHANNEL = 'outbox';
/** Web Locks: held (shared) by every tab with a running assessment; updates wait while it is held. */
export const ASSESSMENT_RUNNING_LOCK = 'assessment-running';
/** BroadcastChannel: service-worker update state, told to the other tabs. */
export const PWA_CHANNEL = 'pwa';
/** sessionStorage: when this tab last reloaded to recover from a chunk of an older build. */
export const STALE_CHUNK_RELOAD_AT = 'cp.stale-chunk-reload-at';
/**
 * localStorage: the info banner's message the candidate dismissed (features/layout). Kept per
 * message text, so a new message shows again.
 */
export const DISMISSED_BANNER_KEY = 'cp.dismissed-banner';
/** sessionStorage: the maintenance content closed in this session (features/layout). */
export const DISMISSED_MAINTENANCE_KEY = 'cp.dismissed-maintenance';
/**
 * localStorage: the feature flags switched on or off in this browser with `?ff=true` / `?ff=false`
 * (lib/feature-flags.ts), as JSON `{ "LATERAL": true }`.
 */
export const FEATURE_FLAGS_KEY = 'cp.feature-flags';
/**
 * localStorage: the behavioral questionnaire's 'Move to the next question automatically' switch
 * (features/behavioral), "false" when the candidate turned it off; on by default.
 */
export const BEHAVIORAL_AUTO_ADVANCE_KEY = 'cp.behavioral-auto-advance';
/**
 * localStorage keys (or prefixes) that hold something of the signed-in candidate's: removed when a
 * session ends (lib/device-data.ts, docs/decisions/051). A new personal key goes here.
 */
export const PERSONAL_LOCAL_STORAGE_PREFIXES = [
  `${QUERY_CACHE_KEY_PREFIX}:`,
  BEHAVIORAL_AUTO_ADVANCE_KEY,
] as const;
/**
 * IndexedDB: each user's signed receipts (lib/receipts/, docs/decisions/048), under their user id,
 * and the server's public keys that check them, under `key:<kid>`; kept so receipts show and
 * verify offline. Its own database, as idb-keyval needs (see above).
 */
export const RECEIPTS_DB_NAME = 'candidate-portal-receipts';
export const RECEIPTS_STORE_NAME = 'receipts';
