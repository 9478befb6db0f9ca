import { expect, it } from 'vitest';
import type { Meta } from './init.ts';

it('accepts only permission codes of the tree (a typo does not compile)', () => {
  const approve: Meta = { permission: 'catalog.products.approve' };
  const users: Meta = { permission: 'identity.users.write' };
  // @ts-expect-error: not a permission of the tree (typecheck fails if this ever compiles)
  const typo: Meta = { permission: 'catalog.prodcts.read' };
  // @ts-expect-error: approve exists only for products
  const noSuchAction: Meta = { permission: 'catalog.channels.approve' };
  expect([approve, users, typo, noSuchAction].map((m) => m.permission)).toHaveLength(4);
});
