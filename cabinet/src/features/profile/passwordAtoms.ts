import { atomWithMutation } from '../../shared/api/serverState.ts';
import { apiAtom } from '../../shared/api/apiClient.ts';
import { checkPasswordCode, requestPasswordCode, setNewPassword } from './passwordApi.ts';

// The password change through the SMS flow, apart from atoms.ts: its commands come with the 'login' tab's code
// (PasswordChange).

export const requestPasswordCodeAtom = atomWithMutation((get) => ({
  mutationFn: (phone: string) => requestPasswordCode(get(apiAtom), phone),
}));

export const checkPasswordCodeAtom = atomWithMutation((get) => ({
  mutationFn: ({ phone, code }: { phone: string; code: string }) => checkPasswordCode(get(apiAtom), phone, code),
}));

export const setNewPasswordAtom = atomWithMutation((get) => ({
  mutationFn: ({ token, password }: { token: string; password: string }) => setNewPassword(get(apiAtom), token, password),
}));
