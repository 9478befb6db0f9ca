import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { expectFitsPhone, expectNoSeriousAxeViolation, uniqueStamp } from './support/catalog';
import { expectNothingToSave, expectTabs } from './support/detail-pages';
import { integrationApi } from './support/integration';
import { followLink, open } from './support/navigation';
import { ADMIN, EDITOR, signIn, submitConfirmed } from './support/users';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on loopback: records each request and answers what it is told to. */
async function startReceiver() {
  let answer = { status: 200, body: 'ok' };
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(answer.status, { 'content-type': 'text/plain' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    answer: (status: number, body: string) => {
      answer = { status, body };
    },
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The `v1` signatures of a request that `secret` made (checked as a receiver would). */
function signedBy(request: Received, secret: string): boolean {
  const parts = String(request.headers['x-signature']).split(',');
  const at = parts.find((part) => part.startsWith('t='))!.slice(2);
  const expected = createHmac('sha256', secret).update(`${at}.${request.body}`).digest('hex');
  return parts.includes(`v1=${expected}`);
}

const deliveryRows = (page: Page) => page.getByTestId(/^webhook-delivery-[0-9a-f-]{36}$/);

test('an administrator creates a webhook, tests it against a receiver, reads its deliveries, redelivers, rotates its secret and switches it off', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const receiver = await startReceiver();
  const stamp = uniqueStamp();
  const url = receiver.url(`/pim-events/${stamp}`);
  try {
    await signIn(page, ADMIN);
    await followLink(page, page.getByTestId('nav-webhooks'), '/webhooks');

    // Created in the dialog: each event with a sentence on when it is sent.
    await page.getByTestId('webhooks-new').click();
    await expect(page.getByTestId('webhook-events-product.published')).toBeVisible();
    await expect(
      page.getByText('A product moved to approved, or was created approved.'),
    ).toBeVisible();
    await expectNoSeriousAxeViolation(page);
    await page.getByTestId('webhook-url-input').fill(url);
    await page.getByTestId('webhook-create-submit').click();
    await expect(page.getByTestId('webhook-events-error')).toBeVisible();
    await page.getByTestId('webhook-events-product.updated').check();
    await page.getByTestId('webhook-events-job.failed').check();
    await page.getByTestId('webhook-description-input').fill(`Shop sync ${stamp}`);
    await page.getByTestId('webhook-create-submit').click();

    // The secret, once, with the warning and a copy button.
    await expect(page.getByTestId('webhook-secret-warning')).toContainText(
      'it will not be shown again',
    );
    const secret = (await page.getByTestId('webhook-secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await expect(page.getByTestId('webhook-secret-copy')).toHaveText('Copy secret');
    await expectNoSeriousAxeViolation(page);
    await page.getByTestId('webhook-secret-done').click();
    await expect(page.getByTestId('webhook-secret')).toHaveCount(0);

    // Listed by its address, with its events as chips and its status.
    const row = page.getByTestId(/^webhook-row-/).filter({ hasText: url });
    await expect(row).toContainText('Product changed');
    await expect(row).toContainText('Any job failed');
    await expect(row.getByTestId('webhook-status')).toHaveText('active');
    await page.getByTestId('webhooks-filter-search').fill(stamp);
    await expect(page.getByTestId(/^webhook-row-/)).toHaveCount(1);
    await expect(page.getByTestId('webhooks-filter-searching')).toHaveCount(0);
    // The pointer left resting on a row (from the dialog's button) would highlight it.
    await page.mouse.move(0, 0);
    await expectNoSeriousAxeViolation(page);
    await followLink(page, row.getByTestId('webhook-link'), /\/webhooks\/[0-9a-f-]{36}$/);
    const detail = page.url();
    expect(await page.content()).not.toContain(secret);
    await expect(page.getByTestId('webhook-title')).toHaveText(url);
    await expectTabs(page, 'webhook', ['Settings', 'Deliveries']);
    await expectNothingToSave(page, 'webhook');

    // Send test: delivered, the receiver's 200 shown; the request is signed with the secret.
    await page.getByTestId('webhook-test-form-submit').click();
    await expect(page.getByTestId('webhook-test-status')).toHaveText('Delivered');
    await expect(page.getByTestId('webhook-test-code')).toHaveText('Response code 200');
    expect(receiver.received).toHaveLength(1);
    const first = receiver.received[0]!;
    const event = JSON.parse(first.body) as { id: string; type: string };
    expect(event.type).toBe('webhook.test');
    expect(first.headers['webhook-id']).toBe(event.id);
    expect(signedBy(first, secret)).toBe(true);

    await page.getByTestId('webhook-tab-deliveries').click();
    await expect(deliveryRows(page)).toHaveCount(1);
    const delivered = deliveryRows(page).first();
    await expect(delivered.getByTestId('webhook-delivery-status')).toHaveText('Delivered');
    await expect(delivered.getByTestId('webhook-delivery-response')).toHaveText('200');
    await delivered.getByTestId('webhook-delivery-open').click();
    await expect(page.getByTestId('webhook-delivery-body')).toHaveText('ok');
    await expect(page.getByTestId('webhook-delivery-event-id')).toHaveText(event.id);
    await page.keyboard.press('Escape');

    // A receiver answering 500: pending while retried, then failed, its body kept.
    receiver.answer(500, `receiver broke ${stamp}`);
    await page.getByTestId('webhook-test-form-submit').click();
    await expect(page.getByTestId('webhook-test-code')).toHaveText('Response code 500');
    await expect(page.getByTestId('webhook-test-status')).toHaveText(/Pending|Failed/);
    await expect(deliveryRows(page)).toHaveCount(2);
    const broken = deliveryRows(page).first();
    await expect(broken.getByTestId('webhook-delivery-status')).toHaveText('Failed');
    await expect(broken.getByTestId('webhook-delivery-response')).toHaveText('500');
    await broken.getByTestId('webhook-delivery-open').click();
    await expect(page.getByTestId('webhook-delivery-outcome')).toHaveText(
      'Failed after 3 attempts: the receiver answered 500. No more retries.',
    );
    await expect(page.getByTestId('webhook-delivery-body')).toHaveText(`receiver broke ${stamp}`);
    await expectNoSeriousAxeViolation(page);
    await page.keyboard.press('Escape');
    await page.getByTestId('webhook-deliveries-status').selectOption('failed');
    await expect(deliveryRows(page)).toHaveCount(1);
    await page.getByTestId('webhook-deliveries-status').selectOption('');
    await expect(deliveryRows(page)).toHaveCount(2);

    // Redelivered once the receiver is back: a new delivery of the same event, delivered.
    const brokenEventId = JSON.parse(receiver.received.at(-1)!.body).id as string;
    receiver.answer(200, 'ok again');
    await broken.getByTestId('webhook-redeliver-submit').click();
    await expect(page.getByTestId('webhook-redeliver-success')).toContainText('Sent again');
    await expect(deliveryRows(page)).toHaveCount(3);
    await expect(deliveryRows(page).first().getByTestId('webhook-delivery-status')).toHaveText(
      'Delivered',
    );
    await expect(deliveryRows(page).first().getByTestId('webhook-delivery-response')).toHaveText(
      '200',
    );
    expect(receiver.received.at(-1)!.headers['webhook-id']).toBe(brokenEventId);
    await expectNoSeriousAxeViolation(page);

    // Rotated: a new secret, once, and the time the old one stops signing; both sign now.
    await submitConfirmed(page, 'webhook-rotate-form');
    await expect(page.getByTestId('webhook-secret-previous')).toContainText(
      'The old secret keeps signing beside this one until',
    );
    const rotated = (await page.getByTestId('webhook-secret').textContent())!.trim();
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    await page.getByTestId('webhook-secret-done').click();
    await expect(page.getByTestId('webhook-secret-state')).toContainText('the old one signs too');
    const before = receiver.received.length;
    await page.getByTestId('webhook-test-form-submit').click();
    await expect(page.getByTestId('webhook-test-status')).toHaveText('Delivered');
    const signed = receiver.received[before]!;
    expect(signedBy(signed, rotated)).toBe(true);
    expect(signedBy(signed, secret)).toBe(true);

    // Settings: the description and the switch, saved at once; switching off asks first.
    await page.getByTestId('webhook-tab-settings').click();
    await page.getByTestId('webhook-edit-description-input').fill(`Shop sync ${stamp}, paused`);
    // From the keyboard: the sticky save bar may cover the switch where the page scrolls it.
    await page.getByTestId('webhook-status-switch').press('Space');
    await expect(page.getByTestId('webhook-status-switch')).not.toBeChecked();
    await expect(page.getByTestId('webhook-save-state')).toHaveText('2 unsaved changes');
    await page.getByTestId('webhook-save').click();
    await page.getByTestId('webhook-save-confirm').click();
    await expect(page.getByTestId('webhook-save-success')).toHaveText('Webhook saved.');
    await expect(page.getByTestId('webhook-status-badge')).toHaveText('inactive');
    await expect(page.getByTestId('webhook-test-off')).toBeVisible();
    await expectNoSeriousAxeViolation(page);

    // On a phone: the list as cards, the delivery log within the screen.
    await expectFitsPhone(page, `/webhooks?search=${stamp}`, 'webhooks-filter-search');
    const card = page.getByTestId(/^webhook-row-/).filter({ hasText: url });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('webhook-status')).toHaveText('inactive');
    expect(await card.evaluate((element) => element.tagName)).toBe('LI');
    await expectNoSeriousAxeViolation(page);
    await expectFitsPhone(page, `${detail}?tab=deliveries`, 'webhook-deliveries-section');
    await expect(deliveryRows(page)).toHaveCount(4);
    await expectNoSeriousAxeViolation(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Deleted after a confirmation; the list then says nothing matches.
    await open(page, detail);
    await submitConfirmed(page, 'webhook-delete');
    await expect(page).toHaveURL(/\/webhooks$/);
    await expect(page.getByTestId('flash-toast')).toHaveText('Webhook deleted.');
    await page.getByTestId('webhooks-filter-search').fill(stamp);
    await expect(page.getByTestId('webhooks-empty')).toContainText('No webhooks match.');
  } finally {
    await receiver.close();
  }
});

test('an editor reads webhooks and their deliveries, with no control that changes or sends', async ({
  page,
  request,
}) => {
  const stamp = uniqueStamp();
  const call = await integrationApi(request);
  const url = `https://receiver.example.com/pim/${stamp}`;
  // An event no other spec causes: nothing is sent to this address during the run.
  const created = await call('POST', '/webhooks', { url, events: ['connection.export.failed'] });
  await signIn(page, EDITOR);
  await followLink(page, page.getByTestId('nav-webhooks'), '/webhooks');
  await expect(page.getByTestId('webhooks-new')).toHaveCount(0);
  const row = page.getByTestId(`webhook-row-${created.id}`);
  await expect(row).toContainText('Connection export failed');
  await followLink(page, row.getByTestId('webhook-link'), `/webhooks/${created.id}`);
  await expectTabs(page, 'webhook', ['Deliveries']);
  await expect(page.getByTestId('webhook-deliveries-empty')).toHaveText(
    'No deliveries yet: send a test, or wait for an event.',
  );
  for (const control of [
    'webhook-test-form',
    'webhook-rotate',
    'webhook-delete',
    'webhook-save',
    'webhook-edit-url-input',
  ]) {
    await expect(page.getByTestId(control)).toHaveCount(0);
  }
  await expectNoSeriousAxeViolation(page);
});
