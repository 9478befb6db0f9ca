// Where asset bytes live. The service sees only `AssetStorage` (put, read, remove by key);
// `LocalAssetStorage` keeps them as files under one directory. An S3-compatible store fits the
// same three calls (PutObject, GetObject's body stream, DeleteObject).
import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../platform/errors/index.ts';

export interface AssetStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes; 404 not_found when the key holds nothing. */
  read(key: string): Promise<NodeJS.ReadableStream>;
  /** Removes the bytes; nothing happens for a key that holds nothing. */
  remove(key: string): Promise<void>;
}

/** The storage and the upload limit a server runs with. */
export interface AssetSettings {
  storage: AssetStorage;
  /** The largest upload, in bytes (ASSET_MAX_BYTES). */
  maxBytes: number;
}

/** Keys are `<tenant id>/<uuid>`: made by the service, never from input. */
const KEY = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

export class LocalAssetStorage implements AssetStorage {
  constructor(readonly directory: string) {}

  /** The file of a key (keys are made by the services, never from input). */
  protected fileOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`Not an asset storage key: ${key}`);
    return path.join(this.directory, key);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside, then renamed: a reader never sees half a file.
    const partial = `${file}.${randomUUID()}.partial`;
    try {
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<NodeJS.ReadableStream> {
    // Opened before anything is sent, so a missing file is a 404, not a broken answer.
    const handle = await open(this.fileOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw new AppError('not_found', "The asset's file is missing");
      throw error;
    });
    return handle.createReadStream();
  }

  async remove(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }
}

const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;

/**
 * ASSET_DIR (default `<repo>/.data/assets`, beside the embedded PostgreSQL's `.data/postgres`)
 * and ASSET_MAX_BYTES (default 20 MB).
 */
export function loadAssetSettings(
  env: Record<string, string | undefined>,
  repoRoot: string,
): AssetSettings {
  const raw = env.ASSET_MAX_BYTES;
  const maxBytes = raw === undefined || raw === '' ? DEFAULT_MAX_BYTES : Number(raw);
  if (!Number.isInteger(maxBytes) || maxBytes <= 0) {
    throw new Error(`ASSET_MAX_BYTES must be a positive integer, got "${raw}"`);
  }
  const directory = path.resolve(env.ASSET_DIR || path.join(repoRoot, '.data', 'assets'));
  return { storage: new LocalAssetStorage(directory), maxBytes };
}
