import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from './domain-error.ts';
import { checkInput, parseInput, text } from './input.ts';

const SCHEMA = z.object({
  name: text({ max: 5, required: true, messages: { control: 'Nazwa zawiera niedozwolone znaki.' } }),
  body: text({ max: 10, multiline: true }),
  nested: z.object({ count: z.number().int().min(1, 'Co najmniej 1.') }),
});

function fieldsOf(input: unknown): Record<string, string> | undefined {
  try {
    parseInput(SCHEMA, input);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('BAD_USER_INPUT');
    return (error as DomainError).fields;
  }
  return undefined;
}

describe('parseInput', () => {
  it('returns the normalised value: trimmed, whitespace collapsed on one line, line breaks kept in text', () => {
    expect(parseInput(SCHEMA, { name: '  a \t b ', body: ' x\r\ny ', nested: { count: 2 } })).toEqual({
      name: 'a b',
      body: 'x\ny',
      nested: { count: 2 },
    });
  });

  it('reports every bad field at once, by path, in Polish', () => {
    expect(fieldsOf({ name: '   ', body: 'ąęśćżźńół12', nested: { count: 0 } })).toEqual({
      name: 'Wymagane',
      body: 'Maksymalna długość to 10 znaków',
      'nested.count': 'Co najmniej 1.',
    });
  });

  it('counts characters as people do and refuses control characters with the given message', () => {
    expect(fieldsOf({ name: '😀😀😀😀😀', body: '', nested: { count: 1 } })).toBeUndefined();
    expect(fieldsOf({ name: 'a\u0000b', body: 'a\u0007', nested: { count: 1 } })).toEqual({
      name: 'Nazwa zawiera niedozwolone znaki.',
      body: 'Tekst zawiera niedozwolone znaki.',
    });
  });

  it('answers wrong types in Polish rather than with zod internals', () => {
    const fields = fieldsOf({ name: 5, body: 'x', nested: { count: 1 } });
    expect(fields?.name).toMatch(/[ąęółżźćńś]|Nieprawidłow|Oczekiwano/i);
  });

  it('checkInput returns the problems instead of throwing', () => {
    expect(checkInput(SCHEMA, { name: 'ok', body: '', nested: { count: 1 } })).toEqual({
      ok: true,
      data: { name: 'ok', body: '', nested: { count: 1 } },
    });
    expect(checkInput(SCHEMA, { name: '', body: '', nested: { count: 1 } })).toEqual({
      ok: false,
      fields: { name: 'Wymagane' },
    });
  });
});
