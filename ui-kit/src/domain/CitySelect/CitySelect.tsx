import { useId, useState, type Ref } from 'react';
import styled from 'styled-components';
import { tapTarget } from '../../theme/fragments.ts';
import { useIntl } from 'react-intl';
import { Fieldset } from '../../components/Fieldset/Fieldset.tsx';

/** The cities of the box search (spec 2 section 9); Moscow is the default. */
export const CITY_IDS = ['moscow', 'khimki', 'spb', 'krasnogorsk'] as const;
export type CityId = (typeof CITY_IDS)[number];

export interface CitySelectProps {
  /** The chosen city (controlled). */
  value?: CityId;
  /** The initial city (uncontrolled); Moscow when absent. */
  defaultValue?: CityId;
  /** Called with the city the customer picks. */
  onValueChange?: (city: CityId) => void;
  /** The cities offered, in order (all four by default). */
  cities?: readonly CityId[];
  /** The group's legend; 'City' by default. */
  legend?: string;
  /** The form field name of the radios. */
  name?: string;
  ref?: Ref<HTMLFieldSetElement>;
  className?: string;
}

/** A filter's choice: a Fieldset whose radios show as pills. */
export const OptionGroup = styled(Fieldset).attrs({ legendSize: 'sm' as const, gap: 0 as const })`
  & [data-part='options'] {
    display: flex;
    flex-wrap: wrap;
    gap: var(--sb-space-2);
  }
  & [data-part='options'][data-direction='column'] {
    flex-direction: column;
  }
  & label {
    position: relative;
    ${tapTarget}
    padding: 0 var(--sb-space-4);
    border: 1px solid var(--sb-colors-borderStrong);
    border-radius: var(--sb-radii-pill);
    background: var(--sb-colors-surface);
    cursor: pointer;
  }
  & input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  & label:has(input:checked) {
    background: var(--sb-colors-brand);
    border-color: var(--sb-colors-brand);
    color: var(--sb-colors-textInverse);
  }
  & label:has(input:focus-visible) {
    box-shadow: var(--sb-focus-ring);
  }
  & label:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.55;
  }
  & label:has(input:disabled) input {
    cursor: not-allowed;
  }
  & > [data-part='hint'] {
    margin-top: var(--sb-space-2);
  }
`;

/** The city chooser: one radio per city, Moscow by default. */
export function CitySelect({
  value,
  defaultValue = 'moscow',
  onValueChange,
  cities = CITY_IDS,
  legend,
  name,
  ref,
  className,
}: CitySelectProps) {
  const intl = useIntl();
  const auto = useId();
  const [inner, setInner] = useState<CityId>(defaultValue);
  const current = value ?? inner;
  return (
    <OptionGroup ref={ref} className={className} legend={legend ?? intl.formatMessage({ id: 'uikit.citySelect.legend' })}>
      <div data-part="options" data-direction="column">
        {cities.map((city) => (
          <label key={city}>
            <input
              type="radio"
              name={name ?? `${auto}-city`}
              value={city}
              checked={current === city}
              onChange={() => {
                setInner(city);
                onValueChange?.(city);
              }}
            />
            {intl.formatMessage({ id: `uikit.citySelect.${city}` })}
          </label>
        ))}
      </div>
    </OptionGroup>
  );
}
