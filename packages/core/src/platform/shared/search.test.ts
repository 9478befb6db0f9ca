import { describe, expect, it } from 'vitest';
import { codeOrNameMatches, containsText } from './search.ts';

describe('containsText', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(containsText('50%_off\\')).toEqual({
      contains: '50\\%\\_off\\\\',
      mode: 'insensitive',
    });
  });

  it('matches code or name, or adds nothing without a search', () => {
    expect(codeOrNameMatches(undefined)).toEqual({});
    expect(codeOrNameMatches('ab')).toEqual({
      OR: [{ code: containsText('ab') }, { name: containsText('ab') }],
    });
  });
});
