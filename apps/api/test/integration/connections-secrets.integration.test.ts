// A connection's credentials never leave the server: no answer of any connection operation
// (successes, validation errors, conflicts, replays, over REST and tRPC) and no log line
// carries a credential value, and the database holds them sealed.
import { randomUUID } from 'node:crypto';
import { uniqueCode } from '@pim/db/seed';
import { expect, it } from 'vitest';
import { createCatalogWorld } from '../helpers/catalog.ts';
import { type Answer, ownTestServer, trpcMutation } from '../helpers/server.ts';

const lines: string[] = [];
const { server, request } = await ownTestServer({
  logLevel: 'trace',
  logStream: { write: (line) => lines.push(line) },
});
const w = await createCatalogWorld();

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
