import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/tokens.ts';

export interface ButtonRowProps extends HTMLAttributes<HTMLDivElement> {
  /** Where the buttons sit in a row: `start` (default), `end` (a dialog's or a form's confirm), `center`, `between`. */
  align?: 'start' | 'center' | 'end' | 'between';
  /** `phone` (default): a column of full-width buttons under 770 px; `always`: a column at every width; `never`. */
  stack?: 'phone' | 'always' | 'never';
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

const column = `
  flex-direction: column;
  align-items: stretch;
  & > * {
    width: 100%;
  }
`;

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--sb-space-3);
  min-width: 0;
  &[data-align='center'] {
    justify-content: center;
  }
  &[data-align='end'] {
    justify-content: flex-end;
  }
  &[data-align='between'] {
    justify-content: space-between;
  }
  &[data-stack='always'] {
    ${column}
  }
  ${media.mobile} {
    &[data-stack='phone'] {
      ${column}
    }
  }
`;

/** A screen's or a form's actions (buttons, button links): a row that wraps; on a phone a column of wide buttons. */
export function ButtonRow({ align = 'start', stack = 'phone', ref, ...rest }: ButtonRowProps) {
  return <Root ref={ref} data-align={align} data-stack={stack} {...rest} />;
}
