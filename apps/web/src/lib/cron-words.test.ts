import { describe, expect, it } from 'vitest';
import { describeCron } from './cron-words';

describe('describeCron', () => {
  it.each([
    ['0 2 * * *', 'every day at 02:00 UTC'],
    ['30 14 * * 1', 'every Monday at 14:30 UTC'],
    ['0 6 * * 1-5', 'every weekday at 06:00 UTC'],
    ['0 6 * * 0,6', 'every Sunday and Saturday at 06:00 UTC'],
    ['15 3 1 * *', 'on day 1 of every month at 03:15 UTC'],
    ['*/15 * * * *', 'every 15 minutes'],
    ['5 * * * *', 'every hour at minute 5'],
    ['0 */6 * * *', 'every 6 hours at minute 0'],
  ])('says %s as “%s”', (expression, words) => {
    expect(describeCron(expression)).toBe(words);
  });

  it('names any other expression as a cron expression, not a guess', () => {
    expect(describeCron('0 2 * 1 *')).toBe('the cron expression “0 2 * 1 *” (UTC)');
    expect(describeCron('0 2-4 * * *')).toBe('the cron expression “0 2-4 * * *” (UTC)');
  });

  it('has no words for what is not five fields', () => {
    expect(describeCron('0 2 * *')).toBeUndefined();
    expect(describeCron('')).toBeUndefined();
  });
});
