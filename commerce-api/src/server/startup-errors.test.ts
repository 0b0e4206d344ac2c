// A failed start is named for the operator (startup-errors.ts).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { describeStartupError } from './startup-errors.js';

const withCode = (code: string) => Object.assign(new Error('x'), { code });

describe('startup errors', () => {
  it('names the port in use, the database out of reach, a refused login and a missing database, never the password', () => {
    assert.match(describeStartupError(withCode('EADDRINUSE'), { PORT: '4100' }), /port 4100 is already in use.*set PORT/);
    const env = { DATABASE_URL: 'postgres://shop:secret@db.internal:5433/shop' };
    const refused = describeStartupError(new AggregateError([withCode('ECONNREFUSED')]), env);
    assert.match(refused, /PostgreSQL at db\.internal:5433\/shop \(DATABASE_URL\) does not answer \(ECONNREFUSED\)/);
    assert.doesNotMatch(refused, /secret/);
    assert.match(describeStartupError(withCode('28P01'), env), /refused the login/);
    assert.match(describeStartupError(withCode('3D000'), env), /does not exist/);
    assert.match(describeStartupError(new Error('boom'), {}), /^commerce-api cannot start: Error: boom/);
  });
});
