import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BROKEN_TEXT, HttpError, parseInput } from './errors';
import { findText, isWellFormedText } from './text-walk';

const broken = (text: string) => !isWellFormedText(text);

describe('findText', () => {
  it('tells half an emoji from a whole one', () => {
    expect(['😀', 'Ann', '', '\ud83d\ude00'].map(isWellFormedText)).toEqual([true, true, true, true]);
    expect(['\ud83d', '\ude00', 'Ann \ud83d', '\ude00Ann', 'a\ud800b', '\udc00\ud800'].map(isWellFormedText)).toEqual([false, false, false, false, false, false]);
  });

  it('names the first one in document order, keys included, however deep', () => {
    expect(findText({ a: 'ok', b: { c: ['x', 'y\ud83d'] }, d: '\ud800' }, broken)).toEqual({ path: 'b.c.1', text: 'y\ud83d' });
    expect(findText({ ok: 1, ['k\ud83d']: { deep: '\ud800' } }, broken)).toEqual({ path: 'k\ufffd', text: 'k\ud83d' });
    expect(findText('\udfff', broken)).toEqual({ path: '', text: '\udfff' });
    expect(findText({ a: ['fine', 1, null, true], b: '😀' }, broken)).toBeNull();
  });

  it('walks a body nested far deeper than the call stack would allow', () => {
    let deep: unknown = '\ud83d';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findText(deep, broken)?.text).toBe('\ud83d');
  });
});

describe('parseInput refuses text that is not well-formed, whatever it reads', () => {
  // A query string or path parameter cannot carry half a pair over HTTP today; this holds if that ever changes.
  const query = z.object({ q: z.string(), page: z.coerce.number().optional() });

  it.each([
    ['a query', { q: 'milk \ud83d' }, 'q'],
    ['a field the contract would drop', { q: 'milk', utm: '\ude00' }, 'utm'],
    ['a path parameter', { id: '1\ud800' }, 'id'],
  ])('%s', (_case, input, field) => {
    let thrown: unknown;
    try {
      parseInput(query, input);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    expect((thrown as HttpError).statusCode).toBe(400);
    expect((thrown as HttpError).toBody()).toEqual({ message: `${field}: ${BROKEN_TEXT}`, fields: { [field]: BROKEN_TEXT } });
  });

  it('passes well-formed text on to the contract as before', () => {
    expect(parseInput(query, { q: 'milk 😀', page: '2' })).toEqual({ q: 'milk 😀', page: 2 });
    expect(() => parseInput(query, {})).toThrow('q: Invalid input: expected string, received undefined');
  });
});
