// A connection's credentials at rest and in answers: sealed, bound to their connection,
// opened after a key rotation and sealed again with the new key; and never out of the
// server: no answer of any connection operation (successes, validation errors, conflicts,
// replays, over REST and tRPC) and no log line carries a credential value.
import { randomBytes, randomUUID } from 'node:crypto';
import { CredentialsError, loadTransportTarget } from '@pim/core';
import { uniqueCode } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { createCatalogWorld } from '../helpers/catalog.ts';
import { CONNECTIONS, connectionKit } from '../helpers/connections.ts';
import {
  type Answer,
  ownTestServer,
  testIntegrationSettings,
  trpcMutation,
} from '../helpers/server.ts';

const lines: string[] = [];
const { server, request } = await ownTestServer({
  logLevel: 'trace',
  logStream: { write: (line) => lines.push(line) },
});
const w = await createCatalogWorld();
const { create, rowOf, scopeOf } = await connectionKit(server, request, w);
const PATH = CONNECTIONS;

/** Values no answer or log line may carry. */
const SECRETS = {
  username: `user-${randomUUID()}`,
  password: `pass-${randomUUID()}`,
  token: `token-${randomUUID()}`,
  secretKey: `s3key-${randomUUID()}`,
  privateKey: `-----BEGIN KEY ${randomUUID()}-----`,
};

it('never answers nor logs a credential value, and stores them sealed', async () => {
  const answers: Answer[] = [];
  const send = async (method: string, path: string, body?: unknown, headers = {}) => {
    const answer = await request(method, path, { ...w.asAdmin(body), headers });
    answers.push(answer);
    return answer;
  };
  const connectorOf = async (type: string) =>
    (await server.db.connector.findFirstOrThrow({ where: { tenantId: w.home.id, code: type } })).id;
  const base = {
    connector_id: await connectorOf('sftp'),
    name: 'Secret holder',
    config: { host: 'sftp.example.com' },
  };
  const code = uniqueCode('sec');
  const created = await send(
    'POST',
    '/v1/connections',
    { ...base, code, credentials: { username: SECRETS.username, password: SECRETS.password } },
    { 'idempotency-key': `key-${code}` },
  );
  expect(created.status, created.text).toBe(201);
  const id = created.body.data.id;
  // A replay of the same request, and a conflict on the code.
  await send(
    'POST',
    '/v1/connections',
    { ...base, code, credentials: { username: SECRETS.username, password: SECRETS.password } },
    { 'idempotency-key': `key-${code}` },
  );
  await send('POST', '/v1/connections', {
    ...base,
    code,
    credentials: { username: SECRETS.username, password: SECRETS.password },
  });
  // Refused credentials of every shape: the errors name fields, never values.
  for (const credentials of [
    { username: SECRETS.username, password: SECRETS.password, extra: SECRETS.token },
    { username: SECRETS.username, private_key: SECRETS.privateKey, password: SECRETS.password },
    { username: SECRETS.username, password: 12 },
    { username: SECRETS.username, password: `${SECRETS.password}${'x'.repeat(5000)}` },
    SECRETS.token,
    [SECRETS.token],
  ]) {
    const refused = await send('PATCH', `/v1/connections/${id}`, { credentials });
    expect(refused.status, refused.text).toBe(400);
  }
  const local = await send('POST', '/v1/connections', {
    connector_id: await connectorOf('storage'),
    code: uniqueCode('sec'),
    name: 'Local',
    config: { driver: 'local' },
    credentials: { access_key_id: SECRETS.username, secret_access_key: SECRETS.secretKey },
  });
  expect(local.status).toBe(400);
  const updated = await send('PATCH', `/v1/connections/${id}`, {
    credentials: { username: SECRETS.username, private_key: SECRETS.privateKey },
  });
  expect(updated.status, updated.text).toBe(200);
  const s3 = await send('POST', '/v1/connections', {
    connector_id: await connectorOf('storage'),
    code: uniqueCode('sec'),
    name: 'S3',
    config: { driver: 's3', bucket: 'b-1' },
    credentials: { access_key_id: SECRETS.username, secret_access_key: SECRETS.secretKey },
  });
  expect(s3.status, s3.text).toBe(201);
  const api = await send('POST', '/v1/connections', {
    connector_id: await connectorOf('api'),
    code: uniqueCode('sec'),
    name: 'API',
    config: { url: 'https://api.example.com' },
    credentials: { token: SECRETS.token },
  });
  expect(api.status, api.text).toBe(201);
  await send('GET', `/v1/connections/${id}`);
  await send('GET', `/v1/connections?search=sec_`);
  await send('PATCH', `/v1/connections/${id}/status`, { status: 'inactive' });
  await send('PATCH', `/v1/connections/${id}/status`, { status: 'inactive' });
  await send('GET', `/v1/connections/${id}/category-mappings/channel?channel_code=none`);
  const trpc = await trpcMutation(
    request,
    'connections.update',
    { id, credentials: { username: SECRETS.username, password: 99, token: SECRETS.token } },
    { token: w.tokens.admin, tenant: w.home.id },
  );
  answers.push(trpc);
  expect(trpc.status).toBe(400);
  answers.push(
    await trpcMutation(
      request,
      'connections.update',
      { id, credentials: { username: SECRETS.username, password: SECRETS.password } },
      { token: w.tokens.admin, tenant: w.home.id },
    ),
  );
  await send('DELETE', `/v1/connections/${api.body.data.id}`);

  const seen = [...answers.map((a) => a.text), ...lines].join('\n');
  expect(lines.length).toBeGreaterThan(10);
  expect(answers.every((a) => a.status < 500)).toBe(true);
  for (const secret of Object.values(SECRETS)) expect(seen).not.toContain(secret);
  const rows = await server.db.connection.findMany({ where: { tenantId: w.home.id } });
  const stored = JSON.stringify(rows);
  for (const secret of Object.values(SECRETS)) expect(stored).not.toContain(secret);
  expect(rows.find((r) => r.id === id)?.credentials).toMatch(/^v1\./);
});

describe('sealed credentials', () => {
  it('open after a key rotation and are sealed again with the new key on the next save', async () => {
    const settings = testIntegrationSettings();
    const newKey = { id: 'rotated-2', key: randomBytes(32) };
    const rotated = { ...settings, credentialKeys: [newKey, ...settings.credentialKeys] };
    const own = await ownTestServer({ integration: rotated });
    const credentials = { username: 'ftp-user', password: 'rotate-me' };
    const connection = await create('ftp', { credentials });
    expect((await rowOf(connection.id)).credentialsKeyId).toBe('test-run');
    // The old key still opens what it sealed ...
    expect((await loadTransportTarget(scopeOf(rotated), connection.id)).credentials).toEqual(
      credentials,
    );
    // ... and any save through a server whose first key is the new one seals again.
    const saved = await own.request(
      'PATCH',
      `${PATH}/${connection.id}`,
      w.asAdmin({ name: 'Saved' }),
    );
    expect(saved.status, saved.text).toBe(200);
    expect((await rowOf(connection.id)).credentialsKeyId).toBe('rotated-2');
    const newOnly = { ...settings, credentialKeys: [newKey] };
    expect((await loadTransportTarget(scopeOf(newOnly), connection.id)).credentials).toEqual(
      credentials,
    );
    // Without the key that sealed them, they do not open, and the error names the key.
    await expect(loadTransportTarget(scopeOf(settings), connection.id)).rejects.toThrow(
      /sealed with the key rotated-2/,
    );
  });

  it('sealed under a key the server lost, leave the connection savable and replaceable', async () => {
    const lost = {
      ...testIntegrationSettings(),
      credentialKeys: [{ id: 'other', key: randomBytes(32) }],
    };
    const own = await ownTestServer({ integration: lost });
    const connection = await create('api', { credentials: { token: 'unreachable' } });
    const renamed = await own.request(
      'PATCH',
      `${PATH}/${connection.id}`,
      w.asAdmin({ name: 'Renamed' }),
    );
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.data.has_credentials).toBe(true);
    expect((await rowOf(connection.id)).credentialsKeyId).toBe('test-run');
    await expect(loadTransportTarget(scopeOf(lost), connection.id)).rejects.toThrow(
      /sealed with the key test-run/,
    );
    const replaced = await own.request(
      'PATCH',
      `${PATH}/${connection.id}`,
      w.asAdmin({ credentials: { token: 'fresh' } }),
    );
    expect(replaced.status, replaced.text).toBe(200);
    expect((await loadTransportTarget(scopeOf(lost), connection.id)).credentials).toEqual({
      token: 'fresh',
    });
  });

  it('do not open on another connection (bound to the tenant and the connection)', async () => {
    const a = await create('api', { credentials: { token: 'token-of-a' } });
    const b = await create('api', { credentials: { token: 'token-of-b' } });
    const sealed = await rowOf(a.id);
    await server.db.connection.update({
      where: { id: b.id },
      data: { credentials: sealed.credentials, credentialsKeyId: sealed.credentialsKeyId },
    });
    await expect(loadTransportTarget(scopeOf(testIntegrationSettings()), b.id)).rejects.toThrow(
      CredentialsError,
    );
  });
});
