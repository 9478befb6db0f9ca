import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransportTarget } from '../connections/config.ts';
import { checkTransport, openFileTransport } from './index.ts';
import { testIntegrationSettings, transportFailureOf as failureOf } from './test-servers.ts';

let base: string;
let root: string;
let outside: string;
beforeAll(async () => {
  base = await fs.mkdtemp(path.join(os.tmpdir(), 'pim-local-'));
  root = path.join(base, 'root');
  outside = path.join(base, 'outside');
  await fs.mkdir(outside, { recursive: true });
  await fs.writeFile(path.join(outside, 'secret.txt'), 'not yours');
});
afterAll(() => fs.rm(base, { recursive: true, force: true }));

const settings = () => testIntegrationSettings({ storageRoot: root });
const target = (dir?: string) =>
  ({
    type: 'storage',
    config: { driver: 'local', path: dir },
    credentials: null,
  }) satisfies TransportTarget;

describe('local storage transport', () => {
  it('makes its directory under the root, writes, lists, reads back and moves into an archive', async () => {
    const transport = await openFileTransport(target('exports/daily'), settings());
    expect(
      await transport.write('products.csv', Readable.from(['sku;name\n', 'A1;Chair\n'])),
    ).toEqual({ size: 18 });
    expect(await transport.write('products.csv', Readable.from(['sku\n']))).toEqual({ size: 4 });
    expect(await transport.list()).toEqual([
      expect.objectContaining({ name: 'products.csv', size: 4 }),
    ]);
    expect(await text(await transport.read('products.csv'))).toBe('sku\n');
    expect(transport.locationOf('products.csv')).toBe('file:///exports/daily/products.csv');
    await transport.moveTo('products.csv', 'archive/2026');
    expect(await transport.list()).toEqual([]);
    expect(
      await fs.readFile(path.join(root, 'exports/daily/archive/2026/products.csv'), 'utf8'),
    ).toBe('sku\n');
    expect((await failureOf(transport.read('missing.csv'))).failure).toBe('not_found');
    await transport.close();
  });

  it('refuses a directory that leaves the root through .. or an absolute path', async () => {
    for (const dir of ['../outside', 'a/../../outside', outside]) {
      const error = await failureOf(openFileTransport(target(dir), settings()));
      expect(error.failure).toBe('address_refused');
      expect(error.message).toBe(`"${dir}" leaves the storage root: refused`);
    }
    // An absolute path inside the root is the directory it names.
    const inside = await openFileTransport(target(path.join(root, 'abs')), settings());
    await inside.write('a.txt', Readable.from(['a']));
    expect(await fs.readFile(path.join(root, 'abs', 'a.txt'), 'utf8')).toBe('a');
  });

  it('refuses symlinks that lead out of the root, for the directory, an archive and a file', async () => {
    await fs.mkdir(path.join(root, 'links'), { recursive: true });
    await fs.symlink(outside, path.join(root, 'links', 'out'));
    const through = await failureOf(openFileTransport(target('links/out/sub'), settings()));
    expect(through.failure).toBe('address_refused');
    await expect(fs.stat(path.join(outside, 'sub'))).rejects.toThrow(/ENOENT/);

    const transport = await openFileTransport(target('links'), settings());
    await fs.symlink(path.join(outside, 'secret.txt'), path.join(root, 'links', 'secret.txt'));
    expect((await failureOf(transport.read('secret.txt'))).failure).toBe('address_refused');
    expect((await transport.list()).map((file) => file.name)).toEqual([]);
    await transport.write('report.csv', Readable.from(['x']));
    expect((await failureOf(transport.moveTo('report.csv', 'out'))).failure).toBe(
      'address_refused',
    );
    // Writing over a symlink replaces the link; the file it pointed to is untouched.
    await transport.write('secret.txt', Readable.from(['overwritten']));
    expect(await fs.readFile(path.join(outside, 'secret.txt'), 'utf8')).toBe('not yours');
    expect((await failureOf(transport.read('../outside/secret.txt'))).failure).toBe('not_found');
  });

  it('checks a connection: directory opened, listed, a probe file written and deleted', async () => {
    const check = await checkTransport(target('checked'), settings());
    expect(check.steps.map((step) => [step.step, step.ok])).toEqual([
      ['connect', true],
      ['list', true],
      ['write', true],
      ['delete', true],
    ]);
    expect(check.steps[2]!.message).toMatch(
      /^Wrote a probe file file:\/\/.*\/checked\/\.pim-probe-[0-9a-f]{8}\.txt \(20 bytes\)$/,
    );
    expect(await fs.readdir(path.join(root, 'checked'))).toEqual([]);
  });
});
