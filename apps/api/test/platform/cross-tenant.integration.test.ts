// The cross-tenant matrix, generated from the router and the OpenAPI document, over REST and tRPC.
// The caller administers a tenant of another organization and sends its own tenant in X-Tenant-Id;
// every id field of every operation is filled in turn with a row of THIS tenant (the victim), the
// others with the caller's own rows. The rule: an id in the path answers 404 `not_found` (never
// 2xx, never a 403 that tells the row exists), an id in the body 400 `invalid_reference` on its
// field, a tenant id 403 `tenant_forbidden`, a platform operation 403 to a caller who is no
// platform administrator; each answer is the one an id that names nothing gets, and the victim's
// rows are unchanged after each call. Then a header naming a tenant the caller is not a member of:
// 403 for every tenant operation. A new operation whose id the matrix cannot fill fails the first
// test.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  callOperation,
  isIdField,
  listOperations,
  outcomeOf,
  TRANSPORTS,
  type Field,
  type Operation,
  type Outcome,
  type Transport,
} from '../helpers/operations.ts';
import { sampleOf } from '../helpers/sample-body.ts';
import { testServer } from '../helpers/server.ts';
import { tenantSnapshot } from '../helpers/tenant-snapshot.ts';
import { createTenantWorld } from '../helpers/world.ts';
import { catalogRowsOf } from '../helpers/cross-tenant-catalog.ts';
import { integrationRowsOf } from '../helpers/cross-tenant-integration.ts';

import {
  DOCUMENTED,
  ID_KINDS,
  KNOWN_VALUES,
  NOT_IDS,
  ORGANIZATION_WIDE,
  PLATFORM_WIDE,
  type Expected,
  type Kind,
} from '../helpers/cross-tenant-kinds.ts';

const { server, request } = await testServer();
const w = await createTenantWorld({
  tenants: ['own', 'sister'],
  foreignTenants: ['victim'],
  users: {
    caller: { own: 'admin' },
    colleague: { own: 'viewer' },
    victimAdmin: { victim: 'admin' },
    victimMember: { victim: 'viewer' },
    sisterAdmin: { sister: 'admin' },
    sisterMember: { sister: 'viewer' },
  },
  machines: {
    ownBot: { tenant: 'own', grant: 'viewer' },
    victimBot: { tenant: 'victim' },
    sisterBot: { tenant: 'sister' },
  },
  // Signed in, the other tenants' administrators have sessions a wrong write could end.
  signIn: ['caller', 'victimAdmin', 'sisterAdmin'],
});
const permission = await w.db.permission.findFirstOrThrow({
  where: { code: 'catalog.products.read', deletedAt: null },
});
const catalogOf = async (tenantId: string, token: string) => {
  const catalog = await catalogRowsOf(server, tenantId, token);
  return { ...catalog, ...(await integrationRowsOf(server, tenantId, catalog)) };
};
const platformWide = {
  permission: permission.id,
  feature: permission.featureId,
  subFeature: permission.subFeatureId,
};
const OWN: Record<Kind, string> = {
  user: w.colleague.id,
  role: w.own.roles.viewer,
  serviceAccount: w.ownBot.account.id,
  apiKey: w.ownBot.key.id,
  organization: w.org.id,
  tenant: w.own.id,
  ...platformWide,
  ...(await catalogOf(w.own.id, w.tokens.caller)),
};
// The channel of the caller's own category mappings: the channel view and the mapping list
// name it by code.
KNOWN_VALUES.channel_code = (
  await w.db.channel.findUniqueOrThrow({ where: { id: OWN.channel } })
).code;
const VICTIM: Record<Kind, string> = {
  user: w.victimMember.id,
  role: w.victim.roles.viewer,
  serviceAccount: w.victimBot.account.id,
  apiKey: w.victimBot.key.id,
  organization: w.otherOrg.id,
  tenant: w.victim.id,
  ...platformWide,
  ...(await catalogOf(w.victim.id, w.tokens.victimAdmin)),
};
const SISTER: Record<Kind, string> = {
  user: w.sisterMember.id,
  role: w.sister.roles.viewer,
  serviceAccount: w.sisterBot.account.id,
  apiKey: w.sisterBot.key.id,
  organization: w.org.id,
  tenant: w.sister.id,
  ...platformWide,
  ...(await catalogOf(w.sister.id, w.tokens.sisterAdmin)),
};
const VICTIMS = [
  { of: 'another organization', tenant: w.victim.id, ids: VICTIM, sameOrganization: false },
  { of: 'the same organization', tenant: w.sister.id, ids: SISTER, sameOrganization: true },
];
const asCaller = { token: w.tokens.caller, tenant: w.own.id };

const operations = listOperations((await request('GET', '/v1/openapi.json')).body).filter(
  (op) => op.access !== 'public',
);

function kindOf(op: Operation, field: Field): Kind | undefined {
  if (field.name !== 'id' || field.in !== 'path') return ID_KINDS[field.name];
  const resource = op.path.match(/\/([^/{}]+)\/\{id\}/)?.[1];
  // A sub-path that needs a row of its own kind (`jobs/{id}/failed-records`) says so.
  const own = op.path.match(/\/([^/{}]+\/\{id\}\/[^/{}]+)$/)?.[1];
  return (own !== undefined ? ID_KINDS[own] : undefined) ?? ID_KINDS[`${resource}/{id}`];
}

/** A body id repeating the path's own id (reset-password's `user_id`) takes its value. */
function mirrorsPathId(op: Operation, field: Field): boolean {
  const pathId = op.fields.find((f) => f.in === 'path' && f.name === 'id');
  return field.in === 'body' && !!pathId && kindOf(op, field) === kindOf(op, pathId);
}

/** The id fields another tenant's row can be put in (not shared with it). */
function slotsOf(op: Operation, sameOrganization = false): Field[] {
  const shared = (f: Field) =>
    sameOrganization &&
    (kindOf(op, f) === 'organization' || !!ORGANIZATION_WIDE[op.procedure]?.includes(f.name));
  return op.fields.filter(
    (f) =>
      isIdField(f) && !PLATFORM_WIDE.has(kindOf(op, f)!) && !mirrorsPathId(op, f) && !shared(f),
  );
}

/**
 * The operation's input with `value` in `slot`: required fields sampled from their schema
 * (every field of a body that requires none), the caller's own rows in the other required
 * ids, optional ids only when under test.
 */
function inputFor(op: Operation, slot: Field | undefined, value: string) {
  const alone = slot && DOCUMENTED[op.procedure]?.[slot.name]?.alone;
  const bodyRequiresNone = !op.fields.some((f) => f.in === 'body' && f.required);
  const idValue = (field: Field) => (field === slot ? value : OWN[kindOf(op, field)!]);
  const pathId = op.fields.find((f) => f.in === 'path' && f.name === 'id');
  const input: Record<string, unknown> = {};
  for (const field of op.fields) {
    if (isIdField(field)) {
      if (field !== slot && !field.required && field.in !== 'path') continue;
      const id = mirrorsPathId(op, field) ? idValue(pathId!) : idValue(field);
      input[field.name] = field.schema?.type === 'array' ? [id] : id;
    } else if (!alone && (field.required || (field.in === 'body' && bodyRequiresNone))) {
      input[field.name] = KNOWN_VALUES[field.name] ?? sampleOf(field.schema, field.name);
    }
  }
  return input;
}

function expectedFor(op: Operation, slot: Field): Expected | undefined {
  if (op.access === 'platform') return { status: 403, error: 'forbidden' };
  if (kindOf(op, slot) === 'tenant') return { status: 403, error: 'tenant_forbidden' };
  const documented = DOCUMENTED[op.procedure]?.[slot.name];
  if (documented) return documented;
  if (slot.in === 'path') return { status: 404, error: 'not_found' };
  if (slot.in === 'body') return { status: 400, error: 'invalid_reference', field: slot.name };
  // A query filter naming another tenant's row is one naming nothing (checked below).
  return undefined;
}

const show = (o: Outcome) =>
  `${o.status} ${o.errors.join(',')}${o.items === undefined ? '' : ` items=${o.items}`}`;
/** An error on the field, or on one entry of it (`category_ids.0` for `category_ids`). */
const matches = (o: Outcome, e: Expected) =>
  o.status === e.status &&
  o.errors.some((x) => {
    const [code, field] = x.split('@') as [string, string];
    return code === e.error && (!e.field || field === e.field || field.startsWith(`${e.field}.`));
  });

const call = (t: Transport, op: Operation, input: Record<string, unknown>, tenant = w.own.id) =>
  callOperation(request, t, op, input, { ...asCaller, tenant }).then((a) => outcomeOf(t, a));

it('knows what every id field of every operation names', () => {
  const namedLikeId = (f: Field) => /(^|_)ids?$/.test(f.name) && !NOT_IDS.has(f.name);
  const unknown = operations.flatMap((op) =>
    op.fields
      .filter((f) => (isIdField(f) || namedLikeId(f)) && !(isIdField(f) && kindOf(op, f)))
      .map((f) => `${op.procedure} (${op.method} ${op.path}) ${f.in} ${f.name}`),
  );
  expect(unknown).toEqual([]);
  // Not vacuous: ids in paths, bodies and query strings are all covered.
  const places = new Set(operations.flatMap((op) => slotsOf(op).map((f) => f.in)));
  expect([...places].sort()).toEqual(['body', 'path', 'query']);
});

/**
 * The same call with the caller's own row succeeds, so the refusal is about the other
 * tenant's id and not a malformed call. Reads and body ids only: a path id of a write would
 * change the caller's own rows, a platform operation is refused to the caller whatever the
 * id, and switch-tenant would end the caller's session.
 */
async function control(t: Transport, op: Operation, slot: Field, label: string) {
  const skip =
    op.access === 'platform' ||
    op.access === 'user' ||
    // Bytes are served over REST only; tRPC answers 400 after the lookup.
    (op.binary && t === 'trpc') ||
    DOCUMENTED[op.procedure]?.[slot.name] ||
    (op.type === 'mutation' && slot.in !== 'body');
  if (skip) return [];
  const own = await call(t, op, inputFor(op, slot, OWN[kindOf(op, slot)!]));
  return own.status < 300 ? [] : [`${label}: the caller's own row gets ${show(own)}`];
}

describe.each(VICTIMS)('a caller naming ids of a tenant of $of', (victim) => {
  it('gets 404, 400 invalid_reference or 403 as for an id that names nothing, and writes nothing', async () => {
    const failures: string[] = [];
    let before = await tenantSnapshot(w.db, victim.tenant);
    let calls = 0;
    for (const op of operations) {
      for (const slot of slotsOf(op, victim.sameOrganization)) {
        const kind = kindOf(op, slot)!;
        for (const t of TRANSPORTS) {
          const label = `${t} ${op.procedure} (${op.method} ${op.path}) ${slot.in} ${slot.name}`;
          const answer = await call(t, op, inputFor(op, slot, victim.ids[kind]));
          calls++;
          const after = await tenantSnapshot(w.db, victim.tenant);
          if (after !== before) failures.push(`${label}: changed the other tenant's rows`);
          before = after;
          const missing = await call(t, op, inputFor(op, slot, randomUUID()));
          if (show(answer) !== show(missing)) {
            failures.push(`${label}: ${show(answer)}, but ${show(missing)} for an unknown id`);
          }
          if (answer.message === 'No such route') failures.push(`${label}: not reached`);
          const expected = expectedFor(op, slot);
          if (expected && !matches(answer, expected)) {
            failures.push(`${label}: ${show(answer)}, expected ${JSON.stringify(expected)}`);
          }
          if (!expected && answer.status < 300 && answer.items !== 0) {
            failures.push(`${label}: listed rows of the other tenant (${show(answer)})`);
          }
          failures.push(...(await control(t, op, slot, label)));
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(40);
  }, 180_000);
});

describe('a caller naming a tenant they are not a member of in X-Tenant-Id', () => {
  it('gets 403 tenant_forbidden from every tenant operation, on both transports', async () => {
    const failures: string[] = [];
    const before = await tenantSnapshot(w.db, w.victim.id);
    const tenantOps = operations.filter((op) =>
      ['tenant', 'token_tenant', 'platform'].includes(op.access),
    );
    for (const op of tenantOps) {
      for (const tenant of [w.sister.id, w.victim.id]) {
        for (const t of TRANSPORTS) {
          const answer = await call(t, op, inputFor(op, undefined, ''), tenant);
          if (!matches(answer, { status: 403, error: 'tenant_forbidden' })) {
            failures.push(`${t} ${op.procedure} (${op.method} ${op.path}): ${show(answer)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(tenantOps.length).toBeGreaterThan(40);
    expect(await tenantSnapshot(w.db, w.victim.id)).toBe(before);
  }, 120_000);
});
