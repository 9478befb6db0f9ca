import Link from 'next/link';

export default function NotFound() {
  return (
    <main id="main" className="centered-page">
      <section className="card card--narrow">
        <h1 className="card__title">Page not found</h1>
        <p>There is no console page at this address.</p>
        <div className="actions">
          <Link prefetch={false} className="button" href="/">
            Go to the dashboard
          </Link>
        </div>
      </section>
    </main>
  );
}
