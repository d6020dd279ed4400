/**
 * V8's garbage collector settings for the server, applied before anything else is loaded (the
 * first import of main.ts), so that every way of starting it (npm start, npm run serve, the tests,
 * a replica behind the balancer) runs with them, without a flag on each command line.
 *
 * Allocation-site pretenuring is off (found for decision 039; the figures are in
 * docs/measurements/2026-11.md, "Later figures (2026-11-27)"). Under load, V8 saw some per-request
 * objects survive and began allocating them straight into the old generation. Once such a request
 * had ended, its dead old-generation objects still pointed at what the request had allocated in the
 * young generation, and a minor collection treats every old-generation pointer as live: about
 * 1.2 MB survived each one and was promoted, and each paused the server 3–4 ms, against 0.7–1.4 ms
 * and nearly nothing promoted without it.
 */
import v8 from 'node:v8';

v8.setFlagsFromString('--no-allocation-site-pretenuring');
