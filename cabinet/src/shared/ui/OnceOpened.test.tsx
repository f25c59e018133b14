import { render, screen, waitFor } from '@testing-library/react';
import { lazyNamed, OnceOpened } from './OnceOpened.tsx';

// A dialog's code comes with its first opening: nothing of it before, and it stays mounted once opened.

function makeDialog() {
  const load = jest.fn(async () => ({ Note: ({ open }: { open: boolean }) => <p>{open ? 'open note' : 'closed note'}</p> }));
  return { Note: lazyNamed(load, 'Note'), load };
}

describe('given a lazily loaded dialog', () => {
  it('should fetch and render nothing of it until it first opens', () => {
    const { Note, load } = makeDialog();
    render(
      <OnceOpened open={false}>
        <Note open={false} />
      </OnceOpened>,
    );
    expect(screen.queryByText(/note/)).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('should render it when it opens and keep it mounted after it closes', async () => {
    const { Note } = makeDialog();
    const { rerender } = render(
      <OnceOpened open>
        <Note open />
      </OnceOpened>,
    );
    expect(await screen.findByText('open note')).toBeInTheDocument();
    rerender(
      <OnceOpened open={false}>
        <Note open={false} />
      </OnceOpened>,
    );
    expect(screen.getByText('closed note')).toBeInTheDocument();
  });

  it('should fetch its code ahead when given a preload, without rendering it', async () => {
    const { Note, load } = makeDialog();
    render(
      <OnceOpened open={false} preload={Note.preload}>
        <Note open={false} />
      </OnceOpened>,
    );
    await waitFor(() => expect(load).toHaveBeenCalled(), { timeout: 4000 });
    expect(screen.queryByText(/note/)).not.toBeInTheDocument();
  });
});
