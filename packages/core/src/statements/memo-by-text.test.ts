import { describe, expect, it } from 'vitest';
import { memoByText } from './memo-by-text.ts';

describe('memoByText', () => {
  it('answers a repeated text once, and again after the memo is full', () => {
    const asked: string[] = [];
    const length = memoByText((t) => (asked.push(t), { n: t.length }), 2);
    expect(length('abc')).toEqual({ n: 3 });
    expect(length('abc')).toBe(length('abc'));
    expect(asked).toEqual(['abc']);
    length('de');
    length('f'); // the memo was full: it starts again
    length('abc');
    expect(asked).toEqual(['abc', 'de', 'f', 'abc']);
  });

  it('remembers null answers and hands out frozen objects', () => {
    let calls = 0;
    const parse = memoByText((t) => (calls++, t === '' ? null : { t }));
    expect(parse('')).toBeNull();
    expect(parse('')).toBeNull();
    expect(calls).toBe(1);
    expect(Object.isFrozen(parse('x'))).toBe(true);
  });
});
