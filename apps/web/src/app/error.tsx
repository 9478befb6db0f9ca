'use client';

/** Last resort for unexpected server errors; known API failures have their own messages. */
export default function ErrorPage({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <main id="main" className="centered-page">
      <section className="card card--narrow" role="alert" data-testid="unexpected-error">
        <h1 className="card__title">Something went wrong</h1>
        <p>
          The console could not show this page. Try again; if it keeps happening, check the console
          server log.
        </p>
        <div className="actions">
          <button type="button" className="button" onClick={() => reset()}>
            Try again
          </button>
        </div>
      </section>
    </main>
  );
}
