import { useId, useState, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { OptionGroup } from '../CitySelect/CitySelect.tsx';

/** The size classes of the box search (spec 2 section 9). */
export const SIZE_FILTER_VALUES = ['mini', 'small', 'medium', 'large'] as const;
export type SizeFilterValue = (typeof SIZE_FILTER_VALUES)[number];

export interface SizeFilterProps {
  /** The chosen classes (controlled); none chosen means every size. */
  value?: SizeFilterValue[];
  /** The initial classes (uncontrolled). */
  defaultValue?: SizeFilterValue[];
  /** Called with the new selection, in the classes' order. */
  onValueChange?: (value: SizeFilterValue[]) => void;
  /** The group's legend; 'Box size' by default. */
  legend?: string;
  ref?: Ref<HTMLFieldSetElement>;
  className?: string;
}

/** The size filter: mini, small, medium and large as toggles, each with its range in square metres. */
export function SizeFilter({ value, defaultValue = [], onValueChange, legend, ref, className }: SizeFilterProps) {
  const intl = useIntl();
  const auto = useId();
  const [inner, setInner] = useState<SizeFilterValue[]>(defaultValue);
  const current = value ?? inner;
  const toggle = (size: SizeFilterValue, on: boolean) => {
    const next = SIZE_FILTER_VALUES.filter((s) => (s === size ? on : current.includes(s)));
    setInner(next);
    onValueChange?.(next);
  };
  return (
    <OptionGroup ref={ref} className={className} legend={legend ?? intl.formatMessage({ id: 'uikit.sizeFilter.legend' })}>
      <div data-part="options">
        {SIZE_FILTER_VALUES.map((size) => (
          <label key={size}>
            <input
              type="checkbox"
              name={`${auto}-size`}
              value={size}
              checked={current.includes(size)}
              onChange={(e) => toggle(size, e.target.checked)}
            />
            <span>
              {intl.formatMessage({ id: `uikit.sizeFilter.${size}` })}{' '}
              <span data-part="range">{intl.formatMessage({ id: `uikit.sizeFilter.${size}.range` })}</span>
            </span>
          </label>
        ))}
      </div>
    </OptionGroup>
  );
}
