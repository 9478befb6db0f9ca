// pim products get <code>: a product with its values.
import { pages } from '@pim/client';
import type { Command } from 'commander';
import { connect, type Globals } from '../context.ts';
import { CliError, EXIT } from '../exit.ts';

/** Longest text shown on a value's line (`--json` has all of it). */
const SHOWN_TEXT = 100;

/** Text on one line: tags of rich text dropped, spaces and line breaks folded, cut at a length. */
function oneLine(text: string): string {
  const plain = text
    .replace(/<[^<>]*>/g, ' ')
    .split(/\s/)
    .filter(Boolean)
    .join(' ');
  return plain.length > SHOWN_TEXT ? `${plain.slice(0, SHOWN_TEXT - 1)}…` : plain;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored value as an import file's cell writes it: `19.90 EUR`, `0.18 KILOGRAM`, `a, b`. */
export function shown(value: unknown): string {
  if (typeof value === 'string') return oneLine(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (isRecord(value) && 'amount' in value && 'unit' in value) {
    return `${String(value.amount)} ${String(value.unit)}`;
  }
  if (Array.isArray(value)) {
    return value
      .map((entry) =>
        isRecord(entry) && 'amount' in entry && 'currency' in entry
          ? `${String(entry.amount)} ${String(entry.currency)}`
          : shown(entry),
      )
      .join(', ');
  }
  return JSON.stringify(value);
}

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
