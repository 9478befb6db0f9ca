import type { ApiFailure } from '@/lib/api/errors';

/** A page the user's permissions do not open. */
export function Forbidden({ permission }: { permission: string }) {
  return (
    <section className="card" role="alert" data-testid="forbidden">
      <h1 className="card__title">Not allowed</h1>
      <p>
        Your roles in this tenant do not include <code>{permission}</code>.
      </p>
    </section>
  );
}

/** A page whose data the API would not give. */
export function LoadError({ failure }: { failure: ApiFailure }) {
  const detail =
    failure.kind === 'unreachable'
      ? 'The PIM API cannot be reached. Check that it is running.'
      : `${failure.message} (${failure.status} ${failure.code})`;
  return (
    <p className="notice notice--error" role="alert" data-testid="load-error">
      {detail}
    </p>
  );
}

export function StatusBadge({ status }: { status: string }) {
  return <span className={`status status--${status}`}>{status}</span>;
}

export function formatDate(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
}
