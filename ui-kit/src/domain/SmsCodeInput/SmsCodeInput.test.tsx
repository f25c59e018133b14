import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SmsCodeInput } from './SmsCodeInput.tsx';
import { expectNoAxeViolations, renderKit } from '../../test/render.tsx';

describe('SmsCodeInput', () => {
  describe('given an empty code', () => {
    it('should keep confirm disabled until six digits are typed, then send them', async () => {
      const onConfirm = jest.fn();
      renderKit(<SmsCodeInput codeLength={6} resendAfter={60} onConfirm={onConfirm} attemptsLeft={3} />);
      const input = screen.getByLabelText('Код из SMS');
      expect(input).toHaveAttribute('autocomplete', 'one-time-code');
      expect(input).toHaveAttribute('inputmode', 'numeric');
      const confirm = screen.getByRole('button', { name: 'Подтвердить' });
      expect(confirm).toBeDisabled();
      await userEvent.type(input, '12a3456');
      expect(input).toHaveValue('123456');
      expect(confirm).toBeEnabled();
      await userEvent.click(confirm);
      expect(onConfirm).toHaveBeenCalledWith('123456');
      await expectNoAxeViolations();
    });
  });

  describe('given a code length the screen decided', () => {
    it('should take that many digits and wait for all of them', async () => {
      const onConfirm = jest.fn();
      renderKit(<SmsCodeInput codeLength={4} resendAfter={60} onConfirm={onConfirm} />, { locale: 'en' });
      const input = screen.getByLabelText('SMS code');
      await userEvent.type(input, '123');
      expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
      await userEvent.type(input, '45');
      expect(input).toHaveValue('1234');
      await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
      expect(onConfirm).toHaveBeenCalledWith('1234');
    });
  });

  describe('given numeric attempts left', () => {
    it('should show them with the right plural', () => {
      renderKit(<SmsCodeInput codeLength={6} resendAfter={60} onConfirm={() => undefined} attemptsLeft={2} invalid />);
      expect(screen.getByText('Неверный код')).toBeInTheDocument();
      expect(screen.getByText('Осталось 2 попытки')).toBeInTheDocument();
      expect(screen.getByLabelText('Код из SMS')).toHaveAttribute('aria-invalid', 'true');
    });

    it('should not show attempts when the count is unknown', () => {
      renderKit(<SmsCodeInput codeLength={6} resendAfter={60} onConfirm={() => undefined} attemptsLeft={null} />, { locale: 'en' });
      expect(screen.queryByText(/attempt/)).not.toBeInTheDocument();
    });
  });

  describe('given confirming and resending that cannot happen now', () => {
    it('should keep the code typed, and disable confirm and resend with the reason', async () => {
      const onConfirm = jest.fn();
      const onResend = jest.fn();
      renderKit(
        <SmsCodeInput
          codeLength={6}
          resendAfter={60}
          secondsLeft={0}
          onConfirm={onConfirm}
          onResend={onResend}
          disabledReason="Нет связи"
        />,
      );
      const input = screen.getByLabelText('Код из SMS');
      await userEvent.type(input, '123456');
      expect(input).toHaveValue('123456');
      const confirm = screen.getByRole('button', { name: 'Подтвердить' });
      expect(confirm).toBeDisabled();
      expect(confirm).toHaveAccessibleDescription('Нет связи');
      const resend = screen.getByRole('button', { name: /код/i });
      expect(resend).toBeDisabled();
      expect(resend).toHaveAccessibleDescription('Нет связи');
      await userEvent.type(input, '{Enter}');
      expect(onConfirm).not.toHaveBeenCalled();
      await expectNoAxeViolations();
    });
  });

  describe('given a request in flight', () => {
    it('should keep the button busy', () => {
      renderKit(<SmsCodeInput codeLength={6} resendAfter={60} onConfirm={() => undefined} defaultValue="123456" pending />, {
        locale: 'en',
      });
      const button = screen.getByRole('button', { name: 'Confirm' });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-busy', 'true');
    });
  });

  describe('given blocked confirmation', () => {
    it('should disable the input and the button and say why', async () => {
      const onConfirm = jest.fn();
      renderKit(<SmsCodeInput codeLength={6} resendAfter={60} onConfirm={onConfirm} defaultValue="123456" blocked attemptsLeft={0} />, {
        locale: 'en',
      });
      expect(screen.getByLabelText('SMS code')).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
      expect(screen.getByText(/confirmation is blocked/)).toBeInTheDocument();
      await expectNoAxeViolations();
    });
  });

  describe('given the internal countdown', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('should show the resend link only after 60 seconds and restart on a new key', () => {
      const onResend = jest.fn();
      const { rerender } = renderKit(
        <SmsCodeInput codeLength={6} resendAfter={60} onConfirm={() => undefined} onResend={onResend} countdownKey={1} />,
        { locale: 'en' },
      );
      expect(screen.getByText('Resend the code in 60 s')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(59_000));
      expect(screen.getByText('Resend the code in 1 s')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Resend the code' })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1_000));
      act(() => screen.getByRole('button', { name: 'Resend the code' }).click());
      expect(onResend).toHaveBeenCalledTimes(1);
      rerender(<SmsCodeInput codeLength={6} resendAfter={60} onConfirm={() => undefined} onResend={onResend} countdownKey={2} />);
      expect(screen.getByText('Resend the code in 60 s')).toBeInTheDocument();
    });
  });

  describe('given a controlled countdown', () => {
    it('should follow secondsLeft', () => {
      const { rerender } = renderKit(
        <SmsCodeInput codeLength={6} resendAfter={60} onConfirm={() => undefined} onResend={() => undefined} secondsLeft={5} />,
      );
      expect(screen.getByText('Отправить код повторно через 5 с')).toBeInTheDocument();
      rerender(<SmsCodeInput codeLength={6} resendAfter={60} onConfirm={() => undefined} onResend={() => undefined} secondsLeft={0} />);
      expect(screen.getByRole('button', { name: 'Отправить код повторно' })).toBeInTheDocument();
    });
  });
});
