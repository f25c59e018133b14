import { useEffect, useRef } from 'react';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Languages } from 'lucide-react';
import { VisuallyHidden } from '@sb/ui-kit';
import { languageAtom, type Language } from '../../shared/session/atoms.ts';

const SwitchLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: var(--sb-space-1);
  color: var(--sb-colors-textMuted);
  select {
    min-height: 36px;
    padding: 0 var(--sb-space-2);
    border: 1px solid var(--sb-colors-border);
    border-radius: var(--sb-radii-control);
    background: var(--sb-colors-surface);
    color: var(--sb-colors-text);
    font-weight: var(--sb-fontWeights-medium);
    cursor: pointer;
  }
`;

const LANGUAGES: Language[] = ['ru', 'en'];

const isLanguage = (value: string | undefined): value is Language => LANGUAGES.includes(value as Language);

/**
 * Russian or English, on every layout; remembered in localStorage (`language`). A native select: one tap on phones.
 * On a prerendered page the select works before the app has arrived: the app takes what it shows when it hydrates.
 */
export function LanguageSwitch() {
  const [language, setLanguage] = useAtom(languageAtom);
  const intl = useIntl();
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const shown = select.current?.value;
    if (isLanguage(shown) && shown !== language) setLanguage(shown);
    // once, when the app takes over the page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <SwitchLabel>
      <Languages size={18} aria-hidden />
      <VisuallyHidden>{intl.formatMessage({ id: 'app.language' })}</VisuallyHidden>
      <select ref={select} value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {intl.formatMessage({ id: `app.language.${l}` })}
          </option>
        ))}
      </select>
    </SwitchLabel>
  );
}
