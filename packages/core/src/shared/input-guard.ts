// Checks every input before validation, whatever its schema: no NUL byte in any string or
// key (PostgreSQL cannot store one in text, and no field of ours means one), and no nesting
// deeper than MAX_INPUT_DEPTH (recursive code further on, ours or a library's, must never
// meet a 5,000-deep array). Iterative, so the check itself cannot overflow the stack.
import { AppError } from '../errors/app-error.ts';

/** Deeper than any document of ours (a product value is about 6 levels deep). */
export const MAX_INPUT_DEPTH = 32;

export const tooDeep = () =>
  new AppError('invalid_value', `The input is nested more than ${MAX_INPUT_DEPTH} levels deep`);

const nulByte = (field: string) =>
  new AppError('invalid_value', `${field || 'The input'} must not contain a NUL character`, {
    field,
  });

export function assertCleanInput(input: unknown): void {
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value: input, path: '', depth: 0 },
  ];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw nulByte(path);
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    // An uploaded file's bytes (raw REST bodies) are data, not fields: nothing to walk.
    if (ArrayBuffer.isView(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) throw tooDeep();
    for (const [key, inner] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) throw nulByte(path);
      stack.push({ value: inner, path: field, depth: depth + 1 });
    }
  }
}

/**
 * Whether a JSON text nests deeper than `max`, found by counting brackets outside strings
 * before anything parses it.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return false;
}
