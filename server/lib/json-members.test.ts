import { describe, expect, it } from 'vitest';
import { membersOf, withoutMember } from './json-members.js';

const text = (value: string) => Buffer.from(value, 'utf8');
const sliced = (value: string) => {
  const buffer = text(value);
  return (membersOf(buffer) ?? []).map((member) => [member.key, buffer.subarray(member.valueStart, member.end).toString('utf8')]);
};

describe('membersOf', () => {
  it('finds each member of the object as written, nested values, escapes and all', () => {
    expect(sliced('{ "transaction" : {"id":"a\\"}b","n":[1,{"x":"]"}]} ,\n  "hash":"ab\\/c=", "n": -1.5e3 }')).toEqual([
      ['transaction', '{"id":"a\\"}b","n":[1,{"x":"]"}]}'],
      ['hash', '"ab\\/c="'],
      ['n', '-1.5e3'],
    ]);
    expect(sliced('{"name":"Mwila Bandá ✓","empty":{}}')).toEqual([
      ['name', '"Mwila Bandá ✓"'],
      ['empty', '{}'],
    ]);
    expect(membersOf(text(' {} '))).toEqual([]);
  });

  it('is null for a text that is not an object', () => {
    for (const value of ['[1]', '"x"', '{"a":1', '{"a" 1}', '{"a":1 "b":2}', '{"a":}', '']) expect(membersOf(text(value))).toBeNull();
  });
});

describe('withoutMember', () => {
  const cut = (value: string, key: string) => withoutMember(text(value), membersOf(text(value))!, key)?.toString('utf8') ?? null;

  it('takes out a member and the comma joining it, leaving the rest byte for byte', () => {
    expect(cut('{\n  "transaction": {"id": 1},\n  "hash": "x"\n}', 'hash')).toBe('{\n  "transaction": {"id": 1}\n}');
    expect(cut('{"hash":"x", "transaction":{"id":1}}', 'hash')).toBe('{"transaction":{"id":1}}');
    expect(cut('{"a":1,"hash":"x","b":2}', 'hash')).toBe('{"a":1,"b":2}');
    expect(cut('{ "hash":"x" }', 'hash')).toBe('{  }');
    expect(cut('{"a":1}', 'hash')).toBeNull();
  });
});
