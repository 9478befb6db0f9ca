// The typed client is never stale: its checked-in OpenAPI document is the one the server's
// procedures make now, and its types are the ones that document generates. When this fails,
// run `pnpm --filter @pim/client openapi:sync` and commit the two files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { schemaSource } from '@pim/client/generate';
import { expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/openapi/document.ts';
import { appRouter } from '../../src/routers/app-router.ts';

const client = path.resolve(import.meta.dirname, '../../../../packages/client');
const read = (file: string) => readFileSync(path.join(client, file), 'utf8');

it('checks in the OpenAPI document the server makes, and the types it generates', async () => {
  const document = JSON.parse(JSON.stringify(buildOpenApiDocument(appRouter)));
  expect(JSON.parse(read('openapi.json'))).toEqual(document);
  expect(read('src/schema.d.ts')).toBe(await schemaSource(document));
}, 60_000);
