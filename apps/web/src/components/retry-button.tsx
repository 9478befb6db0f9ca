'use client';

/** Reloads the page: the server asks the API again. */
export function RetryButton() {
  return (
    <button
      type="button"
      className="button"
      data-testid="api-unavailable-retry"
      onClick={() => window.location.reload()}
    >
      Try again
    </button>
  );
}
