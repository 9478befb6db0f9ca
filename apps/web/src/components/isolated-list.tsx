import { Fragment } from 'react';

/**
 * Names joined by ", ", each in its own <bdi> so one carrying a bidi control cannot reorder
 * the others (src/lib/bidi.ts); `empty` when there are none.
 */
export function IsolatedList({ values, empty = '—' }: { values: string[]; empty?: string }) {
  if (values.length === 0) return <>{empty}</>;
  return (
    <>
      {values.map((value, index) => (
        <Fragment key={index}>
          {index > 0 ? ', ' : null}
          <bdi>{value}</bdi>
        </Fragment>
      ))}
    </>
  );
}
