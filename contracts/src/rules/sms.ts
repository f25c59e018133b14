// SMS codes (spec 2 sections 2 and 10): the PIN/SMS mask is 6 digits (the signing code input takes that many); a
// new code may be asked once the 60 s countdown has ended. The code field itself accepts 4 or more (codeField).

/** Digits of the PIN/SMS code mask and of the signing code input. */
export const SMS_CODE_LENGTH = 6;

/** Seconds before the customer may ask for another SMS code. */
export const SMS_RESEND_SECONDS = 60;
