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
import { displayName, displayPicture } from './display-value';
import type { ChannelScope } from './scope';
import { allowedMoves, StatusMoveButton } from './status-moves';
import type { ValueRow } from './values/editor-state';

// Kept importable from here, where it was first written.
export { displayName } from './display-value';

type Product = RouterOutputs['products']['get'];
type Completeness = RouterOutputs['productCompleteness']['get'];

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
