/**
 * The SDL of schema.graphql, read next to this module: from src/ in tests and development, from
 * dist/ after `npm run build:server` (which copies the file there).
 */
import { readFileSync } from 'node:fs';

export const schemaSource = readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8');
