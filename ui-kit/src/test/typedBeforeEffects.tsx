import { useState } from 'react';
import { MaskedField } from '../components/MaskedField/MaskedField.tsx';

/**
 * A phone field whose text is typed after React put it in the page and before its effects ran (a ref callback
 * writes it), as Playwright's fill or a fast typist on a slow phone can; the form's value is shown in an <output>.
 */
export function TypedBeforeEffects({ typed }: { typed: string }) {
  const [value, setValue] = useState('');
  const typeBeforeEffects = (el: HTMLInputElement | null) => {
    if (el && !el.dataset.typed) {
      el.dataset.typed = 'yes';
      el.value = typed;
    }
  };
  return (
    <>
      <MaskedField mask="phone" label="Телефон" value={value} onChange={setValue} ref={typeBeforeEffects} />
      <output>{value}</output>
    </>
  );
}
