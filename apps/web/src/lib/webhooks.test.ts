import { WEBHOOK_EVENT_TYPES } from '@pim/core/schemas';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS, deliveryOutcome, isSettledTest, webhookEventLabel } from './webhooks';

const delivery = (
  status: string,
  attempts: number,
  code: number | null,
  error: string | null = null,
) => ({ status, attempts, last_response_code: code, last_error: error });

describe('webhook words', () => {
  it('names and explains every event the API offers', () => {
    expect(Object.keys(WEBHOOK_EVENTS).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    expect(webhookEventLabel('product.published')).toBe('Product approved');
    expect(webhookEventLabel('webhook.test')).toBe('Test event');
    expect(webhookEventLabel('something.new')).toBe('something.new');
  });

  it.each([
    [delivery('pending', 0, null), 'Not sent yet: the first attempt is on its way.'],
    [delivery('delivered', 1, 200), 'Delivered after 1 attempt: the receiver answered 200.'],
    [
      delivery('pending', 2, 503),
      '2 attempts so far: the receiver answered 503. It will be tried again.',
    ],
    [
      delivery('failed', 6, null, 'timed out after 10000 ms'),
      'Failed after 6 attempts: no answer (timed out after 10000 ms). No more retries.',
    ],
  ])('says how a delivery went: %o', (row, words) => {
    expect(deliveryOutcome(row)).toBe(words);
  });

  it('follows a test until its first attempt is over', () => {
    expect(isSettledTest(delivery('pending', 0, null))).toBe(false);
    expect(isSettledTest(delivery('pending', 1, 500))).toBe(true);
    expect(isSettledTest(delivery('delivered', 1, 200))).toBe(true);
  });
});
