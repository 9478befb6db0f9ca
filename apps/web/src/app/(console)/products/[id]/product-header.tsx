import { Code, Group } from '@mantine/core';
import { AnchorLink } from '@/components/links';
import { LocalDate } from '@/components/local-date';
import { Details, PageHeader } from '@/components/page';
import type { RouterOutputs } from '@/lib/api/router';
import { setProductStatus } from '../actions';
import { CompletenessBadge } from '../grid/completeness-badge';
import { SelectionNav } from '../grid/selection-nav';
import { Thumbnail } from '../grid/thumbnail';
import { ProductStatusBadge } from '../product-status';
import { incompleteApproval } from './approval-check';
import type { ChannelScope } from './scope';
import { allowedMoves, StatusMoveButton } from './status-moves';
import type { ValueRow } from './values/editor-state';

type Product = RouterOutputs['products']['get'];
type Completeness = RouterOutputs['productCompleteness']['get'];

/**
 * A display attribute's value as the product list chooses it (its name and picture columns):
 * the unscoped value, else the first by channel then locale, `$default` first, codes compared
 * byte by byte.
 */
function displayValue(row: ValueRow | undefined): unknown {
  const rank = (v: { channel: string; locale: string }) =>
    [v.channel !== '$default', v.channel, v.locale !== '$default', v.locale] as const;
  const first = [...(row?.values ?? [])].sort((a, b) => {
    const [x, y] = [rank(a), rank(b)];
    for (let i = 0; i < x.length; i++) {
      if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
    }
    return 0;
  })[0];
  return first?.data.value;
}

/** The name a product shows: its name attribute's display value. */
export function displayName(row: ValueRow | undefined): string | null {
  const value = displayValue(row);
  return typeof value === 'string' && value.trim() ? value : null;
}

/** The asset of the product's picture (its image attribute's display value), or null. */
export function displayPicture(row: ValueRow | undefined): string | null {
  const value = displayValue(row);
  return typeof value === 'string' && value ? value : null;
}

/**
 * Picture, name, status, the workflow buttons this user may use (approving an incomplete product asks
 * first, saying what is missing where), "n of m" through the grid's chosen products, and the
 * product's facts.
 */
export function ProductHeader({
  product,
  nameRow,
  pictureRow,
  completeness,
  names,
  channels,
  canWrite,
  canApprove,
}: {
  product: Product;
  nameRow: ValueRow | undefined;
  /** The family's image attribute's values: the picture beside the name (none without one). */
  pictureRow: ValueRow | undefined;
  completeness: Completeness;
  /** Attribute names by code (what the approval question lists as missing). */
  names: ReadonlyMap<string, string>;
  channels: readonly ChannelScope[];
  canWrite: boolean;
  canApprove: boolean;
}) {
  const name = displayName(nameRow);
  const picture = displayPicture(pictureRow);
  const approval = incompleteApproval(completeness, names, channels);
  return (
    <>
      <PageHeader
        title={name ? <bdi>{name}</bdi> : <Code fz="inherit">{product.code}</Code>}
        titleTestId="product-title"
        picture={
          picture ? (
            <Thumbnail
              assetId={picture}
              size={64}
              alt={`Picture of ${name ?? product.code}`}
              testId="product-picture"
            />
          ) : undefined
        }
        back={{ href: '/products', label: 'Products' }}
        badge={<ProductStatusBadge status={product.status} testId="product-status" />}
        actions={
          <Group gap="xs">
            <SelectionNav productId={product.id} />
            {allowedMoves(product.status, canWrite, canApprove).map((to) => (
              <StatusMoveButton
                key={to}
                action={setProductStatus}
                id={product.id}
                to={to}
                testId={`product-move-${to}`}
                noun="product"
                confirm={to === 'approved' ? approval : undefined}
              />
            ))}
          </Group>
        }
      />
      <Details
        cols={{ base: 2, sm: 3, md: 5 }}
        items={[
          { label: 'Code', value: <code>{product.code}</code>, testId: 'product-code' },
          {
            label: 'Family',
            value: (
              <AnchorLink href={`/families/${product.product_family.id}`}>
                <bdi>{product.product_family.name}</bdi>
              </AnchorLink>
            ),
            testId: 'product-family',
          },
          {
            label: 'Variant family',
            value: product.variant_family ? <bdi>{product.variant_family.name}</bdi> : 'None',
          },
          {
            label: 'Completeness',
            value: (
              <CompletenessBadge ratio={completeness.completeness} testId="product-completeness" />
            ),
          },
          { label: 'Modified', value: <LocalDate value={product.modified_at} /> },
        ]}
      />
    </>
  );
}
