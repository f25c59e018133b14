import { useIntl } from 'react-intl';
import type { FieldError } from 'react-hook-form';
import { decodeError } from '../forms.ts';

/** Rule ids this feature has words for; any other id reads as the generic 'check the value'. */
const KNOWN = new Set([
  'fieldRequired',
  'symbolsMin',
  'symbolsMax',
  'digitsOnly',
  'onlyRussianLetters',
  'emailIncorrect',
  'phoneIncorrect',
  'phoneFormat',
  'dateFormat',
  'olderThan18',
  'birthDateIncorrect',
  'birthDateRequired',
  'dateInFuture',
  'passportNumber',
  'divisionCode',
  'documentType',
  'innIncorrect',
  'ogrnIncorrect',
  'kppIncorrect',
  'bikIncorrect',
  'accountIncorrect',
  'correspondIncorrect',
  'passwordMin',
  'passwordRegex',
  'passwordInvalidChars',
  'passwordsNotMatch',
  'codeMin',
  'pinCode',
]);

/** The translated text of a form error (a contracts rule id with its bounds), or undefined when there is none. */
export function useFieldText() {
  const intl = useIntl();
  return (error: FieldError | undefined): string | undefined => {
    const decoded = decodeError(error?.message);
    if (!decoded) return undefined;
    const id = KNOWN.has(decoded.id) ? `profile.rule.${decoded.id}` : 'profile.rule.invalid';
    return intl.formatMessage({ id }, decoded.values);
  };
}
