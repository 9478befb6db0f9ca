// A product family's attributes under concurrent requests (the row locks of
// family-attributes/sql.ts and variant-families/sql.ts): two PATCHes replacing one channel set
// run one after the other, and removing an attribute from the family while a variant family
// takes it as an axis, or the family as its name attribute, never lets both win.
import { describe, expect, it } from 'vitest';
import { uniqueCode } from '@pim/db/seed';
import { createCatalogWorld } from '../helpers/catalog.ts';
import { expectOneWinner } from '../helpers/expect.ts';
import {
  catalogOf,
  familyAttributeCalls,
  familyPath,
  variantFamiliesPath,
} from '../helpers/families.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();
const home = catalogOf(server.db, w.home.id);

const { patch, remove, stored } = familyAttributeCalls(request, w, server.db);

describe('PATCH /v1/product-families/{productFamilyId}/attributes, concurrently', () => {
  it('runs concurrent channel replacements one after the other: one set wins whole', async () => {
    const a = await home.attribute();
    const channels = await Promise.all([home.channel(), home.channel(), home.channel()]);
    const family = await home.familyWith(a);
    const sets = [
      [channels[0]!.id, channels[1]!.id],
      [channels[1]!.id, channels[2]!.id],
    ];
    for (let round = 0; round < 10; round++) {
      const answers = await Promise.all(
        sets.map((set) => patch(family.id, [{ attribute_id: a.id, channel_ids: set }])),
      );
      for (const answer of answers) expect(answer.status, answer.text).toBe(200);
      const now = (await stored(family.id))[a.id]!.channels;
      expect(sets.map((s) => [...s].sort())).toContainEqual(now);
    }
  });
});

describe('removing a family attribute while it is being taken, concurrently', () => {
  const RACES = 15;

  it('vs a variant family taking it as an axis: no live axis outside the family', async () => {
    for (let race = 0; race < RACES; race++) {
      const color = await home.attribute('select');
      const family = await home.familyWith(color);
      const [removal, created] = await Promise.all([
        remove(family.id, color.id),
        request(
          'POST',
          variantFamiliesPath(family.id),
          w.asEditor({
            code: uniqueCode('race'),
            name: 'Race',
            axes: [{ attribute_id: color.id, level: 1, position: 1 }],
          }),
        ),
      ]);
      expectOneWinner(removal, created, 'axes.0.attribute_id');
      const stranded = await server.db.variantFamilyAxis.count({
        where: {
          attributeId: color.id,
          variantFamily: { familyId: family.id, deletedAt: null },
        },
      });
      const held = await server.db.familyAttribute.count({
        where: { familyId: family.id, attributeId: color.id },
      });
      expect(stranded <= held).toBe(true);
    }
  });

  it('vs the family taking it as its name attribute: no display attribute outside the family', async () => {
    for (let race = 0; race < RACES; race++) {
      const title = await home.attribute('text');
      const family = await home.familyWith(title);
      const [removal, updated] = await Promise.all([
        remove(family.id, title.id),
        request(
          'PATCH',
          familyPath(family.id),
          w.asEditor({ display_attributes: { name_attribute_id: title.id } }),
        ),
      ]);
      expectOneWinner(removal, updated, 'display_attributes.name_attribute_id');
      const row = await server.db.productFamily.findUniqueOrThrow({ where: { id: family.id } });
      const held = await server.db.familyAttribute.count({
        where: { familyId: family.id, attributeId: title.id },
      });
      expect(row.nameAttributeId === null || held === 1).toBe(true);
    }
  });
});
