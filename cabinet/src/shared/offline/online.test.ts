import { onlineManager } from '@tanstack/query-core';
import { cabinet } from '@sb/contracts';
import { fakeNetwork } from '../../test/render.tsx';
import { createAppStore } from '../api/store.ts';
import { createClientFor } from '../api/apiClient.ts';
import { userAtom } from '../session/atoms.ts';
import { PROBE_MS, reportReach, setProbe, tryNetworkAgain } from './online.ts';

// Online is query-core's onlineManager, and a connection that says online but carries nothing is offline: a
// call failing on the network makes it so, the first answer of any call (a probe's every PROBE_MS) brings it back.

function setBrowserOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  jest.useRealTimers();
  setProbe(null);
  setBrowserOnline(true);
});

describe('given the browser says online', () => {
  it('should be offline once a call fails on the network, and online at the next answer', async () => {
    const store = createAppStore();
    store.set(userAtom, { token: 'token-a' });
    let carries = false;
    const api = createClientFor(store, async (input, init) => {
      if (!carries) throw new TypeError('Failed to fetch');
      return fakeNetwork({ 'GET /api/v1/client': () => ({ status: 500, body: { message: 'down' } }) }).fetch(input, init);
    });
    await expect(api.call(cabinet.client)).rejects.toMatchObject({ kind: 'network' });
    expect(navigator.onLine).toBe(true);
    expect(onlineManager.isOnline()).toBe(false);
    carries = true;
    // any answer of the server says the connection carries, a failure too
    await expect(api.call(cabinet.client)).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('should try the network with the probe while the calls fail, and stop once one answers', () => {
    jest.useFakeTimers();
    const probe = jest.fn(async () => undefined);
    setProbe(probe);
    reportReach(false);
    jest.advanceTimersByTime(PROBE_MS - 1);
    expect(probe).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(probe).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(PROBE_MS);
    expect(probe).toHaveBeenCalledTimes(2);
    reportReach(true);
    expect(onlineManager.isOnline()).toBe(true);
    jest.advanceTimersByTime(3 * PROBE_MS);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('should try again at once when the customer presses a Retry', () => {
    reportReach(false);
    tryNetworkAgain();
    expect(onlineManager.isOnline()).toBe(true);
  });
});

describe('given the browser says offline', () => {
  it('should be offline whatever the calls did, and online with the network back', () => {
    setBrowserOnline(false);
    expect(onlineManager.isOnline()).toBe(false);
    tryNetworkAgain();
    expect(onlineManager.isOnline()).toBe(false);
    setBrowserOnline(true);
    expect(onlineManager.isOnline()).toBe(true);
  });
});
