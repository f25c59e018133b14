import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazyModule, useLazyModule } from './lazyModule.ts';
import { useLazyPart } from './lazyPart.ts';

describe('lazyModule', () => {
  it('should fetch the module once and keep it', async () => {
    const fetchModule = jest.fn(() => Promise.resolve({ answer: 42 }));
    const module = lazyModule(fetchModule);
    expect(module.current).toBeUndefined();
    await expect(module.load()).resolves.toEqual({ answer: 42 });
    await module.load();
    expect(fetchModule).toHaveBeenCalledTimes(1);
    expect(module.current).toEqual({ answer: 42 });
  });

  it('should try again after a failed fetch (offline, then back)', async () => {
    const fetchModule = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ answer: 1 });
    const module = lazyModule(fetchModule);
    await expect(module.load()).rejects.toThrow('offline');
    await expect(module.load()).resolves.toEqual({ answer: 1 });
  });
});

describe('useLazyModule', () => {
  function Shows({ module }: { module: ReturnType<typeof lazyModule<{ text: string }>> }) {
    const m = useLazyModule(module);
    return <p>{m ? m.text : 'not yet'}</p>;
  }

  it('should render without the module, then with it once the browser is idle', async () => {
    jest.useFakeTimers();
    try {
      const module = lazyModule(() => Promise.resolve({ text: 'arrived' }));
      render(<Shows module={module} />);
      expect(screen.getByText('not yet')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(250);
      });
      expect(screen.getByText('arrived')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('useLazyPart', () => {
  function Part({ module }: { module: ReturnType<typeof lazyModule<{ text: string }>> }) {
    const part = useLazyPart(module);
    if (part.current) return <p>{part.current.text}</p>;
    if (part.error)
      return (
        <button type="button" onClick={part.retry}>
          failed, retry
        </button>
      );
    return <p>loading</p>;
  }

  it('should show the part once the module arrives when the browser is idle', async () => {
    const module = lazyModule(() => Promise.resolve({ text: 'terms' }));
    render(<Part module={module} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('terms')).toBeInTheDocument();
  });

  it('should fetch a part shown at once with its first render, without waiting for the browser to be idle', async () => {
    jest.useFakeTimers();
    try {
      const fetchModule = jest.fn(() => Promise.resolve({ text: 'cards' }));
      const module = lazyModule(fetchModule);
      function Shown() {
        const part = useLazyPart(module, { fetch: 'now' });
        return <p>{part.current ? part.current.text : 'skeleton'}</p>;
      }
      render(<Shown />);
      expect(screen.getByText('skeleton')).toBeInTheDocument();
      expect(fetchModule).toHaveBeenCalledTimes(1);
      await act(async () => {
        await Promise.resolve();
      });
      expect(screen.getByText('cards')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('should report a module that fails to load, and show it after a retry', async () => {
    const fetchModule = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ text: 'terms' });
    render(<Part module={lazyModule(fetchModule)} />);
    await userEvent.click(await screen.findByRole('button', { name: 'failed, retry' }));
    expect(await screen.findByText('terms')).toBeInTheDocument();
    expect(fetchModule).toHaveBeenCalledTimes(2);
  });
});
