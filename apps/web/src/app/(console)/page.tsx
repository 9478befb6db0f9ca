import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { Metadata } from 'next';
import { PageHeader } from '@/components/page';
import { loadMe } from '@/lib/auth/session';
import { YourAccess } from './home-access';
import { CountLink, HomeCard, IncompleteByChannel, JobsQueue, ProductLinks } from './home-cards';
import { loadHome } from './home-load';

export const metadata: Metadata = { title: 'Home' };

/** The catalog's counts, each opening its list; only what the user may read. */
const CATALOG = [
  { key: 'products', label: 'Products', href: '/products' },
  { key: 'families', label: 'Families', href: '/families' },
  { key: 'attributes', label: 'Attributes', href: '/attributes' },
  { key: 'categories', label: 'Categories', href: '/category-trees' },
] as const;

/**
 * The home page is a work queue: what waits for the user's approval, where products are
 * incomplete (per channel and locale), what they changed last, which jobs failed or run, and
 * the catalog's size. Every number opens the list it counts; a card shows only to those who
 * may read what it counts.
 */
export default async function HomePage() {
  const result = await loadMe();
  // The layout shows the failure; nothing to add here.
  if (!result.ok) return null;
  const { me } = result;
  const tenant = me.active_tenant;
  const home = await loadHome(me);

  return (
    <>
      <PageHeader title="Home" />
      <Text c="dimmed" mt={-8} mb="md" data-testid="home-greeting">
        Signed in as <bdi data-testid="dashboard-user-name">{me.user.name}</bdi> in{' '}
        <bdi data-testid="dashboard-tenant">{tenant.tenant_name}</bdi> (
        <span data-testid="dashboard-tenant-code">{tenant.tenant_code}</span>),{' '}
        <bdi data-testid="dashboard-organization">{tenant.organization_name}</bdi>
      </Text>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {home.inReview ? (
            <HomeCard title="Waiting for your approval" testId="home-review" result={home.inReview}>
              {(page) => (
                <>
                  <Text size="sm">
                    <CountLink
                      count={page.pagination.total_items}
                      href="/products?status=in_review"
                      label="products in review"
                      testId="home-review-count"
                    />{' '}
                    {page.pagination.total_items === 1 ? 'product is' : 'products are'} in review.
                  </Text>
                  <ProductLinks
                    page={page}
                    empty="Nothing is waiting for your approval."
                    testId="home-review-product"
                  />
                </>
              )}
            </HomeCard>
          ) : null}
          {home.incomplete ? (
            <HomeCard title="Incomplete products" testId="home-incomplete" result={home.incomplete}>
              {(cells) => <IncompleteByChannel cells={cells} />}
            </HomeCard>
          ) : null}
          {home.myEdits ? (
            <HomeCard title="Your recent edits" testId="home-edits" result={home.myEdits}>
              {(page) => (
                <ProductLinks
                  page={page}
                  empty="You have not changed a product yet: the ones you change will be listed here."
                  testId="home-edit"
                />
              )}
            </HomeCard>
          ) : null}
          {home.jobs ? (
            <HomeCard title="Jobs" testId="home-jobs" result={home.jobs}>
              {(jobs) => <JobsQueue jobs={jobs} />}
            </HomeCard>
          ) : null}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" data-testid="home-catalog">
          {CATALOG.map(({ key, label, href }) => {
            const count = home.counts[key];
            if (!count) return null;
            return (
              <HomeCard key={key} title={label} testId={`home-catalog-${key}`} result={count}>
                {(n) => (
                  <CountLink
                    count={n}
                    href={href}
                    label={label.toLowerCase()}
                    testId={`home-count-${key}`}
                  />
                )}
              </HomeCard>
            );
          })}
        </SimpleGrid>
        <YourAccess me={me} />
      </Stack>
    </>
  );
}
