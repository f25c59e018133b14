import styled from 'styled-components';

// Apart from FormDialog.tsx: a form laid out like a dialog's (the requisites form on the profile) carries no dialog.

/** A form's fields in a column with the dialog's gaps. */
export const DialogForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--sb-space-4);
`;
