// Removing an attribute from a product family: the row goes with its channels; 404 outside the
// family or for another tenant's family; 409 in_use while it is a display attribute or a variant
// axis.
import { describe, expect, it } from 'vitest';
import { createVariantFamily } from '@pim/db/seed';
import { createCatalogWorld, dataOf } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import {
  attributesPath,
  catalogOf,
  familyAttributeCalls,
  familyPath,
  variantFamiliesPath,
} from '../helpers/families.ts';
import { testServer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();
const home = catalogOf(server.db, w.home.id);
const foreign = catalogOf(server.db, w.foreign.id);

const { post, remove, stored } = familyAttributeCalls(request, w, server.db);

describe('DELETE /v1/product-families/{productFamilyId}/attributes/{attributeId}', () => {
  it('removes the attribute with its channels: envelope without data, then 404', async () => {
    const [a, b] = await Promise.all([home.attribute(), home.attribute()]);
    const channel = await home.channel();
    const family = await home.family();
    dataOf(
      await post(family.id, [
        { attribute_id: a.id, channel_ids: [channel.id] },
        { attribute_id: b.id },
      ]),
    );
    const answer = await remove(family.id, a.id);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ success: true });
    expect(Object.keys(await stored(family.id))).toEqual([b.id]);
    expect(
      await server.db.familyAttributeChannel.count({
        where: { familyId: family.id, attributeId: a.id },
      }),
    ).toBe(0);
    expectError(await remove(family.id, a.id), 404, 'not_found');
    // The attribute itself stays, and can come back.
    dataOf(await post(family.id, [{ attribute_id: a.id }]));
  });

  it('answers 404 for an attribute outside the family and for another tenant’s family', async () => {
    const [a, outsider] = await Promise.all([home.attribute(), home.attribute()]);
    const family = await home.familyWith(a);
    const theirAttribute = await foreign.attribute();
    const theirs = await foreign.familyWith(theirAttribute);
    for (const id of [outsider.id, theirAttribute.id, crypto.randomUUID()]) {
      expectError(await remove(family.id, id), 404, 'not_found');
    }
    expectError(await remove(theirs.id, theirAttribute.id), 404, 'not_found');
    expectError(
      await request(
        'DELETE',
        `${attributesPath(theirs.id)}/${theirAttribute.id}`,
        w.asAdminInForeign(),
      ),
      403,
      'tenant_forbidden',
    );
    expect(Object.keys(await stored(theirs.id))).toEqual([theirAttribute.id]);
    expectError(
      await request('DELETE', `${attributesPath(family.id)}/${a.id}`, w.asViewer()),
      403,
      'forbidden',
    );
    expectError(
      await request('DELETE', `${attributesPath(family.id)}/nope`, w.asEditor()),
      400,
      'invalid_format',
      'attributeId',
    );
  });

  it('keeps a display attribute and a variant axis (409 in_use) until they are released', async () => {
    const [title, picture, color] = await Promise.all([
      home.attribute('text'),
      home.attribute('media'),
      home.attribute('select'),
    ]);
    const family = await home.familyWith(title, picture, color);
    dataOf(
      await request(
        'PATCH',
        familyPath(family.id),
        w.asEditor({
          display_attributes: { name_attribute_id: title.id, image_attribute_id: picture.id },
        }),
      ),
    );
    const variants = await createVariantFamily(server.db, family, [{ attributeId: color.id }]);
    const byName = await remove(family.id, title.id);
    expectError(byName, 409, 'in_use');
    expect(byName.body.message).toContain('name display attribute');
    expectError(await remove(family.id, picture.id), 409, 'in_use');
    const byAxis = await remove(family.id, color.id);
    expectError(byAxis, 409, 'in_use');
    expect(byAxis.body.message).toContain(variants.code);
    expect(Object.keys(await stored(family.id)).sort()).toEqual(
      [title.id, picture.id, color.id].sort(),
    );

    dataOf(
      await request(
        'PATCH',
        familyPath(family.id),
        w.asEditor({ display_attributes: { name_attribute_id: null, image_attribute_id: null } }),
      ),
    );
    dataOf(
      await request('DELETE', `${variantFamiliesPath(family.id)}/${variants.id}`, w.asEditor()),
    );
    for (const attribute of [title, picture, color]) dataOf(await remove(family.id, attribute.id));
    expect(await stored(family.id)).toEqual({});
  });
});
