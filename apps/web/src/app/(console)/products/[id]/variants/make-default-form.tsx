import { ActionForm } from '@/components/form/action-form';
import { Hidden } from '@/components/form/fields';
import { makeDefaultVariant } from '../../variant-actions';

/** "Make default": the variant shops show first (the previous default stops being it). */
export function MakeDefaultForm({
  productId,
  variantId,
  testId,
  compact = false,
}: {
  productId: string;
  variantId: string;
  testId: string;
  compact?: boolean;
}) {
  return (
    <ActionForm
      action={makeDefaultVariant}
      testId={testId}
      submitLabel="Make default"
      submitVariant="default"
      compact={compact}
    >
      <Hidden name="productId" value={productId} />
      <Hidden name="id" value={variantId} />
    </ActionForm>
  );
}
