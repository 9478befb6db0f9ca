// pim products get <code>: a product with its values.
import { pages } from '@pim/client';
import type { Command } from 'commander';
import { connect, type Globals } from '../context.ts';
import { CliError, EXIT } from '../exit.ts';

/** A stored value as one line: text as it is, anything else as JSON. */
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

export function productCommands(program: Command, globals: () => Globals): void {
  const products = program.command('products').description('products');
  products
    .command('get <code>')
    .description('a product and its values')
    .action(async (code: string) => {
      const ctx = await connect(globals());
      // `code` lists the products whose code holds it: read on until the one that is it.
      let match: { id: string } | undefined;
      for await (const item of pages((query) =>
        ctx.pim.api.GET('/products', {
          params: { query: { ...query, code, sort: 'code', page_size: 100 } },
        }),
      )) {
        if (item.code === code) {
          match = item;
          break;
        }
      }
      if (!match) throw new CliError(`No product with the code "${code}"`, EXIT.notFound);
      const { data } = await ctx.pim.api.GET('/products/{id}', {
        params: { path: { id: match.id } },
      });
      const product = data!.data;
      const attributes = [];
      for await (const attribute of pages((query) =>
        ctx.pim.api.GET('/products/{productId}/attributes', {
          params: { path: { productId: product.id }, query: { ...query, page_size: 100 } },
        }),
      )) {
        attributes.push(attribute);
      }
      const values = attributes.flatMap((attribute) =>
        attribute.values.map((value) => ({
          attribute: attribute.attribute_code,
          channel: value.channel,
          locale: value.locale,
          value: value.data.value,
        })),
      );
      ctx.out.result({ ...product, values }, () => {
        const scope = (v: (typeof values)[number]) =>
          [v.channel, v.locale].filter((part) => part !== '$default').join('/');
        return [
          `${product.code}  ${product.status}  family ${product.product_family.code}`,
          `  id ${product.id}; modified ${product.modified_at}${product.modified_by ? ` by ${product.modified_by.name}` : ''}`,
          product.categories.length
            ? `  categories: ${product.categories.map((c) => c.code).join(', ')}`
            : '  categories: none',
          values.length ? 'Values:' : 'Values: none',
          ...values.map(
            (v) => `  ${v.attribute}${scope(v) ? ` [${scope(v)}]` : ''}: ${shown(v.value)}`,
          ),
        ].join('\n');
      });
    });
}
