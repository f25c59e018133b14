import { useId, useState, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { OptionGroup } from '../CitySelect/CitySelect.tsx';

export type AvailabilityValue = 'available' | 'byRequest';

export interface AvailabilityFilterProps {
  /** The chosen availability (controlled). */
  value?: AvailabilityValue;
  /** The initial availability (uncontrolled); `available` by default. */
  defaultValue?: AvailabilityValue;
  /** Called with the availability the customer picks. */
  onValueChange?: (value: AvailabilityValue) => void;
  /** Disables 'By request' (it needs a warehouse selected) and says why. */
  byRequestDisabled?: boolean;
  /** The group's legend; 'Availability' by default. */
  legend?: string;
  ref?: Ref<HTMLFieldSetElement>;
  className?: string;
}

/** Available now (default) or by request; by request is offered only with a warehouse selected. */
export function AvailabilityFilter({
  value,
  defaultValue = 'available',
  onValueChange,
  byRequestDisabled = false,
  legend,
  ref,
  className,
}: AvailabilityFilterProps) {
  const intl = useIntl();
  const auto = useId();
  const [inner, setInner] = useState<AvailabilityValue>(defaultValue);
  const current = value ?? inner;
  return (
    <OptionGroup
      ref={ref}
      className={className}
      legend={legend ?? intl.formatMessage({ id: 'uikit.availabilityFilter.legend' })}
      hint={byRequestDisabled ? intl.formatMessage({ id: 'uikit.availabilityFilter.needWarehouse' }) : undefined}
    >
      <div data-part="options">
        {(['available', 'byRequest'] as const).map((v) => (
          <label key={v}>
            <input
              type="radio"
              name={`${auto}-availability`}
              value={v}
              checked={current === v}
              disabled={v === 'byRequest' && byRequestDisabled}
              onChange={() => {
                setInner(v);
                onValueChange?.(v);
              }}
            />
            {intl.formatMessage({ id: `uikit.availabilityFilter.${v}` })}
          </label>
        ))}
      </div>
    </OptionGroup>
  );
}
