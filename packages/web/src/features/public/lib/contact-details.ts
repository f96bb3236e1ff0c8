/**
 * Contact details shown on /contact, the help centre and the legal pages: one place, so a change is one edit.
 * There is no published phone number yet: phone support is by call-back during PHONE_HOURS.
 */
export const SUPPORT_EMAIL = 'support@nairalens.ng';
export const PRIVACY_EMAIL = 'privacy@nairalens.ng';
export const PHONE_HOURS = 'Mon-Fri 9AM-5PM WAT';
export const OFFICE = 'Lagos, Nigeria';
export const SUPPORT_REPLY_TIME = '24 hours';
