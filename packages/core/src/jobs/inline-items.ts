// `items` sent in place of a file (at most 10,000 records) are kept as an NDJSON job file, so
// the worker reads every import the same way, and a restarted job reads the same records.
import { createHash, randomUUID } from 'node:crypto';
import { actorOf } from '../access/principal.ts';
import type { JobFileScope } from './files.ts';

export async function storeInlineItems(scope: JobFileScope, items: readonly unknown[]) {
  const bytes = Buffer.from(items.map((item) => JSON.stringify(item)).join('\n') + '\n');
  const key = `${scope.tenantId}/${randomUUID()}`;
  await scope.files.storage.put(key, bytes);
  try {
    return await scope.db.prisma.jobFile.create({
      data: {
        tenantId: scope.tenantId,
        purpose: 'import',
        filename: 'items.ndjson',
        contentType: 'application/x-ndjson',
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        storageKey: key,
        createdBy: actorOf(scope.principal),
        expiresAt: new Date(Date.now() + scope.files.ttlHours * 3600_000),
      },
    });
  } catch (error) {
    await scope.files.storage.remove(key);
    throw error;
  }
}
