import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button, CitySelect, Dialog } from '@sb/ui-kit';
import type { CityId } from '../model/cities.ts';

export interface CityChooserModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: CityId;
  onChoose: (city: CityId) => void;
}

/** The city chooser of the box search. */
export function CityChooserModal({ open, onOpenChange, value, onChoose }: CityChooserModalProps) {
  const intl = useIntl();
  const [city, setCity] = useState<CityId>(value);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setCity(value);
        onOpenChange(next);
      }}
      size="sm"
      title={intl.formatMessage({ id: 'booking.city.title' })}
      footer={
        <Button
          onClick={() => {
            onChoose(city);
            onOpenChange(false);
          }}
        >
          {intl.formatMessage({ id: 'booking.city.apply' })}
        </Button>
      }
    >
      <CitySelect value={city} onValueChange={setCity} legend={intl.formatMessage({ id: 'booking.city.legend' })} />
    </Dialog>
  );
}
