import { act, renderHook, waitFor } from '@testing-library/react';
import { useCommand } from './command.ts';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useCommand', () => {
  it('should be pending during the call and succeed only after the steps that follow it', async () => {
    const call = deferred<string>();
    const after = deferred<void>();
    const onSuccess = jest.fn(() => after.promise);
    const { result } = renderHook(() => useCommand({ mutationFn: (_v: number) => call.promise, onSuccess }));
    expect(result.current.isIdle).toBe(true);

    let answer: Promise<string>;
    act(() => {
      answer = result.current.mutateAsync(7);
    });
    expect(result.current.isPending).toBe(true);
    expect(result.current.variables).toBe(7);

    await act(async () => call.resolve('token'));
    expect(onSuccess).toHaveBeenCalledWith('token', 7);
    expect(result.current.isPending).toBe(true); // the step after the answer (a navigation) is not done yet
    await act(async () => after.resolve());
    await expect(answer!).resolves.toBe('token');
    expect(result.current).toMatchObject({ isSuccess: true, data: 'token', error: null });
  });

  it('should carry the error, call onError and onSettled, and go back to idle on reset', async () => {
    const onError = jest.fn();
    const onSettled = jest.fn();
    const { result } = renderHook(() =>
      useCommand({ mutationFn: (_v: void) => Promise.reject(new Error('WRONG_PASSWORD')), onError, onSettled }),
    );
    await act(async () => result.current.mutate());
    expect(result.current).toMatchObject({ isError: true, status: 'error' });
    expect(result.current.error?.message).toBe('WRONG_PASSWORD');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenCalledWith(undefined, expect.any(Error), undefined);

    act(() => result.current.reset());
    expect(result.current).toMatchObject({ isIdle: true, error: null });
  });

  it('should show the state of the latest call only, with the options of the latest render', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const calls = [first.promise, second.promise];
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ tag }) => useCommand({ mutationFn: () => calls.shift()!, onSuccess: (d: string) => void seen.push(`${tag}:${d}`) }),
      {
        initialProps: { tag: 'a' },
      },
    );
    act(() => result.current.mutate());
    rerender({ tag: 'b' });
    act(() => result.current.mutate());
    await act(async () => second.resolve('two'));
    await waitFor(() => expect(result.current.data).toBe('two'));
    await act(async () => first.resolve('one'));
    expect(result.current.data).toBe('two');
    expect(seen).toEqual(['b:two', 'a:one']);
  });
});
