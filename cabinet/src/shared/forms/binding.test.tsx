import { useForm } from 'react-hook-form';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { z } from 'zod/mini';
import { Checkbox, TextField } from '@sb/ui-kit';
import { phoneField } from '@sb/contracts';
import { uiKitMessagesEn, uiKitMessagesRu } from '@sb/ui-kit';
import en from '../i18n/en.json';
import ru from '../i18n/ru.json';
import { zodFormResolver } from '../forms.ts';
import { FormField, FormMaskedField, useCheckboxProps, useFieldProps, type ErrorText } from './index.ts';

const messages = { en: { ...uiKitMessagesEn, ...en }, ru: { ...uiKitMessagesRu, ...ru } };

const schema = z.object({
  phone: phoneField('auth'),
  city: z.string().check(z.trim(), z.minLength(3, 'symbolsMin')),
  agree: z.literal(true, { message: 'fieldRequired' }),
});
type Values = z.input<typeof schema>;

function Demo({ onSubmit, errorText }: { onSubmit: (v: unknown) => void; errorText?: ErrorText }) {
  const form = useForm<Values>({
    resolver: zodFormResolver(schema),
    defaultValues: { phone: '', city: '', agree: false as never },
    reValidateMode: 'onChange',
  });
  const city = useFieldProps(form.control, 'city', errorText);
  const agree = useCheckboxProps(form.control, 'agree');
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <FormMaskedField control={form.control} name="phone" mask="phone" label="Phone" required />
      <TextField label="City" {...city} />
      <FormField control={form.control} name="city">
        {(p) => <output aria-label="city echo">{`${p.name}=${p.value}`}</output>}
      </FormField>
      <Checkbox label="Agree" {...agree} />
      <button type="submit">Send</button>
    </form>
  );
}

function renderDemo(language: 'ru' | 'en', props: Partial<Parameters<typeof Demo>[0]> = {}) {
  const onSubmit = jest.fn();
  render(
    <IntlProvider locale={language} messages={messages[language]}>
      <Demo onSubmit={onSubmit} {...props} />
    </IntlProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

// a cold first render on a busy machine takes more than Jest's 5 s
jest.setTimeout(30_000);

describe('the react-hook-form binding', () => {
  it('shows each field error in the user language, never the rule id', async () => {
    const { user, onSubmit } = renderDemo('en');
    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'ab');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // the phone and the consent are empty
    expect(await screen.findAllByText('Please fill in this field')).toHaveLength(2);
    expect(screen.getByText('At least 3 characters')).toBeInTheDocument();
    expect(screen.queryByText('fieldRequired')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps what was typed after a failed submit and sends it once valid', async () => {
    const { user, onSubmit } = renderDemo('ru');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '9161234567');
    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Омск');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Заполните поле')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveValue('+7 (916) 123-45-67');
    expect(screen.getByRole('textbox', { name: /^City/ })).toHaveValue('Омск');
    expect(screen.getByLabelText('city echo')).toHaveTextContent('city=Омск');
    await user.click(screen.getByRole('checkbox', { name: /Agree/ }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: 'Send' });
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ phone: '+7 (916) 123-45-67', city: 'Омск', agree: true }),
      expect.anything(),
    );
  });

  it('takes a form own error texts where its errors are not the shared rule ids', async () => {
    const { user } = renderDemo('en', { errorText: (e) => (e ? `custom: ${e.message}` : undefined) });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('custom: symbolsMin')).toBeInTheDocument();
  });

  it('checks a form without a schema by the rules it gives the field', async () => {
    const onSubmit = jest.fn();
    function NoSchema() {
      const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
      return (
        <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
          <FormField control={form.control} name="code" rules={{ validate: (v) => v.length > 0 || 'fieldRequired' }}>
            {(p) => <TextField label="Code" {...p} />}
          </FormField>
          <button type="submit">Send</button>
        </form>
      );
    }
    render(
      <IntlProvider locale="en" messages={messages.en}>
        <NoSchema />
      </IntlProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please fill in this field')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
