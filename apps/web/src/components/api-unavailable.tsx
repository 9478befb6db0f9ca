import type { ApiFailure } from '@/lib/api/errors';
import { RetryButton } from './retry-button';
import { SignOutButton } from './sign-out-button';

/** Shown instead of the console when the API cannot answer who the caller is. */
export function ApiUnavailable({ failure }: { failure: ApiFailure }) {
  const detail =
    failure.kind === 'unreachable'
      ? 'The PIM API cannot be reached. Check that it is running.'
      : `The PIM API answered with an error (${failure.status} ${failure.code}).`;
  return (
    <main id="main" className="centered-page">
      <section className="card card--narrow" role="alert" data-testid="api-unavailable">
        <h1 className="card__title">The console cannot load your data</h1>
        <p>{detail}</p>
        <div className="actions">
          <RetryButton />
          <SignOutButton />
        </div>
      </section>
    </main>
  );
}
