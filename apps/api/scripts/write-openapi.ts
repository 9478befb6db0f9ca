// Writes the whole OpenAPI document, as `GET /v1/openapi.json` serves it, to
// packages/client/openapi.json: the typed client's types are generated from that file, and CI
// writes it again and fails when the checked-in copy differs (a stale client).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument } from '../src/openapi/document.ts';
import { appRouter } from '../src/routers/app-router.ts';

const target = path.resolve(import.meta.dirname, '../../../packages/client/openapi.json');
writeFileSync(target, `${JSON.stringify(buildOpenApiDocument(appRouter), null, 2)}\n`);
process.stdout.write(`wrote ${path.relative(process.cwd(), target)}\n`);
