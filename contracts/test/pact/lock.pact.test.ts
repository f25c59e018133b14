import { cabinet } from '../../src/index.ts';
import { proposed } from './expectations.ts';
import {
  answersJson,
  cabinetPact,
  failure,
  fromProviderState,
  messageLike,
  ok,
  individualLoggedIn,
  sendsJsonWithToken,
  sessionClient,
  string,
} from './helpers.ts';

const lock = { buBoardUuid: '0b5f7c1e-2a3d-4e5f-8a9b-1c2d3e4f5a6b', cuBoardId: 1, lockNumber: 7 };
const activeOrder = { ...individualLoggedIn, orderNumber: 1001, floorCellNumber: 'A-101', ...lock };
/** The box and its lock address are the provider's: the state answers them. */
const lockPath = (floorCellNumber: string) =>
  fromProviderState('/api/v1/lock/cell/open/${floorCellNumber}', `/api/v1/lock/cell/open/${floorCellNumber}`);
const lockBody = {
  buBoardUuid: fromProviderState('${buBoardUuid}', lock.buBoardUuid),
  cuBoardId: fromProviderState('${cuBoardId}', lock.cuBoardId),
  lockNumber: fromProviderState('${lockNumber}', lock.lockNumber),
};

describe('cabinet API: opening a lock', () => {
  it('should send the open command for the box of an active paid order', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an active paid order with a lock', activeOrder)
      .uponReceiving(proposed('an open command for the lock of box A-101', 'success-bodies'))
      .withRequest('POST', lockPath('A-101'), sendsJsonWithToken(lockBody))
      .willRespondWith(200, answersJson({ success: ok(), message: string('command to open the lock sent') }))
      .executeTest(async (mock) => {
        const answer = await sessionClient(mock.url).call(cabinet.openLock, { params: { kind: 'cell', id: 'A-101' }, body: lock });
        expect(answer.success).toBe(true);
      });
  });

  it('should refuse the lock of a box in debt', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an order in debt with a lock', {
        ...individualLoggedIn,
        orderNumber: 1004,
        floorCellNumber: 'B-201',
        ...lock,
      })
      .uponReceiving(proposed('an open command for the lock of a box in debt', 'lock-errors'))
      .withRequest('POST', lockPath('B-201'), sendsJsonWithToken(lockBody))
      .willRespondWith(400, answersJson({ error_code: 'NO_LOCK_ACCESS', message: messageLike('no access to the lock') }))
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.openLock, { params: { kind: 'cell', id: 'B-201' }, body: lock }));
        expect(error.code).toBe('NO_LOCK_ACCESS');
      });
  });

  it('should answer LOCK_UNAVAILABLE for a lock that is out of order', async () => {
    await cabinetPact()
      .addInteraction()
      .given('the individual demo customer has an active paid order whose lock is out of order', activeOrder)
      .uponReceiving(proposed('an open command for a lock that is out of order', 'lock-errors'))
      .withRequest('POST', lockPath('A-101'), sendsJsonWithToken(lockBody))
      .willRespondWith(
        409,
        answersJson({
          error_code: 'LOCK_UNAVAILABLE',
          message: string('the lock is not available, contact the manager'),
        }),
      )
      .executeTest(async (mock) => {
        const error = await failure(sessionClient(mock.url).call(cabinet.openLock, { params: { kind: 'cell', id: 'A-101' }, body: lock }));
        expect(error.status).toBe(409);
        expect(error.code).toBe('LOCK_UNAVAILABLE');
      });
  });
});
