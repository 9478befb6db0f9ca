import { describe, expect, it, vi } from 'vitest';
import type { FormState } from './form-state';

const refresh = vi.fn();
vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({ refresh: () => refresh() }));
// The parts below are the test's own: the API helpers are not reached.
vi.mock('./actions', () => ({
  succeeded: (message: string): FormState => ({ status: 'success', message, fieldErrors: {} }),
}));

const { fieldsPart, saveParts } = await import('./save-parts');

const ok = (): Promise<FormState> => Promise.resolve({ status: 'success', fieldErrors: {} });
const refused = (message: string, field: string): Promise<FormState> =>
  Promise.resolve({ status: 'error', message, fieldErrors: { [field]: message } });

function posted(...changed: string[]): FormData {
  const data = new FormData();
  for (const name of changed) data.append('changed', name);
  return data;
}

describe('saveParts', () => {
  it('runs only the parts whose fields changed, then reloads the page', async () => {
    const general = vi.fn(ok);
    const status = vi.fn(ok);
    const answer = await saveParts(
      posted('name'),
      [fieldsPart('General', ['name'], general), fieldsPart('Status', ['status'], status)],
      'Family saved.',
    );
    expect(answer).toEqual({ status: 'success', message: 'Family saved.', fieldErrors: {} });
    expect(general).toHaveBeenCalledTimes(1);
    expect(status).not.toHaveBeenCalled();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stops at a refusal, says what was saved and what was not tried, and keeps the page', async () => {
    refresh.mockClear();
    const translations = vi.fn(ok);
    const answer = await saveParts(
      posted('name', 'status', 'translation.fr_FR'),
      [
        fieldsPart('General', ['name'], ok),
        fieldsPart('Status', ['status'], () => refused('The status is not valid.', 'status')),
        fieldsPart('Translations', ['translation.fr_FR'], translations),
      ],
      'Family saved.',
    );
    expect(answer.status).toBe('error');
    expect(answer.message).toBe(
      'Status was not saved: The status is not valid. General was saved and stays saved: each part is saved on its own, there is no saving them all or nothing. Translations was not tried. Your changes are still here: correct them and save again.',
    );
    expect(answer.fieldErrors).toEqual({ status: 'The status is not valid.' });
    expect(translations).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refuses a save with nothing changed', async () => {
    const answer = await saveParts(posted(), [fieldsPart('General', ['name'], ok)], 'Saved.');
    expect(answer).toMatchObject({
      status: 'error',
      message: 'Nothing changed: there is nothing to save.',
    });
  });
});
