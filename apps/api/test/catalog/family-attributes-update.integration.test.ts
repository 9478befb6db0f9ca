// Partial updates of a product family's attributes: the given fields and channel sets replace the
// stored ones, the others stay; one item outside the family, a repeat or an unknown channel refuses
// the whole request.
import { describe, expect, it } from 'vitest';
import { createCatalogWorld, dataOf } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { attributesPath, catalogOf, familyAttributeCalls } from '../helpers/families.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();
const home = catalogOf(server.db, w.home.id);
const foreign = catalogOf(server.db, w.foreign.id);

const { post, patch, stored } = familyAttributeCalls(request, w, server.db);

async function listAll(familyId: string) {
  return dataOf(await request('GET', `${attributesPath(familyId)}?page_size=100`, w.asViewer()))
    .items;
}

describe('PATCH /v1/product-families/{productFamilyId}/attributes', () => {
  it('replaces the given fields and the channel set, keeps the others, answers data null', async () => {
    const [a, b] = await Promise.all([home.attribute(), home.attribute()]);
    const [c1, c2, c3] = await Promise.all([home.channel(), home.channel(), home.channel()]);
    const family = await home.family();
    dataOf(
      await post(family.id, [
        { attribute_id: a.id, channel_ids: [c1.id, c2.id], is_mandatory: true },
        { attribute_id: b.id, channel_ids: [c1.id], is_overridable: true },
      ]),
    );
    const answer = await request(
      'PATCH',
      attributesPath(family.id),
      w.asAdmin({
        attributes: [
          { attribute_id: a.id, channel_ids: [c3.id] },
          { attribute_id: b.id, is_mandatory: true, is_overridable: false },
        ],
      }),
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ success: true, data: null });
    expect(await stored(family.id)).toEqual({
      [a.id]: { isMandatory: true, isOverridable: false, channels: [c3.id] },
      [b.id]: { isMandatory: true, isOverridable: false, channels: [c1.id] },
    });
    const rows = await listAll(family.id);
    expect(
      rows.every((r: { modified_by: { id: string } }) => r.modified_by.id === w.admin.id),
    ).toBe(true);
    dataOf(await patch(family.id, [{ attribute_id: a.id, channel_ids: [] }]));
    expect((await stored(family.id))[a.id]!.channels).toEqual([]);
  });

  it('refuses the whole request for one item outside the family, a repeat or an unknown channel', async () => {
    const [a, outsider] = await Promise.all([home.attribute(), home.attribute()]);
    const theirs = await foreign.attribute();
    const family = await home.familyWith(a);
    const before = await stored(family.id);
    for (const id of [outsider.id, theirs.id, crypto.randomUUID()]) {
      expectError(
        await patch(family.id, [{ attribute_id: a.id, is_mandatory: true }, { attribute_id: id }]),
        400,
        'invalid_reference',
        'attributes.1.attribute_id',
      );
    }
    expectError(
      await patch(family.id, [
        { attribute_id: a.id, is_mandatory: true },
        { attribute_id: a.id, is_mandatory: false },
      ]),
      400,
      'invalid_value',
      'attributes.1.attribute_id',
    );
    expectError(
      await patch(family.id, [{ attribute_id: a.id, channel_ids: [(await foreign.channel()).id] }]),
      400,
      'invalid_reference',
      'attributes.0.channel_ids',
    );
    expectError(await patch(family.id, []), 400, 'too_short', 'attributes');
    expectError(
      await patch(family.id, [{ attribute_id: a.id, is_unique: true }]),
      400,
      'unknown_field',
      'attributes.0.is_unique',
    );
    expect(await stored(family.id)).toEqual(before);
    expectError(await patch(crypto.randomUUID(), [{ attribute_id: a.id }]), 404, 'not_found');
    expectError(
      await request('PATCH', attributesPath(family.id), w.asViewer({ attributes: [] })),
      403,
      'forbidden',
    );
  });
});
