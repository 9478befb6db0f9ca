// `pnpm --filter @pim/client openapi:sync`: src/schema.d.ts from openapi.json (which
// `apps/api/scripts/write-openapi.ts` writes from the server's procedures).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { schemaSource } from './schema-source.ts';

const root = path.resolve(import.meta.dirname, '..');
const document = JSON.parse(readFileSync(path.join(root, 'openapi.json'), 'utf8'));
writeFileSync(path.join(root, 'src/schema.d.ts'), await schemaSource(document));
process.stdout.write('wrote src/schema.d.ts\n');
