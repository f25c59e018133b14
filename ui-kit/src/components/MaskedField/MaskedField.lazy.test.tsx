import { createRoot } from 'react-dom/client';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MaskedField } from './MaskedField.tsx';
import { loadImask, type IMaskFactory } from './loadImask.ts';
import { renderKit } from '../../test/render.tsx';
import { TypedBeforeEffects } from '../../test/typedBeforeEffects.tsx';

// imask is a chunk of its own: here it arrives only when the test lets it (mockImask.arrive()).
const mockImask = { arrive: () => {} };
jest.mock('./loadImask.ts', () => {
  const actual = jest.requireActual<{ loadImask: () => Promise<IMaskFactory> }>('./loadImask.ts');
  let loaded: IMaskFactory | undefined;
  let pending: Promise<IMaskFactory> | undefined;
  return {
    imaskIfLoaded: () => loaded,
    loadImask: jest.fn(
      () =>
        (pending ??= new Promise((resolve) => {
          mockImask.arrive = () => void actual.loadImask().then((f) => resolve((loaded = f)));
        })),
    ),
  };
});

describe('MaskedField before imask arrives', () => {
  beforeEach(() => jest.mocked(loadImask).mockClear());

  it('should report what was typed before its effects ran, and keep it', async () => {
    renderKit(<TypedBeforeEffects typed="916123" />);
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    expect(screen.getByRole('status')).toHaveTextContent('916123');
    expect(input).toHaveValue('916123');
  });

  it('should ask for imask at once for text typed before its effects ran (a prerendered field)', () => {
    renderKit(<TypedBeforeEffects typed="916123" />);
    expect(loadImask).toHaveBeenCalled();
  });

  it('should ask for imask in the commit that shows a field holding text, before an event can reach the form', async () => {
    // as a prerendered page's hydration does when a tap on Send comes before it has finished: React hydrates at once and
    // hands the tap to the form's handler, before the effects' task; a submit awaiting masksSettled() must see this mask
    const container = document.body.appendChild(document.createElement('div'));
    const acting = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const root = createRoot(container);
    try {
      const askedAtCommit = new Promise<boolean>((done) => {
        const watch = new MutationObserver(() => {
          if (!container.querySelector('input')) return;
          watch.disconnect();
          done(jest.mocked(loadImask).mock.calls.length > 0);
        });
        watch.observe(container, { childList: true, subtree: true });
      });
      root.render(<TypedBeforeEffects typed="916123" />);
      expect(await askedAtCommit).toBe(true);
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = acting;
      root.unmount();
      container.remove();
    }
  });

  it('should ask for imask when the field is focused, not before', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderKit(<MaskedField mask="phone" label="Телефон" />);
      expect(loadImask).not.toHaveBeenCalled();
      await user.click(screen.getByRole('textbox', { name: 'Телефон' }));
      expect(loadImask).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('should take typing at once and mask what was typed when imask comes', async () => {
    const onChange = jest.fn();
    const onValueChange = jest.fn();
    const onComplete = jest.fn();
    renderKit(<MaskedField mask="phone" label="Телефон" onChange={onChange} onValueChange={onValueChange} onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    await userEvent.type(input, '916123');
    expect(input).toHaveValue('916123');
    expect(onChange).toHaveBeenLastCalledWith('916123');

    await act(async () => mockImask.arrive());
    expect(input).toHaveValue('+7 (916) 123');
    expect(onChange).toHaveBeenLastCalledWith('+7 (916) 123');
    expect(onValueChange).toHaveBeenLastCalledWith('+7 (916) 123', '7916123');
    expect(onComplete).not.toHaveBeenCalled();

    await userEvent.type(input, '4567');
    expect(input).toHaveValue('+7 (916) 123-45-67');
    expect(onChange).toHaveBeenLastCalledWith('+7 (916) 123-45-67');
    expect(onComplete).toHaveBeenLastCalledWith('+7 (916) 123-45-67', '79161234567');
  });
});
