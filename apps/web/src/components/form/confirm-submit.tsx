'use client';

import { useState } from 'react';

/**
 * A destructive submit that asks once more in place (no browser dialog): the first click
 * arms it, the second submits the enclosing form.
 */
export function ConfirmSubmit({
  label,
  confirmLabel,
  testId,
}: {
  label: string;
  confirmLabel: string;
  /** `<testId>` for the first button, `<testId>-confirm` for the second. */
  testId: string;
}) {
  const [armed, setArmed] = useState(false);
  if (!armed) {
    return (
      <button
        type="button"
        className="button button--danger"
        onClick={() => setArmed(true)}
        data-testid={testId}
      >
        {label}
      </button>
    );
  }
  return (
    <span className="confirm">
      <button type="submit" className="button button--danger" data-testid={`${testId}-confirm`}>
        {confirmLabel}
      </button>
      <button type="button" className="button button--ghost" onClick={() => setArmed(false)}>
        Cancel
      </button>
    </span>
  );
}
