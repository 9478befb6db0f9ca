// The world the connection delivery tests share: the shared test server with its worker, home's
// staff with the enrichment catalog, real servers on loopback (Debian's sshd for SFTP, ftp-srv,
// fauxqs for S3, a node:http receiver and one answering 500), and products of the channel
// `ecommerce`: two in mapped categories (`jacket`, `shirt`), one also in `sale` (`onSale`), one
// archived, one in no category of the tree. Plus the calls the tests make on connections.
import { parse } from 'csv-parse/sync';
import { afterAll, expect } from 'vitest';
import {
  startFtpServer,
  startHttpReceiver,
  startS3Server,
  startSftpServer,
} from '@pim/core/testing';
import { uniqueCode } from '@pim/db/seed';
import { dataOf } from './catalog.ts';
import { createdOf } from './integration.ts';
import { waitForJob } from './jobs.ts';
import { createProductsWorld } from './products.ts';
import { testServer } from './server.ts';

export async function createDeliveryWorld() {
  const { server, request } = await testServer();
  await server.startWorker();
  const w = await createProductsWorld(server, request);
  const admin = w.asAdmin();
  const { catalog } = w;
  const [sftp, ftp, s3, receiver, failing] = await Promise.all([
    startSftpServer(),
    startFtpServer(),
    startS3Server(),
    startHttpReceiver(),
    startHttpReceiver({ fail: { times: 100, status: 500 } }),
  ]);
  s3.createBucket('feeds');
  afterAll(async () => {
    await Promise.all([sftp, ftp, s3, receiver, failing].map((s) => s.stop()));
  });

  const connectorOf = async (type: string) =>
    dataOf(await request('GET', `/v1/connectors?connector_type=${type}`, w.asViewer())).items.find(
      (c: { is_builtin: boolean }) => c.is_builtin,
    );

  async function connection(type: string, config: object, credentials?: object) {
    const connector = await connectorOf(type);
    return createdOf(
      await request(
        'POST',
        '/v1/connections',
        w.asAdmin({
          connector_id: connector.id,
          code: uniqueCode(type),
          name: `${type} feed`,
          config: { channel_code: 'ecommerce', ...config },
          ...(credentials ? { credentials } : {}),
        }),
      ),
    );
  }

  const sftpConfig = () => ({ host: sftp.host, port: sftp.port, path: sftp.root });
  const sftpKey = () => ({ username: sftp.username, private_key: sftp.privateKey });

  async function map(connectionId: string, categoryId: string, external: string) {
    createdOf(
      await request(
        'POST',
        '/v1/category-mappings',
        w.asAdmin({
          connection_id: connectionId,
          channel_code: 'ecommerce',
          category_id: categoryId,
          external_category_id: external,
          external_category_name: `External ${external}`,
        }),
      ),
    );
  }

  async function startExport(id: string, body: object = { mode: 'full' }) {
    const answer = await request('POST', `/v1/connections/${id}/exports`, w.asEditor(body));
    expect(answer.status, answer.text).toBe(201);
    return waitForJob(request, admin, answer.body.data.id);
  }

  async function startImport(id: string, body: object = {}) {
    const answer = await request('POST', `/v1/connections/${id}/imports`, w.asEditor(body));
    expect(answer.status, answer.text).toBe(201);
    return waitForJob(request, admin, answer.body.data.id);
  }

  /** Sets a product's English name (a change: the product's modified_at moves). */
  async function rename(productId: string, name: string) {
    const answer = await request(
      'PATCH',
      `/v1/products/${productId}/attributes`,
      w.asEditor([
        {
          attribute_id: catalog.attributes.name.id,
          values: [{ channel: '$default', locale: 'en_US', data: { value: name } }],
        },
      ]),
    );
    expect(answer.status, answer.text).toBe(200);
  }

  const csvRecords = (text: string) => parse(text, { columns: true }) as Record<string, string>[];

  // The channel `ecommerce` shows the tree with menswear > shirts; a third category, `sale`,
  // has no mapping. Products: two in mapped categories, one also in `sale`, one archived, one
  // in no category of the tree.
  const sale = dataOf(
    await request(
      'POST',
      '/v1/categories',
      w.asAdmin({ category_tree_id: catalog.tree.id, code: uniqueCode('sale'), name: 'Sale' }),
    ),
  );
  const jacket = await w.create({ category_ids: [catalog.categories.menswear.id] });
  const shirt = await w.create({ category_ids: [catalog.categories.shirts.id] });
  const onSale = await w.create({ category_ids: [catalog.categories.shirts.id, sale.id] });
  const archived = await w.create({ category_ids: [catalog.categories.shirts.id] });
  await w.create();
  expect(
    (
      await request(
        'PATCH',
        `/v1/products/${archived.id}/status`,
        w.asAdmin({ status: 'archived' }),
      )
    ).status,
  ).toBe(200);
  await rename(jacket.id, 'Jacket');
  await rename(shirt.id, 'Shirt');

  return {
    server,
    request,
    w,
    admin,
    catalog,
    sftp,
    ftp,
    s3,
    receiver,
    failing,
    connection,
    sftpConfig,
    sftpKey,
    map,
    startExport,
    startImport,
    rename,
    csvRecords,
    products: { sale, jacket, shirt, onSale, archived },
  };
}
