// Deleting an attribute: a soft delete, refused with 409 in_use while a live product family holds
// the attribute, has it as a variant axis, or shows it as a product's name or image; the message
// says which. The delete locks the attribute FOR UPDATE before it looks, so a family taking the
// attribute meanwhile (under FOR SHARE, as the family operations do) is seen.
import { describe, expect, it } from 'vitest';
import {
  addFamilyAttribute,
  createAttribute,
  createAttributeOption,
  createProductFamily,
  createVariantFamily,
} from '@pim/db/seed';
import { checkDeleted, createCatalogWorld, dataOf } from '../helpers/catalog.ts';
import { expectError } from '../helpers/expect.ts';
import { testServer, type Answer } from '../helpers/server.ts';

const { server, request } = await testServer();
const w = await createCatalogWorld();

const remove = (id: string) => request('DELETE', `/v1/attributes/${id}`, w.asEditor());
const newAttribute = (type: 'text' | 'select' | 'media' = 'text') =>
  createAttribute(server.db, w.home.id, { type });
const newFamily = () => createProductFamily(server.db, w.home.id);
const softDelete = (model: 'productFamily' | 'variantFamily', id: string) =>
  (server.db[model] as typeof server.db.productFamily).update({
    where: { id },
    data: { deletedAt: new Date() },
  });

/** 409 in_use, with a message matching `what`. */
function expectInUse(answer: Answer, what: RegExp) {
  expectError(answer, 409, 'in_use');
  expect(answer.body.message).toMatch(what);
}

describe('DELETE /v1/attributes/{id}', () => {
  it('soft-deletes an unused attribute: envelope without data, then 404', async () => {
    const attribute = await newAttribute('select');
    await createAttributeOption(server.db, attribute);
    const path = `/v1/attributes/${attribute.id}`;
    await checkDeleted(request, w, path);
    expectError(await request('GET', `${path}/options`, w.asViewer()), 404, 'not_found');
    const row = await server.db.attribute.findUniqueOrThrow({ where: { id: attribute.id } });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expectError(await request('DELETE', path, w.asViewer()), 403, 'forbidden');
  });

  it('keeps an attribute of a live product family, naming the family', async () => {
    const attribute = await newAttribute();
    const family = await newFamily();
    await addFamilyAttribute(server.db, family, attribute.id);
    expectInUse(await remove(attribute.id), new RegExp(`product families ${family.code}`));
    await softDelete('productFamily', family.id);
    dataOf(await remove(attribute.id));
  });

  it('keeps a variant axis of a live variant family, naming it', async () => {
    const attribute = await newAttribute('select');
    const family = await newFamily();
    const variants = await createVariantFamily(server.db, family, [{ attributeId: attribute.id }]);
    expectInUse(
      await remove(attribute.id),
      new RegExp(`variant axis of variant families ${family.code}/${variants.code}`),
    );
    await softDelete('variantFamily', variants.id);
    dataOf(await remove(attribute.id));

    // A variant family of a deleted product family holds nothing either.
    const axis = await newAttribute('select');
    const gone = await newFamily();
    await createVariantFamily(server.db, gone, [{ attributeId: axis.id }]);
    await softDelete('productFamily', gone.id);
    dataOf(await remove(axis.id));
  });

  it('keeps the name or image attribute of a live family, naming it', async () => {
    for (const column of ['nameAttributeId', 'imageAttributeId'] as const) {
      const attribute = await newAttribute(column === 'nameAttributeId' ? 'text' : 'media');
      const family = await newFamily();
      await server.db.productFamily.update({
        where: { id: family.id },
        data: { [column]: attribute.id },
      });
      expectInUse(
        await remove(attribute.id),
        new RegExp(`name or image attribute of product families ${family.code}`),
      );
      await softDelete('productFamily', family.id);
      dataOf(await remove(attribute.id));
    }
  });

  it('names every use at once', async () => {
    const attribute = await newAttribute('select');
    const [first, second] = [await newFamily(), await newFamily()];
    await addFamilyAttribute(server.db, first, attribute.id);
    await addFamilyAttribute(server.db, second, attribute.id);
    const variants = await createVariantFamily(server.db, first, [{ attributeId: attribute.id }]);
    const answer = await remove(attribute.id);
    expectInUse(answer, new RegExp([first.code, second.code].sort().join(', ')));
    expect(answer.body.message).toContain(`${first.code}/${variants.code}`);
    expect(
      (await server.db.attribute.findUniqueOrThrow({ where: { id: attribute.id } })).deletedAt,
    ).toBeNull();
  });

  it('waits for a family taking the attribute, then sees it (409 in_use)', async () => {
    const attribute = await newAttribute();
    const family = await newFamily();
    let deletion: Promise<Answer> | undefined;
    let settled = false;
    await server.db.$transaction(async (tx) => {
      // What the family operations do: lock the attribute FOR SHARE, then add it.
      await tx.$queryRaw`SELECT 1 FROM attributes WHERE id = ${attribute.id}::uuid FOR SHARE`;
      deletion = remove(attribute.id).finally(() => {
        settled = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(settled).toBe(false);
      await addFamilyAttribute(tx, family, attribute.id);
    });
    expectInUse(await deletion!, new RegExp(family.code));
  });
});
