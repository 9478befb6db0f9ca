import { PRODUCT_STATUS_MOVES, type ProductStatus } from '@pim/core/schemas';
import { ActionForm, type ConfirmSpec, type FormAction } from '@/components/form/action-form';
import { Hidden } from '@/components/form/fields';
import { MOVE_LABELS } from '../product-status';

/**
 * The moves the workflow allows from a status, for this user: approving needs
 * catalog.products.approve besides the write permission.
 */
export function allowedMoves(status: ProductStatus, canWrite: boolean, canApprove: boolean) {
  if (!canWrite) return [];
  return PRODUCT_STATUS_MOVES[status].filter((to) => to !== 'approved' || canApprove);
}

/**
 * A workflow button: posts the move; archiving asks first (integrations stop publishing it),
 * and so does whatever `confirm` is given (approving an incomplete product).
 */
export function StatusMoveButton({
  action,
  id,
  hidden = {},
  to,
  testId,
  noun,
  confirm,
}: {
  action: FormAction;
  id: string;
  hidden?: Record<string, string>;
  to: ProductStatus;
  testId: string;
  noun: string;
  confirm?: ConfirmSpec;
}) {
  return (
    <ActionForm
      action={action}
      testId={testId}
      submitLabel={MOVE_LABELS[to]}
      submitVariant={to === 'approved' ? 'filled' : 'default'}
      submitColor={to === 'archived' ? 'red' : undefined}
      compact
      confirm={
        confirm ??
        (to === 'archived'
          ? {
              title: `Archive the ${noun}?`,
              body: `An archived ${noun} is disabled: channels stop publishing it${noun === 'product' ? ', and its variants are archived with it' : ''}.`,
              confirmLabel: 'Archive',
            }
          : undefined)
      }
    >
      <Hidden name="id" value={id} />
      <Hidden name="status" value={to} />
      {Object.entries(hidden).map(([name, value]) => (
        <Hidden key={name} name={name} value={value} />
      ))}
    </ActionForm>
  );
}
