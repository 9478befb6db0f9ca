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

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
  depth: number;
}

/** The dotted field of a visit, made only for an error (a path per member costs per member). */
function fieldOf(visit: Visit | undefined): string {
  const keys: string[] = [];
  for (let at = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

export function assertCleanInput(input: unknown): void {
  const stack: Visit[] = [{ value: input, key: '', parent: undefined, depth: 0 }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const { value, depth } = visit;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw nulByte(fieldOf(visit));
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    // An uploaded file's bytes (raw REST bodies) are data, not fields: nothing to walk.
    if (ArrayBuffer.isView(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) throw tooDeep();
    const keys = Object.keys(value);
    if (keys.length > MAX_INPUT_MEMBERS) throw tooManyMembers();
    for (const key of keys) {
      if (key.includes('\u0000')) throw nulByte(fieldOf(visit));
      const inner = (value as Record<string, unknown>)[key];
      stack.push({ value: inner, key, parent: visit, depth: depth + 1 });
    }
  }
}

/**
 * The most members (keys of an object, elements of an array) one JSON object or array may
 * have in a request: as many as the longest list an operation takes (10,000 product ids, or
 * inline import records). Every member costs the parser, the guard above and the validator
 * some microseconds, so a 10 MB body of 200,000 unknown keys held the event loop 1 to 2 s.
 */
export const MAX_INPUT_MEMBERS = 10_000;

export const tooManyMembers = () =>
  new AppError(
    'invalid_value',
    `An object or array of the input has more than ${MAX_INPUT_MEMBERS} members`,
  );

/**
 * What makes a JSON text too big a shape to parse, found by one pass over its characters
 * before anything parses it: `depth` when it nests deeper than `limits.depth`, `members`
 * when an object or array has more than `limits.members` members (counted by the commas at
 * its level); undefined when neither. Malformed text is the parser's to refuse.
 */
export function jsonShapeFault(
  text: string,
  limits: { depth: number; members: number },
): 'depth' | 'members' | undefined {
  const commas: number[] = [0]; // per open container, the commas seen at its level
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > limits.depth) return 'depth';
      commas[depth] = 0;
    } else if (c === 93 /* ] */ || c === 125 /* } */) {
      if (depth > 0) depth--;
    } else if (c === 44 /* , */ && depth > 0 && ++commas[depth]! >= limits.members) {
      return 'members';
    }
  }
  return undefined;
}

/** Whether a JSON text nests deeper than `max` (jsonShapeFault, depth alone). */
export const jsonNestsDeeperThan = (text: string, max: number): boolean =>
  jsonShapeFault(text, { depth: max, members: Infinity }) === 'depth';
