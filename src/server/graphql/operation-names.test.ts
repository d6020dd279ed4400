import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_OPERATION_NAMES } from './operation-names.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

describe('the operation names GET /metrics labels', () => {
  it("are the app's documents' names (src/app/gql) and the outbox's batch, no more, no fewer", () => {
    const generated = read('src/app/gql/graphql.ts');
    const documents = [
      ...generated.matchAll(
        /"kind":"OperationDefinition","operation":"\w+","name":\{"kind":"Name","value":"(\w+)"/g,
      ),
    ].map((m) => m[1]!);
    expect(documents.length).toBeGreaterThan(40);
    const batch = /name: \{ kind: Kind\.NAME, value: '(\w+)' \}/.exec(
      read('src/app/lib/api/batch-request.ts'),
    )?.[1];
    expect(batch).toBe('OutboxBatch');
    expect([...CLIENT_OPERATION_NAMES].sort()).toEqual([...new Set([...documents, batch!])].sort());
  });
});
