// Checks every input before validation, whatever its schema: no NUL byte in any string or
// key (PostgreSQL cannot store one in text, and no field of ours means one), and no nesting
// deeper than MAX_INPUT_DEPTH (recursive code further on, ours or a library's, must never
// meet a 5,000-deep array). Iterative, so the check itself cannot overflow the stack.
import { AppError } from '../errors/index.ts';

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
  let members = 0;
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
    if (keys.length > MAX_INPUT_MEMBERS) throw tooManyMembers(fieldOf(visit));
    members += keys.length;
    if (members > MAX_INPUT_TOTAL_MEMBERS) throw tooManyTotalMembers();
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

/**
 * The most members all the objects and arrays of one input may have together: a body of 90
 * objects of 9,999 keys each passes the bound above and held the loop 0.5 s. 50,000 take
 * about 25 ms to parse, walk and validate here; more records than that go through a file.
 */
export const MAX_INPUT_TOTAL_MEMBERS = 50_000;

export const tooManyTotalMembers = () =>
  new AppError(
    'too_long',
    `The input has more than ${MAX_INPUT_TOTAL_MEMBERS.toLocaleString('en')} members in all ` +
      '(keys and list entries); send large imports as a file',
    { field: '' },
  );

/** The refusal of a container of too many members: `too_long` on its field, as zod's would be. */
export const tooManyMembers = (field = '') =>
  new AppError(
    'too_long',
    `${field || 'The input'} has more than ${MAX_INPUT_MEMBERS.toLocaleString('en')} members`,
    { field },
  );

export type JsonShapeFault =
  { kind: 'depth' } | { kind: 'total' } | { kind: 'members'; field: string };

/**
 * What makes a JSON text too big a shape to parse, found by one pass over its characters
 * before anything parses it: `depth` when it nests deeper than `limits.depth`, `members`
 * (with the dotted field of the container) when an object or array has more than
 * `limits.members` members, counted by the commas at its level; undefined when neither.
 * Malformed text is the parser's to refuse.
 */
export function jsonShapeFault(
  text: string,
  limits: { depth: number; members: number; total?: number },
): JsonShapeFault | undefined {
  const total = limits.total ?? Infinity;
  let members = 0; // every container and every comma: at least the members of them all
  // Per open container (index = depth): the commas at its level, whether it is an array,
  // and where its current member's key stands in the text (objects).
  const commas: number[] = [0];
  const arrays: boolean[] = [false];
  const keys: [number, number][] = [[0, 0]];
  let depth = 0;
  let inString = false;
  let stringStart = 0;
  let lastString: [number, number] = [0, 0];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) {
        inString = false;
        lastString = [stringStart, i + 1];
      }
    } else if (c === 34) {
      inString = true;
      stringStart = i;
    } else if (c === 58 /* : */) keys[depth] = lastString;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > limits.depth) return { kind: 'depth' };
      if (++members > total) return { kind: 'total' };
      commas[depth] = 0;
      arrays[depth] = c === 91;
    } else if (c === 93 /* ] */ || c === 125 /* } */) {
      if (depth > 0) depth--;
    } else if (c === 44 /* , */ && depth > 0) {
      if (++commas[depth]! >= limits.members) {
        return { kind: 'members', field: fieldAt(text, depth, arrays, commas, keys) };
      }
      if (++members > total) return { kind: 'total' };
    }
  }
  return undefined;
}

/** The dotted field of the container open at `depth` (its parents' current members). */
function fieldAt(
  text: string,
  depth: number,
  arrays: readonly boolean[],
  commas: readonly number[],
  keys: readonly [number, number][],
): string {
  const parts: string[] = [];
  for (let level = 1; level < depth; level++) {
    if (arrays[level]) parts.push(String(commas[level]));
    else {
      const [start, end] = keys[level]!;
      try {
        parts.push(String(JSON.parse(text.slice(start, end))).slice(0, 200));
      } catch {
        parts.push('?');
      }
    }
  }
  return parts.join('.');
}

/** The refusal of a JSON request body whose shape passes the bounds above, or undefined. */
export function inputShapeFault(text: string): AppError | undefined {
  const limits = {
    depth: MAX_INPUT_DEPTH,
    members: MAX_INPUT_MEMBERS,
    total: MAX_INPUT_TOTAL_MEMBERS,
  };
  const fault = jsonShapeFault(text, limits);
  if (!fault) return undefined;
  if (fault.kind === 'depth') return tooDeep();
  if (fault.kind === 'total') return tooManyTotalMembers();
  return tooManyMembers(fault.field);
}
