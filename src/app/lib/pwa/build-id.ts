/**
 * The id of this build, compiled in by vite.config.ts. Keys and busts the persisted query cache.
 * Outside a Vite build (unit tests without the define) it is "dev".
 */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
