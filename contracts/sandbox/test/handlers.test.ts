// The handler table against the contracts' endpoint table: every endpoint of both APIs has exactly one handler,
// no handler answers an endpoint the contracts do not define, and every request reaches the handler of its endpoint.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { allEndpoints, cabinet, general } from '@sb/contracts';
import { handlerGroups, handlers } from '../src/handlers/index.ts';
import { apiRoutes, findApiRoute } from '../src/api/router.ts';
import type { HandlerGroup } from '../src/api/handler.ts';

const endpointIds = allEndpoints.map((e) => e.id);

test('endpoint ids are `<api>.<export name>` (what the handler table is typed by)', () => {
  const wrong = Object.entries({ cabinet, general }).flatMap(([api, endpoints]) =>
    Object.entries(endpoints)
      .filter(([name, e]) => e.id !== `${api}.${name}` || e.api !== api)
      .map(([name, e]) => `${api}.${name} has id ${e.id}`),
  );
  assert.deepEqual(wrong, []);
  assert.equal(new Set(endpointIds).size, endpointIds.length, 'endpoint ids are unique');
});

test('every endpoint of the contracts has a handler, and no handler is for an unknown endpoint', () => {
  const keys = Object.keys(handlers);
  assert.deepEqual(
    endpointIds.filter((id) => !keys.includes(id)),
    [],
    'endpoints without a handler',
  );
  assert.deepEqual(
    keys.filter((id) => !endpointIds.includes(id)),
    [],
    'handlers of no endpoint',
  );
  for (const id of keys) assert.equal(typeof handlers[id as keyof typeof handlers], 'function', id);
});

test('each endpoint is handled in exactly one group', () => {
  const seen = new Map<string, string[]>();
  for (const [group, table] of Object.entries(handlerGroups))
    for (const id of Object.keys(table)) seen.set(id, [...(seen.get(id) ?? []), group]);
  assert.deepEqual(
    [...seen].filter(([, groups]) => groups.length !== 1).map(([id, groups]) => `${id}: ${groups.join(', ')}`),
    [],
  );
  assert.equal(seen.size, endpointIds.length);
});

test('the route table routes every endpoint path to its own handler', () => {
  assert.equal(apiRoutes.length, allEndpoints.length);
  for (const e of allEndpoints) {
    const sample = e.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'status' || name === 'x' ? 'active' : '1001'));
    const found = findApiRoute(e.method, sample);
    assert.equal(found?.route.endpoint.id, e.id, `${e.method} ${sample}`);
    assert.equal(found?.route.handler, handlers[e.id as keyof typeof handlers], e.id);
  }
  assert.equal(findApiRoute('DELETE', '/api/v1/client'), null);
  assert.equal(findApiRoute('GET', '/api/v1/no-such-call'), null);
});

test('a handler is typed from its endpoint: a wrong answer or an unknown request field fails the typecheck', () => {
  // the checks are the @ts-expect-error lines (an unused one fails the typecheck); the test runs the handlers
  const wrongAnswer: HandlerGroup = {
    // @ts-expect-error need_sms is a boolean in the contract
    'cabinet.checkPhone': () => ({ need_sms: 'yes', name: null }),
  };
  // @ts-expect-error the answer of general.placesList needs its places
  const missingField: HandlerGroup = { 'general.placesList': () => ({}) };
  const unknownField: HandlerGroup = {
    // @ts-expect-error the body of check-phone has no password
    'cabinet.checkPhone': ({ body }) => ({ need_sms: body.password === '', name: null }),
  };
  // @ts-expect-error no endpoint has this id
  const unknownEndpoint: HandlerGroup = { 'cabinet.noSuchCall': () => ({}) };
  for (const group of [wrongAnswer, missingField, unknownField, unknownEndpoint]) assert.equal(Object.keys(group).length, 1);
});
