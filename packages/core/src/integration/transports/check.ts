// The connection test (POST /connections/{id}/test): the steps a transfer would take, each
// timed and reported in the user's terms. A file transport connects and logs in, lists its
// directory, then writes and deletes a small probe file (so a read-only account shows up
// here, not in the first export); an HTTP endpoint is sent one POST marked as a test.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { HttpConfig, HttpCredentials, TransportTarget } from '../connections/config.ts';
import type { IntegrationSettings } from '../settings.ts';
import { openHttpEndpoint } from './http.ts';
import { isFileTarget, openFileTransport } from './open.ts';
import { TransportError, type FileTransport } from './types.ts';

export interface TransportCheckStep {
  step: string;
  ok: boolean;
  message: string;
  duration_ms: number;
}

export interface TransportCheck {
  ok: boolean;
  steps: TransportCheckStep[];
}

/** A failure's message as the user reads it; an unexpected error says only what kind it was. */
const messageOf = (error: unknown) =>
  error instanceof TransportError
    ? error.message
    : `Unexpected failure (${error instanceof Error ? error.name : 'unknown'})`;

export async function checkTransport(
  target: TransportTarget,
  settings: IntegrationSettings,
): Promise<TransportCheck> {
  const steps: TransportCheckStep[] = [];
  /** Runs one step; false when it failed (and the steps after it are not tried). */
  const step = async <T>(
    name: string,
    run: () => Promise<T>,
    describe: (value: T) => string,
  ): Promise<{ ok: true; value: T } | { ok: false }> => {
    const started = performance.now();
    const duration = () => Math.round(performance.now() - started);
    try {
      const value = await run();
      steps.push({ step: name, ok: true, message: describe(value), duration_ms: duration() });
      return { ok: true, value };
    } catch (error) {
      steps.push({ step: name, ok: false, message: messageOf(error), duration_ms: duration() });
      return { ok: false };
    }
  };

  if (isFileTarget(target)) {
    const opened = await step(
      'connect',
      () => openFileTransport(target, settings),
      () => 'Connected and logged in',
    );
    if (!opened.ok) return { ok: false, steps };
    const transport: FileTransport = opened.value;
    try {
      const probe = `.pim-probe-${randomBytes(4).toString('hex')}.txt`;
      const ok =
        (
          await step(
            'list',
            () => transport.list(),
            (files) => `Listed the directory: ${files.length} file${files.length === 1 ? '' : 's'}`,
          )
        ).ok &&
        (
          await step(
            'write',
            () => transport.write(probe, Readable.from([Buffer.from('PIM connection test\n')])),
            ({ size }) => `Wrote a probe file ${transport.locationOf(probe)} (${size} bytes)`,
          )
        ).ok &&
        (
          await step(
            'delete',
            () => transport.remove(probe),
            () => `Deleted the probe file ${probe}`,
          )
        ).ok;
      return { ok, steps };
    } finally {
      await transport.close().catch(() => undefined);
    }
  }

  let endpoint: ReturnType<typeof openHttpEndpoint> | undefined;
  const posted = await step(
    'post',
    async () => {
      endpoint = openHttpEndpoint(
        {
          config: target.config as HttpConfig,
          credentials: target.credentials as HttpCredentials | null,
        },
        settings,
        { attempts: 1, baseDelayMs: 0, maxRetryAfterMs: 0 },
      );
      return endpoint.send({ records: [], test: true });
    },
    (outcome) => `POST ${outcome.url} answered ${outcome.status} in ${outcome.durationMs} ms`,
  );
  await endpoint?.close().catch(() => undefined);
  return { ok: posted.ok, steps };
}
