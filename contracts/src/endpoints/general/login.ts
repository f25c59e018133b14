import { defineEndpoint } from '../../http/endpoint.ts';
import {
  forgotRequest,
  legacyLoginRequest,
  legacyLoginResponse,
  makePasswordRequest,
  phoneRequest,
  sentResponse,
  tokenResponse,
  verifyPinCodeRequest,
  verifySmsCodeRequest,
} from '../../schemas/auth.ts';

/** Legacy login by `XXXX-XXX-XXXXX` / `XXXX-XXX-XXXXXXXX` and password. */
export const login = defineEndpoint({
  id: 'general.login',
  api: 'general',
  method: 'POST',
  path: '/api/login',
  auth: false,
  body: legacyLoginRequest,
  response: legacyLoginResponse,
});

export const forgot = defineEndpoint({
  id: 'general.forgot',
  api: 'general',
  method: 'POST',
  path: '/api/forgot',
  auth: false,
  body: forgotRequest,
  response: sentResponse,
});

/** Get-password flow by agreement number; a 200 means 'registration data sent'. */
export const makePassword = defineEndpoint({
  id: 'general.makePassword',
  api: 'general',
  method: 'POST',
  path: '/api/make-password',
  auth: false,
  body: makePasswordRequest,
  response: sentResponse,
});

/** Starts an SMS (or PIN) login: the code goes to the phone. */
export const loginMobile = defineEndpoint({
  id: 'general.loginMobile',
  api: 'general',
  method: 'POST',
  path: '/api/login-mobile',
  auth: false,
  body: phoneRequest,
  response: sentResponse,
});

export const registerMobile = defineEndpoint({
  id: 'general.registerMobile',
  api: 'general',
  method: 'POST',
  path: '/api/register-mobile',
  auth: false,
  body: phoneRequest,
  response: sentResponse,
});

export const sendVerificationCode = defineEndpoint({
  id: 'general.sendVerificationCode',
  api: 'general',
  method: 'POST',
  path: '/api/send-verification-code',
  auth: false,
  body: phoneRequest,
  response: sentResponse,
});

export const verifySmsCode = defineEndpoint({
  id: 'general.verifySmsCode',
  api: 'general',
  method: 'POST',
  path: '/api/verify-sms-code',
  auth: false,
  body: verifySmsCodeRequest,
  response: tokenResponse,
});

export const verifyPinCode = defineEndpoint({
  id: 'general.verifyPinCode',
  api: 'general',
  method: 'POST',
  path: '/api/verify-pin-code',
  auth: false,
  body: verifyPinCodeRequest,
  response: tokenResponse,
});
