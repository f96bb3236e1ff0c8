/** The server's e-mail rule (newsletter, contact), shared through core so both sides accept the same addresses. */
export { isEmail, EMAIL_INVALID_MESSAGE } from '@nairalens/core/auth/email-rule.ts';
