import { describe, expect, it } from 'vitest';
import { distinctNames } from './distinct-names';

describe('distinctNames', () => {
  it('adds the code only where two names collide', () => {
    const labels = distinctNames([
      { code: 'web_eu', name: 'Web' },
      { code: 'web_us', name: 'web ' },
      { code: 'print', name: 'Print' },
    ]);
    expect([...labels.values()]).toEqual(['Web (web_eu)', 'web (web_us)', 'Print']);
  });
});
