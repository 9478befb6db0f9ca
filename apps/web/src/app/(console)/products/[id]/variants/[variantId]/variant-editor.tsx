'use client';

import { Button } from '@mantine/core';
import { ActionForm } from '@/components/form/action-form';
import { Hidden } from '@/components/form/fields';
import { removeOverride } from '../../../variant-actions';
import { ScopeBar } from '../../scope-bar';
import type { EditorScope, ValueRow } from '../../values/editor-state';
import { ValuesEditor } from '../../values/values-editor';
import type { ChannelScope } from '../../scope';
import { ProductWorkspace } from '../../workspace';

/** A variant's values at the header's channel and locale; overrides can go back to the product's. */
export function VariantEditor({
  productId,
  variantId,
  rows,
  channels,
  scope,
  canWrite,
}: {
  productId: string;
  variantId: string;
  rows: ValueRow[];
  channels: ChannelScope[];
  scope: EditorScope;
  canWrite: boolean;
}) {
  return (
    <ProductWorkspace channels={channels} initial={{ scope, tab: 'attributes' }}>
      <ScopeBar />
      <ValuesEditor
        target={{ productId, variantId }}
        initialRows={rows}
        canWrite={canWrite}
        extra={(row) =>
          canWrite && row.is_overridden ? (
            <ActionForm
              action={removeOverride}
              testId={`value-${row.attribute_code}-reset`}
              compact
            >
              <Hidden name="productId" value={productId} />
              <Hidden name="variantId" value={variantId} />
              <Hidden name="id" value={row.attribute_id} />
              <Button
                type="submit"
                variant="subtle"
                size="compact-xs"
                w="fit-content"
                data-testid={`value-${row.attribute_code}-reset-submit`}
              >
                Use the product&apos;s value
              </Button>
            </ActionForm>
          ) : null
        }
      />
    </ProductWorkspace>
  );
}
