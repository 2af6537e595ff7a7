import { isTransientInfrastructureError } from './transient-errors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isTransientInfrastructureError', () => {
  it('recognises a database that is away, restarting or in conflict', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001', '40P01', '40001']) {
      expect(isTransientInfrastructureError(withCode(code))).toBe(true);
    }
    expect(isTransientInfrastructureError(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('looks through TypeORM wrappers and causes', () => {
    const wrapped = Object.assign(new Error('QueryFailedError'), { driverError: withCode('57P01') });
    expect(isTransientInfrastructureError(wrapped)).toBe(true);
    expect(isTransientInfrastructureError(new Error('outer', { cause: withCode('ECONNREFUSED') }))).toBe(true);
  });

  it('leaves bad data and bugs to the bounded retries', () => {
    for (const code of ['23505', '23514', '22P02', '42703']) {
      expect(isTransientInfrastructureError(withCode(code))).toBe(false);
    }
    expect(isTransientInfrastructureError(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isTransientInfrastructureError('a string')).toBe(false);
    expect(isTransientInfrastructureError(null)).toBe(false);
  });
});
