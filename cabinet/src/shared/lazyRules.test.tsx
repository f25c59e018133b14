import { useForm } from 'react-hook-form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { z } from 'zod/mini';
import { TextField } from '@sb/ui-kit';
import { uiKitMessagesRu } from '@sb/ui-kit';
import ru from './i18n/ru.json';
import { useFieldError } from './forms.ts';
import { lazyFormResolver, useLazyRulesSubmit } from './lazyRules.ts';
import { lazyModule } from './ui/lazyModule.ts';
import { ApiErrorMessage } from './errors/ApiErrorMessage.tsx';

// Forms whose rules come in their own chunk (`lazyFormResolver`): the rules are awaited by the validation, and a
// chunk that fails to load is the form's error while what was typed stays.

const rulesModule = { cityForm: z.object({ city: z.string().check(z.trim(), z.minLength(3, 'symbolsMin')) }) };
type Values = z.input<typeof rulesModule.cityForm>;

function Demo({ rules, onSubmit }: { rules: ReturnType<typeof lazyModule<typeof rulesModule>>; onSubmit: (v: Values) => void }) {
  const fieldError = useFieldError();
  const { submit, error } = useLazyRulesSubmit();
  const form = useForm<Values>({ resolver: lazyFormResolver(rules, (m) => m.cityForm), defaultValues: { city: '' } });
  return (
    <form noValidate onSubmit={submit(form.handleSubmit(onSubmit))}>
      <TextField label="City" error={fieldError(form.formState.errors.city)} {...form.register('city')} />
      {error ? <ApiErrorMessage error={error} /> : null}
      <button type="submit">Send</button>
    </form>
  );
}

function renderDemo(fetchModule: () => Promise<typeof rulesModule>) {
  const onSubmit = jest.fn();
  render(
    <IntlProvider locale="ru" messages={{ ...uiKitMessagesRu, ...ru }}>
      <Demo rules={lazyModule(fetchModule)} onSubmit={onSubmit} />
    </IntlProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

// a cold first render on a busy machine takes more than Jest's 5 s
jest.setTimeout(30_000);

describe('given a form whose rules come in their own chunk', () => {
  it('should check with the rules once they are here, then send', async () => {
    const { user, onSubmit } = renderDemo(() => Promise.resolve(rulesModule));
    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Ом');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Не меньше 3 символов')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'ск');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: 'Send' });
    expect(onSubmit).toHaveBeenCalledWith({ city: 'Омск' }, expect.anything());
  });

  it('should show the failed fetch of the rules, keep what was typed and send on the next try', async () => {
    const fetchModule = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(rulesModule);
    const { user, onSubmit } = renderDemo(fetchModule);
    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Омск');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // the app's message for a failure it cannot name, as /auth shows a rule that did not arrive
    expect(await screen.findByRole('alert')).toHaveTextContent(ru['errors.unexpected']);
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('Омск');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: 'Send' });
    expect(onSubmit).toHaveBeenCalledWith({ city: 'Омск' }, expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
