/** Compiled in by vite.config.ts (`define`): the id of this build (git commit plus build time). */
declare const __BUILD_ID__: string;
