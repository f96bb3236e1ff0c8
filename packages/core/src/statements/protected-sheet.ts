/**
 * Spreadsheets saved with "Encrypt with Password" (Excel's AES agile encryption for .xlsx; RC4 for .xls, as Excel
 * and LibreOffice write it): opened with the password the bank sent, in memory, the way pdf.js opens a protected
 * PDF. Pure computation (officecrypto-tool: crypto-js and a compound-file reader), loaded only for such a file.
 */
import { StatementError } from '../contract.ts';
import { detectFormat } from './detect-format.ts';
import { MESSAGES } from './messages.ts';

type OfficeCrypto = typeof import('officecrypto-tool');
const officeCrypto = async (): Promise<OfficeCrypto> => ((await import('officecrypto-tool')) as { default: OfficeCrypto }).default;

/** True when the spreadsheet's content is encrypted (it cannot be read without its password). */
export async function sheetNeedsPassword(bytes: Uint8Array): Promise<boolean> {
  // Only a compound file (the container encryption writes, D0 CF 11 E0) can be encrypted.
  if (bytes[0] !== 0xd0 || bytes[1] !== 0xcf || bytes[2] !== 0x11 || bytes[3] !== 0xe0) return false;
  try {
    return (await officeCrypto()).isEncrypted(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    return false;
  }
}

/**
 * The spreadsheet without its protection. PASSWORD_REQUIRED without a password, PASSWORD_INCORRECT for a wrong one,
 * UNREADABLE for an encryption it cannot open.
 */
export async function openProtectedSheet(bytes: Uint8Array, password: string | undefined): Promise<Uint8Array> {
  if (!password) throw new StatementError('PASSWORD_REQUIRED', MESSAGES.SHEET_PASSWORD_REQUIRED);
  let plain: Buffer;
  try {
    plain = await (await officeCrypto()).decrypt(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { password });
  } catch (e) {
    if (/password/i.test((e as Error).message ?? '')) throw new StatementError('PASSWORD_INCORRECT', MESSAGES.SHEET_PASSWORD_INCORRECT);
    throw new StatementError('UNREADABLE', MESSAGES.UNREADABLE_SHEET);
  }
  return new Uint8Array(plain.buffer, plain.byteOffset, plain.byteLength);
}

/** A spreadsheet as it can be read: a protected one opened with its password (an encrypted .xlsx is an .xls-like container). */
export async function openSheet(bytes: Uint8Array, format: 'xls' | 'xlsx', password: string | undefined): Promise<{ opened: Uint8Array; format: 'xls' | 'xlsx' }> {
  if (!(await sheetNeedsPassword(bytes))) return { opened: bytes, format };
  const opened = await openProtectedSheet(bytes, password);
  return { opened, format: detectFormat(opened) === 'xlsx' ? 'xlsx' : 'xls' };
}
