import { describe, expect, it } from 'vitest';
import type { AppError } from '../errors/index.ts';
import {
  assertCleanInput,
  jsonShapeFault,
  MAX_INPUT_DEPTH,
  MAX_INPUT_MEMBERS,
} from './input-guard.ts';

const nest = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

function errorOf(input: unknown): AppError | undefined {
  try {
    assertCleanInput(input);
    return undefined;
  } catch (error) {
    return error as AppError;
  }
}

describe('assertCleanInput', () => {
  it('accepts ordinary input', () => {
    expect(errorOf({ name: 'a', values: [{ data: { value: [1, 'x', null] } }] })).toBeUndefined();
    expect(errorOf(nest(MAX_INPUT_DEPTH - 1))).toBeUndefined();
  });

  it('takes the bytes of an uploaded file as data, not as fields', () => {
    // A 0 byte is no NUL in a string, and 64 KB of bytes are not walked one by one.
    expect(errorOf({ filename: 'a.png', content: Buffer.alloc(65536) })).toBeUndefined();
    expect(errorOf({ content: new Uint8Array([0, 1, 2]) })).toBeUndefined();
  });

  it('names the field holding a NUL, at any depth', () => {
    expect(errorOf({ name: 'a\u0000b' })?.details[0]).toMatchObject({
      code: 'invalid_value',
      field: 'name',
    });
    expect(errorOf({ values: [{ data: { value: '\u0000' } }] })?.details[0]?.field).toBe(
      'values.0.data.value',
    );
    expect(errorOf({ 'a\u0000': 1 })?.code).toBe('invalid_value');
    expect(errorOf('\u0000')?.code).toBe('invalid_value');
  });

  it('refuses nesting deeper than the bound, however deep, without overflowing', () => {
    expect(errorOf(nest(MAX_INPUT_DEPTH + 1))?.message).toMatch(/nested/);
    expect(errorOf(nest(100_000))?.code).toBe('invalid_value');
  });

  it('refuses an object or array of more members than the bound', () => {
    const keys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [i, 1]));
    expect(errorOf({ a: keys(MAX_INPUT_MEMBERS) })).toBeUndefined();
    expect(errorOf({ a: keys(MAX_INPUT_MEMBERS + 1) })?.details[0]).toMatchObject({
      code: 'too_long',
      field: 'a',
    });
    expect(errorOf([new Array(MAX_INPUT_MEMBERS + 1).fill(0)])?.details[0]?.field).toBe('0');
  });
});

describe('jsonShapeFault', () => {
  const limits = { depth: 3, members: 3 };
  const fault = (text: string) => jsonShapeFault(text, limits);
  it('counts the members of each object and array at its own level', () => {
    expect(fault('[1,2,3]')).toBeUndefined();
    expect(fault('{"a":1,"b":2,"c":[1,2,3]}')).toBeUndefined();
    expect(fault('[[1,2],[3,4],[5,6]]')).toBeUndefined();
    expect(fault('["a,b,c,d,e", "\\\\", ","]')).toBeUndefined();
    expect(fault('1,2,3,4,5')).toBeUndefined();
    expect(fault('[[[[1]]]]')).toEqual({ kind: 'depth' });
    expect(fault('{"a":"[[[[[[\\"[[["}')).toBeUndefined();
    expect(jsonShapeFault('['.repeat(5000), { depth: 32, members: 10 })).toEqual({ kind: 'depth' });
  });

  it('counts the members of all containers together against the total', () => {
    const total = { depth: 5, members: 10, total: 6 };
    expect(jsonShapeFault('[[1,2],[3,4]]', total)).toBeUndefined();
    expect(jsonShapeFault('[[1,2],[3,4],[5,6]]', total)).toEqual({ kind: 'total' });
  });

  it('names the field of the container with too many members', () => {
    expect(fault('[1,2,3,4]')).toEqual({ kind: 'members', field: '' });
    expect(fault('{"a":1,"b":2,"c":3,"d":4}')).toEqual({ kind: 'members', field: '' });
    expect(fault('{"a":1,"ids":[1,2,3,4]}')).toEqual({ kind: 'members', field: 'ids' });
    const deep = '{"x":{"a":1},"v":[0,{"k\\"":[1,2,3,4]}]}';
    expect(jsonShapeFault(deep, { depth: 4, members: 3 })).toEqual({
      kind: 'members',
      field: 'v.1.k"',
    });
  });
});
