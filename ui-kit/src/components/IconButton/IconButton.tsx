import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';

export type IconButtonVariant = 'ghost' | 'secondary' | 'primary';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** The accessible name (an icon alone says nothing to a screen reader); already translated. */
  label: string;
  /** The icon, e.g. `<X size={20} />` from lucide-react; hidden from assistive technology. */
  icon: ReactNode;
  /** `ghost` (default) has no background, `secondary` a border, `primary` the accent fill. */
  variant?: IconButtonVariant;
  ref?: Ref<HTMLButtonElement>;
}

const Root = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: var(--sb-radii-control);
  background: transparent;
  color: var(--sb-colors-text);
  cursor: pointer;
  transition: background-color var(--sb-motion-fast) var(--sb-motion-easing);
  & > svg,
  & > span[aria-hidden] {
    pointer-events: none;
  }
  &:hover:not(:disabled) {
    background: var(--sb-colors-brandSoft);
  }
  &[data-variant='secondary'] {
    border-color: var(--sb-colors-borderStrong);
    background: var(--sb-colors-surface);
    color: var(--sb-colors-brand);
  }
  &[data-variant='primary'] {
    background: var(--sb-colors-accent);
    color: var(--sb-colors-textInverse);
  }
  &[data-variant='primary']:hover:not(:disabled) {
    background: var(--sb-colors-accentHover);
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

/** A 44 px square button showing only an icon; `label` is required so it always has a name. */
export function IconButton({ label, icon, variant = 'ghost', type = 'button', ref, ...rest }: IconButtonProps) {
  return (
    <Root ref={ref} type={type} aria-label={label} title={label} data-variant={variant} {...rest}>
      <span aria-hidden="true" style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </Root>
  );
}
