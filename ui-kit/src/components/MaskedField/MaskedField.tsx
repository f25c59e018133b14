import { useEffect, useLayoutEffect, useMemo, useRef, type FocusEventHandler, type InputHTMLAttributes, type Ref } from 'react';
import type { FactoryOpts, InputMask } from 'imask';
import { Field, splitFieldProps, type FieldChromeProps } from '../Field/Field.tsx';
import { Input } from '../TextField/TextField.tsx';
import { mergeRefs, whenIdle } from '../utils.ts';
import { masks, maskInputHints, type MaskName } from './masks.ts';
import { imaskIfLoaded, loadImask, type IMaskFactory } from './loadImask.ts';

export interface MaskedFieldProps
  extends FieldChromeProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'value' | 'defaultValue' | 'onChange'> {
  /** A named mask (`phone`, `code`, `passport`, `divisionCode`, `date`, `legacyLogin`) or any imask options. */
  mask: MaskName | FactoryOpts;
  /** Hides the label visually. */
  hideLabel?: boolean;
  /** The masked string (controlled), e.g. `+7 (916) 123-45-67`. */
  value?: string;
  /** The starting masked string (uncontrolled). */
  defaultValue?: string;
  /** Called with the masked string on every accepted change: pass react-hook-form's `field.onChange`. */
  onChange?: (masked: string) => void;
  /** Called with the masked and the unmasked (raw) value. */
  onValueChange?: (masked: string, unmasked: string) => void;
  /** Called once the mask is filled completely. */
  onComplete?: (masked: string, unmasked: string) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** The input element (react-hook-form's `field.ref`, so it can focus the field on error). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text input that formats as you type (imask). Use with react-hook-form through `Controller`:
 * `render={({ field }) => <MaskedField mask="phone" label=... {...field} />}`; the form value is the masked string.
 *
 * imask is its own chunk, fetched when the field is first focused or the browser is idle. Until it is here the
 * field takes typing as it is (`onChange` reports the text as typed); when it arrives the mask applies to what
 * was typed and `onChange` / `onValueChange` (and `onComplete`) report the masked value. A submit that awaits
 * `masksSettled()` sees the masked value.
 */
export function MaskedField({ mask, value, defaultValue, onChange, onValueChange, onComplete, ref, ...props }: MaskedFieldProps) {
  const [field, rest] = splitFieldProps(props);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const maskRef = useRef<InputMask<FactoryOpts> | null>(null);
  const handlers = useRef({ onChange, onValueChange, onComplete });
  handlers.current = { onChange, onValueChange, onComplete };
  const options = typeof mask === 'string' ? masks[mask] : mask;
  const hints = typeof mask === 'string' ? maskInputHints[mask] : undefined;
  const initial = useRef(value ?? defaultValue ?? '');
  // one stable callback ref, so react-hook-form does not see the element detach and re-attach on every render
  const setRef = useMemo(() => mergeRefs(inputRef, ref), [ref]);

  // the value the parent last heard of (onChange), so the mask's arrival reports only a change
  const reported = useRef(initial.current);

  // in the commit, not after it: a tap that hydration hands to the form's handler at once (a prerendered page) comes
  // before the effects' task, and its submit must find this field's mask asked for (`masksSettled()`)
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    let m: InputMask<FactoryOpts> | null = null;
    let live = true;
    const report = (complete: boolean) => {
      if (!m) return;
      reported.current = m.value;
      handlers.current.onChange?.(m.value);
      handlers.current.onValueChange?.(m.value, m.unmaskedValue);
      if (complete && m.masked.isComplete) handlers.current.onComplete?.(m.value, m.unmaskedValue);
    };
    // before imask: the text as typed reaches the form, so a submit sees what the field shows
    const onRawInput = () => {
      reported.current = el.value;
      handlers.current.onChange?.(el.value);
    };
    const attach = (IMask: IMaskFactory) => {
      if (!live || m) return;
      el.removeEventListener('input', onRawInput);
      // the mask takes what the field holds: the starting value, or what was typed before imask arrived
      m = IMask(el, options as FactoryOpts);
      m.on('accept', () => report(false));
      m.on('complete', () => m && handlers.current.onComplete?.(m.value, m.unmaskedValue));
      maskRef.current = m;
      if (m.value !== reported.current) report(true);
    };
    // a named mask needs only imask's patterns; any other options, all of imask
    const kind = typeof mask === 'string' ? 'patterns' : 'all';
    const start = () => {
      loadImask(kind).then(attach, () => undefined); // offline: the field keeps taking plain text
    };

    const ready = imaskIfLoaded(kind);
    let cancelIdle = () => {};
    if (ready) attach(ready);
    else {
      // text typed between the field's commit and this effect (a fast typist, a test's fill) reaches the form too
      if (el.value !== reported.current) onRawInput();
      el.addEventListener('input', onRawInput);
      // focused or typed into before this effect (a prerendered page's field, before the app came): asked for now
      if (el.value || document.activeElement === el) start();
      else {
        el.addEventListener('focus', start, { once: true });
        cancelIdle = whenIdle(start);
      }
    }
    return () => {
      live = false;
      el.removeEventListener('input', onRawInput);
      el.removeEventListener('focus', start);
      cancelIdle();
      m?.destroy();
      if (maskRef.current === m) maskRef.current = null;
    };
    // a new mask object each render would rebuild the mask; named masks are stable constants
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typeof mask === 'string' ? mask : JSON.stringify(mask)]);

  // the value the parent set last: only a change of it (a reset) is written into the field. On mount the field already
  // holds it, and the render's value may be older than what was typed before the effects ran
  const applied = useRef(value);
  useEffect(() => {
    if (value === undefined || value === applied.current) return;
    applied.current = value;
    const m = maskRef.current;
    if (m) {
      if (m.value !== value) m.value = value;
    } else if (inputRef.current && inputRef.current.value !== value) {
      inputRef.current.value = value;
      reported.current = value;
    }
  }, [value]);

  return (
    <Field {...field}>
      {(control) => (
        <Input
          ref={setRef}
          type="text"
          inputMode={hints?.inputMode}
          autoComplete={hints?.autoComplete}
          defaultValue={initial.current}
          {...control}
          {...rest}
        />
      )}
    </Field>
  );
}
