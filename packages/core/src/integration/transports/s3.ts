// S3 and S3-compatible storage through the AWS SDK v3. Its requests go through our own HTTP
// handler whose agents resolve names with the outbound policy's lookup (at every connect, so
// no rebinding), and a configured endpoint given as an IP literal is checked before anything
// is sent. Credentials are the connection's own, always: the SDK's default chain would lend a
// tenant the server's own AWS identity. Uploads are spooled to a temporary file first, because
// a single PUT needs its length and an export's stream does not know it.
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tls from 'node:tls';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { checkHostLiteral, guardedLookup } from '../../platform/outbound/index.ts';
import type { S3Credentials, StorageConfig } from '../connections/config.ts';
import type { IntegrationSettings } from '../settings.ts';
import { idleGuardedRead } from './connect.ts';
import {
  authFailed,
  describeEndpoint,
  networkFailure,
  remoteFailure,
  timedOut,
  unreachable,
  type Endpoint,
} from './failures.ts';
import { checkFileName, checkListingSize, checkSubdirectory, listingOf } from './names.ts';
import { TransportError, type FileTransport, type RemoteFile } from './types.ts';

const AUTH_ERRORS = new Set([
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'AccessDenied',
  'InvalidToken',
]);

function s3Failure(error: unknown, endpoint: Endpoint, what: string, timeoutMs: number): unknown {
  const known = networkFailure(error, endpoint);
  if (known) return known;
  const { name, message } = error as Error;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  if (name === 'TimeoutError') {
    return message.includes('did not establish a connection')
      ? unreachable(endpoint, `no answer within ${timeoutMs} ms`)
      : timedOut(endpoint, timeoutMs);
  }
  if (AUTH_ERRORS.has(name) || status === 401 || status === 403)
    return authFailed(endpoint, status);
  if (name === 'NoSuchBucket')
    return new TransportError(
      'not_found',
      `The bucket does not exist on ${describeEndpoint(endpoint)}`,
      status,
    );
  if (name === 'NoSuchKey' || name === 'NotFound' || status === 404) {
    return new TransportError(
      'not_found',
      `${what} does not exist on ${describeEndpoint(endpoint)}`,
      status,
    );
  }
  return remoteFailure(
    'remote_error',
    `${what} failed on ${describeEndpoint(endpoint)}`,
    `${name}: ${message}`,
    status,
  );
}

/** The endpoint as messages name it, checked against the policy when it is an IP literal. */
function endpointOf(config: StorageConfig, settings: IntegrationSettings): Endpoint {
  const region = config.region ?? 'us-east-1';
  const url = new URL(config.endpoint ?? `https://s3.${region}.amazonaws.com`);
  if (url.protocol === 'http:' && !settings.allowHttp) {
    throw new TransportError(
      'address_refused',
      `${url.origin} is plain HTTP: only https:// endpoints are allowed`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TransportError('address_refused', `${url.protocol} is not an S3 endpoint's scheme`);
  }
  try {
    checkHostLiteral(url.hostname, settings.outbound);
  } catch (error) {
    throw networkFailure(error, { scheme: 's3', host: url.hostname, port: 0 }) ?? error;
  }
  return {
    scheme: url.protocol === 'http:' ? 'http' : 'https',
    host: url.hostname,
    port: Number(url.port) || (url.protocol === 'http:' ? 80 : 443),
  };
}

export async function openS3(
  config: StorageConfig,
  credentials: S3Credentials | null,
  settings: IntegrationSettings,
): Promise<FileTransport> {
  const endpoint = endpointOf(config, settings);
  if (!config.bucket) throw new TransportError('not_found', 'The connection names no bucket');
  if (!credentials) throw new TransportError('auth_failed', 'The connection has no access key');
  const bucket = config.bucket;
  const segments = (config.path ?? '').split('/').filter(Boolean);
  const prefix = segments.length ? `${segments.join('/')}/` : '';
  const { connectMs, bodyMs } = settings.timeouts;
  const lookup = guardedLookup(settings.outbound);
  const ca = settings.trustedCertificates
    ? [...tls.rootCertificates, settings.trustedCertificates]
    : undefined;
  const client = new S3Client({
    region: config.region ?? 'us-east-1',
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    credentials: {
      accessKeyId: credentials.access_key_id,
      secretAccessKey: credentials.secret_access_key,
    },
    // Checksums only where S3 requires them: S3-compatible servers differ on the rest.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: new NodeHttpHandler({
      connectionTimeout: connectMs,
      socketTimeout: bodyMs,
      httpAgent: new http.Agent({ keepAlive: true, lookup }),
      httpsAgent: new https.Agent({ keepAlive: true, lookup, ...(ca ? { ca } : {}) }),
    }),
  });
  const call = async <T>(what: string, operation: () => Promise<T>): Promise<T> => {
    try {
      return await operation();
    } catch (error) {
      throw s3Failure(error, endpoint, what, bodyMs);
    }
  };
  const keyOf = (name: string) => `${prefix}${checkFileName(name)}`;
  const exists = (name: string) =>
    call(`"${name}"`, () =>
      client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(name) })),
    );

  return {
    async list(): Promise<RemoteFile[]> {
      const files: RemoteFile[] = [];
      let token: string | undefined;
      do {
        const page = await call(`The bucket "${bucket}"`, () =>
          client.send(
            new ListObjectsV2Command({
              Bucket: bucket,
              Prefix: prefix,
              Delimiter: '/',
              ContinuationToken: token,
            }),
          ),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key!.slice(prefix.length);
          if (name && !name.endsWith('/')) {
            files.push({ name, size: object.Size ?? 0, modifiedAt: object.LastModified });
          }
        }
        checkListingSize(files.length, `The bucket "${bucket}"`);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return listingOf(files, `The bucket "${bucket}"`);
    },

    async read(name: string): Promise<Readable> {
      const answer = await call(`"${name}"`, () =>
        client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(name) })),
      );
      const body = answer.Body as Readable;
      return idleGuardedRead(
        body,
        bodyMs,
        () => timedOut(endpoint, bodyMs, 'sending'),
        () => body.destroy(),
      );
    },

    async write(name: string, body: Readable): Promise<{ size: number }> {
      const key = keyOf(name);
      const spool = await fs.mkdtemp(path.join(os.tmpdir(), 'pim-s3-'));
      const file = path.join(spool, 'upload');
      try {
        await pipeline(body, createWriteStream(file));
        const { size } = await fs.stat(file);
        await call(`Writing "${name}"`, () =>
          client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: key,
              Body: createReadStream(file),
              ContentLength: size,
            }),
          ),
        );
        return { size };
      } finally {
        await fs.rm(spool, { recursive: true, force: true });
      }
    },

    async remove(name: string): Promise<void> {
      await exists(name);
      await call(`"${name}"`, () =>
        client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) })),
      );
    },

    async moveTo(name: string, dir: string): Promise<void> {
      const from = keyOf(name);
      const to = `${prefix}${checkSubdirectory(dir)}/${name}`;
      await exists(name);
      await call(`Moving "${name}"`, () =>
        client.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: to,
            CopySource: `${bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
          }),
        ),
      );
      await call(`Moving "${name}"`, () =>
        client.send(new DeleteObjectCommand({ Bucket: bucket, Key: from })),
      );
    },

    locationOf: (name: string) => `s3://${bucket}/${prefix}${name}`,

    async close() {
      client.destroy();
    },
  };
}
