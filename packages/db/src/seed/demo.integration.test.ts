// The demo data the console's end-to-end tests and the README rely on, read back as plain
// facts: codes, names, credentials, memberships, roles and audit columns. The seed builds it
// through the shared factories (factories.ts), so this pins what they write for it.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../index.js';
import { DEMO_CREDENTIALS, seedDatabase, SYSTEM_ACTOR } from './index.js';

let database: DatabaseHandle;
beforeAll(() => {
  database = connectDatabase(inject('databaseUrl'), { max: 2 });
});
afterAll(() => database.close());

const hashPassword = async (password: string) => `hash:${password}`;

async function demoFacts() {
  const org = await database.prisma.organization.findUniqueOrThrow({
    where: { code: 'demo' },
    include: {
      tenants: {
        orderBy: { code: 'asc' },
        include: { roles: { orderBy: { code: 'asc' }, include: { permissions: true } } },
      },
      users: {
        orderBy: { email: 'asc' },
        include: {
          memberships: {
            orderBy: { tenant: { code: 'asc' } },
            include: { tenant: true, roles: { include: { role: true } } },
          },
        },
      },
    },
  });
  return {
    org: [org.code, org.name, org.createdBy, org.modifiedBy],
    tenants: org.tenants.map((t) => ({
      tenant: [t.code, t.name, t.contactEmail, t.createdBy, t.modifiedBy],
      roles: t.roles.map((r) => [r.code, r.name, r.createdBy, r.permissions.length > 0]),
    })),
    users: org.users.map((u) => ({
      user: [u.email, u.name, u.passwordHash, u.isPlatformAdmin, u.createdBy, u.modifiedBy],
      memberships: u.memberships.map((m) => [
        m.tenant.code,
        m.isDefault,
        m.createdBy,
        m.roles.map((r) => [r.role.code, r.createdBy]),
      ]),
    })),
  };
}

it('creates the demo organization, tenants and users once', async () => {
  expect(await seedDatabase(database.prisma, { hashPassword })).toEqual({ created: true });
  expect(await seedDatabase(database.prisma, { hashPassword })).toEqual({ created: false });

  const system = SYSTEM_ACTOR;
  const roles = [
    ['admin', 'Administrator', system, true],
    ['editor', 'Editor', system, true],
    ['viewer', 'Viewer', system, true],
  ];
  const { admin, editor } = DEMO_CREDENTIALS;
  expect(await demoFacts()).toEqual({
    org: ['demo', 'Demo Organization', system, system],
    tenants: [
      { tenant: ['demo-eu', 'Demo EU', 'catalog@pim.local', system, system], roles },
      { tenant: ['demo-us', 'Demo US', 'catalog@pim.local', system, system], roles },
    ],
    users: [
      {
        user: [admin.email, admin.name, `hash:${admin.password}`, true, system, system],
        memberships: [
          ['demo-eu', true, system, [['admin', system]]],
          ['demo-us', false, system, [['admin', system]]],
        ],
      },
      {
        user: [editor.email, editor.name, `hash:${editor.password}`, false, system, system],
        memberships: [['demo-eu', true, system, [['editor', system]]]],
      },
    ],
  });
});

it('gives the first demo tenant a small catalog structure, linked within the tenant', async () => {
  await seedDatabase(database.prisma, { hashPassword });
  const db = database.prisma;
  const eu = await db.tenant.findUniqueOrThrow({ where: { code: 'demo-eu' } });
  const tenantId = eu.id;
  const categories = await db.category.findMany({ where: { tenantId }, orderBy: { path: 'asc' } });
  expect(categories.map((c) => c.path)).toContain('electronics/audio/headphones');
  const channels = await db.channel.findMany({
    where: { tenantId },
    include: { locales: { include: { locale: true }, orderBy: { position: 'asc' } } },
    orderBy: { code: 'asc' },
  });
  expect(channels.map((c) => [c.code, c.locales.map((l) => l.locale.code)])).toEqual([
    ['ecommerce', ['en_US', 'fr_FR', 'de_DE']],
    ['print', ['en_US', 'fr_FR', 'de_DE']],
  ]);
  const family = await db.productFamily.findFirstOrThrow({
    where: { tenantId, code: 'tshirts' },
    include: {
      attributes: true,
      nameAttribute: true,
      variantFamilies: { include: { axes: { include: { attribute: true } } } },
    },
  });
  expect(family.attributes).toHaveLength(8);
  expect(family.nameAttribute?.code).toBe('name');
  expect(family.variantFamilies[0]!.axes.map((a) => [a.level, a.attribute.code]).sort()).toEqual([
    [1, 'color'],
    [2, 'size'],
  ]);
  expect(await db.attributeOption.count({ where: { tenantId } })).toBe(8);
  // The other demo tenant starts empty.
  const us = await db.tenant.findUniqueOrThrow({ where: { code: 'demo-us' } });
  expect(await db.categoryTree.count({ where: { tenantId: us.id } })).toBe(0);
});

it('gives the first demo tenant a dozen T-shirts, one with variants', async () => {
  await seedDatabase(database.prisma, { hashPassword });
  const db = database.prisma;
  const eu = await db.tenant.findUniqueOrThrow({ where: { code: 'demo-eu' } });
  const products = await db.product.findMany({
    where: { tenantId: eu.id },
    include: { variants: true, categories: { include: { category: true } } },
    orderBy: { code: 'asc' },
  });
  expect(products).toHaveLength(12);
  expect(new Set(products.map((p) => p.status))).toEqual(
    new Set(['draft', 'in_review', 'approved', 'archived']),
  );
  for (const p of products) {
    expect(p.categories.map((c) => c.category.code)).toEqual(['tshirts']);
    expect(Object.keys(p.rawValues as object).length).toBeGreaterThanOrEqual(5);
  }
  const essential = products.find((p) => p.code === 'ts_essential')!;
  expect(essential.variantFamilyId).not.toBeNull();
  expect(essential.variants.map((v) => v.sku).sort()).toEqual([
    'TS-ESSENTIAL-BLACK-M',
    'TS-ESSENTIAL-BLACK-S',
    'TS-ESSENTIAL-WHITE-M',
  ]);
  // Each SKU value is held once in unique_values.
  expect(await db.uniqueValue.count({ where: { tenantId: eu.id } })).toBe(12);
});
