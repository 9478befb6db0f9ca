import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { arrivedAt, followLink, open } from './support/navigation';
import { builtinConnectorId, integrationApi } from './support/integration';
import { adminApi } from './support/products';
import { ADMIN, fillLogin, submitConfirmed } from './support/users';

/**
 * Every identity and catalog page at a desktop and a phone size: nothing wider than the screen, the
 * header on one line, no serious or critical axe violation (axe runs at the desktop size
 * and, on the phone, where the markup differs: the shell, the login and the dialogs). A screenshot of each page is
 * kept in test-results/ and attached to the report, for a person to look at.
 */
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** Waits until the page shows data, not skeletons: each page names what to wait for. */
interface Visit {
  path: string;
  ready: string;
}

const LIST_PAGES: Visit[] = [
  { path: '/', ready: 'home-greeting' },
  { path: '/account', ready: 'change-password' },
  { path: '/users', ready: `user-row-${ADMIN.email}` },
  { path: '/users/new', ready: 'user-assign' },
  { path: '/roles', ready: 'role-row-admin' },
  { path: '/roles/new', ready: 'permission-matrix' },
  { path: '/service-accounts', ready: 'service-accounts-pagination-status' },
  { path: '/service-accounts/new', ready: 'service-account-create' },
  // The catalog structure (the demo tenant's seeded catalog).
  { path: '/category-trees', ready: 'category-tree-row-master' },
  { path: '/category-trees/new', ready: 'category-tree-create' },
  { path: '/channels', ready: 'channel-row-ecommerce' },
  { path: '/channels/new', ready: 'channel-create' },
  { path: '/attribute-groups', ready: 'attribute-group-row-marketing' },
  { path: '/attribute-groups/new', ready: 'attribute-group-create' },
  { path: '/attributes', ready: 'attributes-pagination-status' },
  { path: '/attributes/new', ready: 'attribute-type-text' },
  { path: '/families', ready: 'family-row-tshirts' },
  { path: '/families/new', ready: 'family-create' },
  { path: '/products', ready: 'product-row-ts_essential' },
  { path: '/products/new', ready: 'product-create' },
  { path: '/jobs', ready: 'jobs-pagination-status' },
  { path: '/jobs/import', ready: 'import-wizard' },
  { path: '/connectors', ready: 'connector-row-sftp' },
  { path: '/connectors/new', ready: 'connector-create' },
  { path: '/connections', ready: 'connections-pagination-status' },
  { path: '/connections/new', ready: 'connection-create' },
];

/** A detail page's path: the segment, then an id. */
const detailPath = (segment: string) => new RegExp(`/${segment}/[0-9a-f-]{36}(\\?|$)`);

/**
 * Detail pages, reached from their list by a link: the list, the link, where it leads, what
 * shows it loaded.
 */
const DETAIL_PAGES: { list: Visit; link: string; url: RegExp; tab?: string; ready: string }[] = [
  {
    list: { path: '/category-trees', ready: 'category-tree-link-master' },
    link: 'category-tree-link-master',
    url: detailPath('category-trees'),
    ready: 'category-node-clothing',
  },
  {
    list: { path: '/channels', ready: 'channel-link-ecommerce' },
    link: 'channel-link-ecommerce',
    url: detailPath('channels'),
    ready: 'channel-locale-list',
  },
  {
    list: { path: '/attribute-groups', ready: 'attribute-group-link-marketing' },
    link: 'attribute-group-link-marketing',
    url: detailPath('attribute-groups'),
    ready: 'attribute-group-title',
  },
  {
    list: { path: '/attributes', ready: 'attribute-link-color' },
    link: 'attribute-link-color',
    url: detailPath('attributes'),
    tab: 'Options',
    ready: 'option-row-black',
  },
  {
    list: { path: '/families', ready: 'family-link-tshirts' },
    link: 'family-link-tshirts',
    url: detailPath('families'),
    tab: 'Attributes and requirements',
    ready: 'requirements-table',
  },
  {
    list: { path: '/connectors', ready: 'connector-link-sftp' },
    link: 'connector-link-sftp',
    url: detailPath('connectors'),
    ready: 'schema-row-1',
  },
  {
    list: { path: '/products', ready: 'product-link-ts_essential' },
    link: 'product-link-ts_essential',
    url: detailPath('products'),
    ready: 'product-code',
  },
];

interface Finding {
  page: string;
  problem: string;
}

async function check(
  page: Page,
  label: string,
  testInfo: TestInfo,
  findings: Finding[],
  { suffix = '', withAxe = true }: { suffix?: string; withAxe?: boolean } = {},
) {
  const where = `${label} ${new URL(page.url()).pathname}${suffix}`;
  const layout = await page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('[data-testid="console-header"]');
    return {
      scrollWidth: document.scrollingElement!.scrollWidth,
      innerWidth: window.innerWidth,
      header: header
        ? {
            height: header.getBoundingClientRect().height,
            overflows: header.scrollWidth > header.clientWidth,
          }
        : null,
    };
  });
  if (layout.scrollWidth > layout.innerWidth) {
    findings.push({
      page: where,
      problem: `${layout.scrollWidth}px wide in ${layout.innerWidth}px`,
    });
  }
  // One line: the header keeps its 56px height and nothing in it is cut off.
  if (layout.header && (layout.header.height > 64 || layout.header.overflows)) {
    findings.push({ page: where, problem: `header ${JSON.stringify(layout.header)}` });
  }
  // Next streams a page's metadata: after a client-side navigation the title arrives a moment
  // after the content. Every page has one (a missing one still fails here, and in axe).
  await expect(page).toHaveTitle(/\S/);
  const axe = withAxe ? await new AxeBuilder({ page }).analyze() : { violations: [] };
  for (const violation of axe.violations) {
    if (violation.impact === 'serious' || violation.impact === 'critical') {
      const targets = violation.nodes.map((n) => n.target.join(' ')).slice(0, 3);
      findings.push({ page: where, problem: `axe ${violation.id}: ${targets.join(', ')}` });
    }
  }
  const name = `${label}${new URL(page.url()).pathname.replaceAll('/', '_')}${suffix}.png`;
  // Kept in test-results/ (and the HTML report) to be looked at.
  const file = testInfo.outputPath(name);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

async function visit(page: Page, target: Visit) {
  await open(page, target.path);
  await expect(page.getByTestId(target.ready).first()).toBeVisible();
}

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test(`every console page fits, keeps its header on one line and passes axe (${label})`, async ({
      page,
      request,
    }, testInfo) => {
      // Some 45 pages and axe runs in one test, on purpose: one sign-in per viewport.
      test.setTimeout(240_000);
      const findings: Finding[] = [];
      const stamp = `${label}-${Date.now().toString(36)}`;

      await open(page, '/login');
      await check(page, label, testInfo, findings);
      await fillLogin(page, ADMIN.email, ADMIN.password);
      await arrivedAt(page, '/');

      if (label === 'phone') {
        // The sidebar is a drawer behind the burger.
        await expect(page.getByTestId('nav-users')).toBeHidden();
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await expect(page.getByTestId('nav-users')).toBeVisible();
        await followLink(page, page.getByTestId('nav-users'), '/users');
        await expect(page.getByTestId('nav-users')).toBeHidden();
      }

      // The page bodies are the same markup at both sizes: axe once, at the desktop size,
      // and on the phone for the dashboard (the shell with its drawer).
      const everyPage = { withAxe: label === 'desktop' };
      for (const target of LIST_PAGES) {
        await visit(page, target);
        await check(page, label, testInfo, findings, target.path === '/' ? {} : everyPage);
      }

      for (const detail of DETAIL_PAGES) {
        await visit(page, detail.list);
        await followLink(page, page.getByTestId(detail.link), detail.url);
        if (detail.tab) await page.getByRole('tab', { name: detail.tab }).click();
        await expect(page.getByTestId(detail.ready).first()).toBeVisible();
        await check(page, label, testInfo, findings, everyPage);
      }
      // A category's panel in the tree, and a variant family of the family.
      await visit(page, { path: '/category-trees', ready: 'category-tree-link-master' });
      await followLink(
        page,
        page.getByTestId('category-tree-link-master'),
        detailPath('category-trees'),
      );
      await page.getByTestId('category-node-clothing').first().click();
      await expect(page.getByTestId('category-panel')).toBeVisible();
      await check(page, label, testInfo, findings, { ...everyPage, suffix: '-category' });
      await visit(page, { path: '/families', ready: 'family-link-tshirts' });
      await followLink(page, page.getByTestId('family-link-tshirts'), detailPath('families'));
      await page.getByTestId('family-tab-variant-families').click();
      await followLink(
        page,
        page.getByTestId('variant-family-link-tshirts_color_size'),
        new RegExp(`/families/[0-9a-f-]{36}/variant-families/[0-9a-f-]{36}$`),
      );
      await expect(page.getByTestId('variant-family-title')).toBeVisible();
      await check(page, label, testInfo, findings, everyPage);

      // The built-in SFTP connector's schema, and a connection of this run with its mappings.
      await visit(page, { path: '/connectors', ready: 'connector-link-sftp' });
      await followLink(page, page.getByTestId('connector-link-sftp'), detailPath('connectors'));
      await followLink(
        page,
        page.getByTestId('schema-link-1'),
        /\/connectors\/[0-9a-f-]{36}\/schemas\/[0-9a-f-]{36}$/,
      );
      await expect(page.getByTestId('attribute-row-0')).toBeVisible();
      await check(page, label, testInfo, findings, everyPage);
      const integration = await integrationApi(request);
      const connection = await integration('POST', '/connections', {
        connector_id: await builtinConnectorId(integration, 'storage'),
        code: `layout-${stamp}`,
        name: `Layout ${stamp}`,
        config: { driver: 'local', path: `layout-${stamp}`, channel_code: 'ecommerce' },
      });
      await visit(page, { path: `/connections/${connection.id}`, ready: 'connection-code' });
      await check(page, label, testInfo, findings, everyPage);
      await followLink(
        page,
        page.getByTestId('connection-mappings-link'),
        /\/mappings\?channel_code=ecommerce$/,
      );
      await expect(page.getByTestId('mapping-row-clothing')).toBeVisible();
      await page.getByTestId('mapping-select-clothing').click();
      await check(page, label, testInfo, findings, everyPage);

      // A job's page: an export of the demo products, started for it, once it has ended.
      const call = await adminApi(request);
      const job = await call('POST', '/jobs/exports', { entity: 'products', format: 'csv' });
      await visit(page, { path: `/jobs/${job.id}`, ready: 'job-summary' });
      await expect(page.getByTestId('job-status')).toHaveText('Completed', { timeout: 20_000 });
      await check(page, label, testInfo, findings, everyPage);

      // Detail pages: a user, a role and a service account of this run.
      await visit(page, { path: '/users', ready: `user-link-${ADMIN.email}` });
      await followLink(page, page.getByTestId(`user-link-${ADMIN.email}`), detailPath('users'));
      await expect(page.getByTestId('user-title')).toHaveText(ADMIN.name);
      await check(page, label, testInfo, findings, everyPage);

      await visit(page, { path: '/roles', ready: 'role-link-admin' });
      await followLink(page, page.getByTestId('role-link-admin'), detailPath('roles'));
      await page.getByTestId('role-tab-permissions').click();
      await expect(page.getByTestId('permission-matrix')).toBeVisible();
      await check(page, label, testInfo, findings, everyPage);

      await visit(page, { path: '/service-accounts/new', ready: 'service-account-create' });
      await page.getByTestId('service-account-code-input').fill(`layout-${stamp}`);
      await page.getByTestId('service-account-name-input').fill(`Layout ${stamp}`);
      await page.getByTestId('service-account-create-submit').click();
      await expect(page.getByTestId('flash-toast')).toHaveText('Service account created.');
      await page.getByTestId('api-key-name-input').fill(`key ${stamp}`);
      await page.getByTestId('api-key-create-submit').click();
      await expect(page.getByTestId('api-key-created')).toBeVisible();
      await expect(page.getByTestId(`api-key-row-key ${stamp}`)).toBeVisible();
      await check(page, label, testInfo, findings, everyPage);

      // The confirmation dialog itself, on top of the page.
      await page.getByTestId('service-account-delete-submit').click();
      await expect(page.getByTestId('service-account-delete-submit-confirm')).toBeVisible();
      await check(page, label, testInfo, findings, { suffix: '-dialog' });
      await page.getByTestId('service-account-delete-submit-cancel').click();
      await submitConfirmed(page, 'service-account-delete');
      await expect(page.getByTestId('flash-toast')).toHaveText('Service account deleted.');

      expect(findings).toEqual([]);
    });
  });
}
