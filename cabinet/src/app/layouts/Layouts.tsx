import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { languageAtom, type Language } from '../../shared/session/atoms.ts';

const Main = styled.main`
  max-width: var(--sb-layout-contentMax);
  margin: 0 auto;
  padding: var(--sb-space-6) var(--sb-space-4);
`;

const AuthMain = styled(Main)`
  max-width: var(--sb-layout-formMax);
`;

export function LanguageSwitch() {
  const [language, setLanguage] = useAtom(languageAtom);
  const intl = useIntl();
  return (
    <label>
      {intl.formatMessage({ id: 'app.language' })}{' '}
      <select value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
        <option value="ru">{intl.formatMessage({ id: 'app.language.ru' })}</option>
        <option value="en">{intl.formatMessage({ id: 'app.language.en' })}</option>
      </select>
    </label>
  );
}

/** Placeholder layouts; the shell builds the real header, menus and footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header>
        <LanguageSwitch />
      </header>
      <Main id="main">{children}</Main>
    </>
  );
}

export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header>
        <LanguageSwitch />
      </header>
      <AuthMain id="main">{children}</AuthMain>
    </>
  );
}

export function CabinetLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header>
        <LanguageSwitch />
      </header>
      <Main id="main">{children}</Main>
    </>
  );
}
