import type { Sandbox } from './context.ts';
import { HttpError } from './http.ts';
import { tick } from './domain/day-rules.ts';

/**
 * One transaction per call: the day rules first (what the clock moved holds whatever the call does), then the
 * call inside a savepoint. A refusal (HttpError) rolls the call's writes back, so a refused request changes
 * nothing, unless the refusal keeps them on purpose (`keepWrites`: a spent SMS attempt); any other failure rolls
 * everything back.
 */
export function transaction<T>(sb: Sandbox, fn: () => T): T {
  sb.db.exec('BEGIN IMMEDIATE');
  try {
    tick(sb);
    sb.db.exec('SAVEPOINT call');
    let result: T;
    try {
      result = fn();
    } catch (e) {
      if (e instanceof HttpError) {
        if (!e.keepWrites) sb.db.exec('ROLLBACK TO call');
        sb.db.exec('RELEASE call');
        sb.db.exec('COMMIT');
      }
      throw e;
    }
    sb.db.exec('RELEASE call');
    sb.db.exec('COMMIT');
    return result;
  } catch (e) {
    if (sb.db.isTransaction) sb.db.exec('ROLLBACK');
    throw e;
  }
}
