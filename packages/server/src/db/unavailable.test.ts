import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

describe('isDatabaseUnavailable', () => {
  it('recognises dropped and refused connections, also when wrapped', () => {
    expect(isDatabaseUnavailable({ code: '57P01', message: 'terminating connection due to administrator command' })).toBe(true);
    expect(isDatabaseUnavailable({ code: '08006' })).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: new Error('Connection terminated due to connection timeout') }))).toBe(true);
  });
  it('leaves query errors alone', () => {
    expect(isDatabaseUnavailable({ code: '23505', message: 'duplicate key value violates unique constraint' })).toBe(false);
    expect(isDatabaseUnavailable({ code: '42P01', message: 'relation "x" does not exist' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
