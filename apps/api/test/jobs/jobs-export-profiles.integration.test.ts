// Export profiles (GET, POST /v1/export-profiles, GET, PATCH, DELETE /v1/export-profiles/{id},
// POST /v1/export-profiles/{id}/run) and the export input's `attributes`: only the chosen
// attributes' columns and values, unknown codes refused.
import { uniqueCode } from '@pim/db/seed';
import { describe, expect, it } from 'vitest';
import { dataOf } from '../helpers/catalog.ts';
import { downloadArtifact, startJob, waitForJob } from '../helpers/jobs.ts';
import { exportFile, productJobsWorld } from '../helpers/product-jobs.ts';

const { request, admin } = await productJobsWorld({ tagline: false });

describe('exports of chosen attributes', () => {
  it('writes only the chosen attributes as columns and values', async () => {
    const { text } = await exportFile(request, admin, {
      entity: 'products',
      format: 'csv',
      attributes: ['name', 'rating'],
    });
    const header = text.split('\n')[0]!.split(',');
    expect(
      header
        .filter(
          (c) =>
            !['code', 'family', 'variant_family', 'product_type', 'status', 'categories'].includes(
              c,
            ),
        )
        .every((c) => /^(name|rating)\b/.test(c)),
    ).toBe(true);
    expect(header).toContain('rating');
    expect(header.some((c) => c.startsWith('description'))).toBe(false);
    const json = await exportFile(request, admin, {
      entity: 'products',
      format: 'json',
      attributes: ['rating'],
    });
    for (const line of json.text.trim().split('\n').filter(Boolean)) {
      expect(Object.keys(JSON.parse(line).values ?? {}).every((code) => code === 'rating')).toBe(
        true,
      );
    }
  });

  it('refuses an unknown attribute, too many, and attributes of a structure export', async () => {
    const unknown = await request('POST', '/v1/jobs/exports', {
      ...admin,
      body: { entity: 'products', format: 'csv', attributes: ['name', 'nope_nope'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({
      code: 'invalid_reference',
      field: 'attributes.1',
    });
    const many = await request('POST', '/v1/jobs/exports', {
      ...admin,
      body: {
        entity: 'products',
        format: 'csv',
        attributes: Array.from({ length: 201 }, (_, i) => `a${i}`),
      },
    });
    expect(many.status).toBe(400);
    const structure = await request('POST', '/v1/jobs/exports', {
      ...admin,
      body: { entity: 'families', format: 'csv', attributes: ['name'] },
    });
    expect(structure.status).toBe(400);
    expect(structure.body.errors[0]).toMatchObject({
      code: 'invalid_combination',
      field: 'attributes',
    });
  });
});

describe('export profiles', () => {
  it('saves, lists, renames, runs and deletes a profile', async () => {
    const name = `Weekly ${uniqueCode('p')}`;
    const created = await request('POST', '/v1/export-profiles', {
      ...admin,
      body: {
        name,
        entity: 'products',
        format: 'csv',
        attributes: ['name'],
        filters: { status: ['enabled'] },
      },
    });
    expect(created.status, created.text).toBe(201);
    const profile = created.body.data;
    expect(profile).toMatchObject({
      name,
      entity: 'products',
      format: 'csv',
      attributes: ['name'],
      locales: null,
      channel_code: null,
      filters: { status: ['enabled'] },
    });

    const again = await request('POST', '/v1/export-profiles', {
      ...admin,
      body: { name, entity: 'families', format: 'json' },
    });
    expect(again.status).toBe(409);

    const listed = await request(
      'GET',
      `/v1/export-profiles?search=${encodeURIComponent(name)}`,
      admin,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.items.map((p: { id: string }) => p.id)).toEqual([profile.id]);

    const renamed = await request('PATCH', `/v1/export-profiles/${profile.id}`, {
      ...admin,
      body: { name: `${name} (renamed)`, attributes: null },
    });
    expect(renamed.status, renamed.text).toBe(200);
    expect(dataOf(renamed)).toMatchObject({ name: `${name} (renamed)`, attributes: null });
    const badPatch = await request('PATCH', `/v1/export-profiles/${profile.id}`, {
      ...admin,
      body: { attributes: ['nope_nope'] },
    });
    expect(badPatch.status).toBe(400);

    await request('PATCH', `/v1/export-profiles/${profile.id}`, {
      ...admin,
      body: { attributes: ['name'] },
    });
    const run = await request('POST', `/v1/export-profiles/${profile.id}/run`, admin);
    expect(run.status, run.text).toBe(201);
    const job = await waitForJob(request, admin, run.body.data.id);
    expect(job).toMatchObject({
      status: 'completed',
      options: {
        attributes: ['name'],
        export_profile: { id: profile.id, name: `${name} (renamed)` },
      },
    });
    const header = (await downloadArtifact(request, admin, job.id)).split('\n')[0]!;
    expect(header.split(',').filter((c) => c.startsWith('rating'))).toEqual([]);

    expect((await request('DELETE', `/v1/export-profiles/${profile.id}`, admin)).status).toBe(204);
    expect((await request('GET', `/v1/export-profiles/${profile.id}`, admin)).status).toBe(404);
    expect((await request('POST', `/v1/export-profiles/${profile.id}/run`, admin)).status).toBe(
      404,
    );
  });

  it('refuses a profile an export could not start with', async () => {
    const answer = await request('POST', '/v1/export-profiles', {
      ...admin,
      body: { name: uniqueCode('p'), entity: 'products', format: 'csv', channel_code: 'nowhere' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]).toMatchObject({
      code: 'invalid_reference',
      field: 'channel_code',
    });
    const started = await startJob(request, admin, 'exports', {
      entity: 'families',
      format: 'csv',
    });
    expect(started.status).toBe('queued');
  });
});
