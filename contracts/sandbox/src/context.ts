import type { Clock } from './clock.ts';
import type { Db } from './db/database.ts';

export interface SandboxConfig {
  /** Seconds from EDS confirmation until it is available. */
  edsReadySeconds: number;
  /** Minutes an SMS code stays valid. */
  smsTtlMinutes: number;
  /** Print SMS messages to the console. */
  logSms: boolean;
  /** Seconds until an opened lock locks itself again. */
  relockSeconds: number;
  /** Seconds after signing until the contract's file links appear. */
  filesDelaySeconds: number;
  /** Minutes a session token lives (refresh-token renews it). */
  sessionTtlMinutes: number;
  /** Minutes a registration / restore / set-password token lives. */
  regTokenTtlMinutes: number;
  /** Initial SMS attempts of a signing. */
  signingAttempts: number;
  /** Minutes an unconfirmed pending payment mark lives (then Pay is offered again). */
  paymentPendingMinutes: number;
  /** Wrong passwords, PINs or SMS codes of one phone in a row before it is locked out (proposal). */
  loginAttempts: number;
  /** Minutes a phone stays locked out after its last allowed wrong attempt (proposal). */
  lockoutMinutes: number;
  /** Seconds before another SMS code of the same purpose may be sent to a phone (proposal). */
  smsResendSeconds: number;
  /** Minutes a signed /files link stays valid. */
  fileLinkMinutes: number;
}

export interface Sandbox {
  db: Db;
  clock: Clock;
  config: SandboxConfig;
}

export interface CustomerRow {
  id: number;
  phone: string;
  password: string | null;
  pin: string | null;
  legacy_login: string | null;
  need_sms: number;
  legal_type: number;
  fio: string | null;
  birthday: string | null;
  data: string;
  email: string | null;
  registered: number;
  eds_status: string;
}
