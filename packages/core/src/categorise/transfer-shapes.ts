/**
 * The shapes of a transfer line, as patterns: where banks print the sender or the payee, and the codes and separators
 * around them. `transfer-grammar.ts` tries them in order.
 */

/** The sender's slot after the payee on a debit: "…/FRM EMEKA EZE", "… FRM EMEKA EZE settle". */
export const SENDER_TAIL = /(?<=[A-Za-z0-9][^/]*)\s*\/?\s*\bFRM\s+[A-Za-z][A-Za-z .']*$/i;
export const FROM_TO = /\b(?:FRM|FROM)\s+(.+?)\s+TO\s+(.+)$/i;
export const MARKED = /(?:TRANSFER|TRF|TRANSFERRED|SENT|SEND|RECEIVED|NIP|CREDIT TRANSFER|MONEY RECEIVED|INSTANT PAYMENT(?: OUTWARD| INWARD)?(?:\s+\d+)?|PAYMENT)(?:\s+(?!TO\b|FROM\b|FRM\b)[A-Za-z]+){0,4}?\s*(?:TO|FROM|FRM|IFO|BY)\s+(.+)$/i;
/** Access glues the payee to TO when the line is full: "FRM DOOSUUR TIV TOADANNA OBI". */
export const FROM_GLUED_TO = /\bFRM\s+(.+?)\s+TO([A-Za-z]{3,}(?:\s.*)?)$/i;
/** "NIP IN NAME BANK 0123…", "NIP CR NAME", "INWARD TRANSFER|NAME|purpose". */
export const NIBSS_SESSION = /INSTANT PAYMENT\s+(?:OUTWARD|INWARD)\s+\d{6,}\s+(?!TO\b|FROM\b)(.+)$/i;
/** "NIBSS Instant Payment Outward NNAMDI ADEYEMI 000004…": the name before the session id. */
export const NIBSS_NAMED = /INSTANT PAYMENT\s+(?:OUTWARD|INWARD)\s+(?!TO\b|FROM\b|\d)(.+)$/i;
export const INWARD = /\b(?:NIP|TRF|TRANSFER|INWARD TRANSFER|INWARD)\s+(?:IN|OUT|CR|DR|INWARD|OUTWARD)\b\s*[|/:-]?\s*(.+)$|\bINWARD TRANSFER\s*[|/:-]\s*(.+)$/i;
export const LEADING_CODE = /^(?:U-MO\b|MFDS|NIPCR|NIP|ZIB|MOB|MOBILE|FIP|TRF|CR|UTU|UTO|USSD|INWARD|NIBSS|IB|KIP|CIB|FBN MOB|[A-Z]{2,8}\s?MOBILE|SENT|SEND|OUTWARD|TRANSFER)\b/i;
/** A USSD short code leading a transfer line ("*966*", "*770*", "*901*"). */
export const USSD_CODE = /^\*\d{3,4}\*?$/;
/** A bank's USSD short code printed without its star ("826:ADA OBI", "833 TRF/ADA OBI"). */
export const SHORT_CODE = /^\d{3,4}(?: TRF)?$/;
/**
 * A cheque paid to a person or lodged from one ("CHQ 81234567 ADA OBI", "CHQ PAID ADA OBI", "CLEARING CHQ DEP ADA
 * OBI MONIEPOINT MFB"), or a USSD transfer with no transfer word: the payee or drawer follows the number, the verb or
 * the code.
 */
export const CHEQUE_OR_USSD_PAYEE =
  /^(?:(?:CHQ|CHEQUE)(?: PMT| PAYMENT| NO)?[\s:]+\d{6,}[\s:]+|(?:(?:CLEARING|INWARD|OUTWARD) )?(?:CHQ|CHEQUE) (?:PAID|DEP|DEPOSIT|LODGEMENT|LODGED)(?: (?:TO|FROM|BY|IFO))?(?: \d{6,})? |\*\d{3,4}(?:\*\d{1,4})*#\s+|[A-Za-z]+ USSD\s+-\s+)([A-Za-z][A-Za-z .']+?)(?:\s+-\s+.*)?$/i;
/** Bank apps and channel codes that lead a transfer line without a transfer word. */
export const APP_CODE = /^(?:ACCESSMORE|MFDS|MFY|UBN|U-MO|VBANK|ONEBANK|GTWORLD|ZMOBILE|FIRSTMOBILE|ALAT|RUBIES|LEO)$/i;
export const TRANSFER_WORD = /\b(?:TRANSFER|TRF|NIP|NIBSS|INFLOW|OUTFLOW)\b/i;
// "NIP TRANSFER 8145597095 ADA OBI upkeep", "U-MOBILE TRF 1234567890 ADA OBI": the account number goes before the name.
export const LOOSE: RegExp[] = [/\b(?:TRF|TRANSFER)(?:\s+|-)(?:\d{6,}\s+)?(?!TO\b|FROM\b|FRM\b|IFO\b|FEE\b|CHARGE|COMMISSION|LEVY)(.+)$/i, /\b(?:TO|FROM|FRM|IFO)\s+(.+)$/i];

/** Any word or separator a transfer form needs; narrations without one can only be a bare name. */
export const ANY_MARKER = /INFLOW|OUTFLOW|TRANSFER|TRF|FRM|FROM|\bTO\b|SEN[TD]|RECEIVED|NIP|NIBSS|INWARD|PAYMENT|[/:|]|\bIFO\b|\bBY\b|\bIN\b|\bOUT\b|\bCR\b/i;

export const CAMEL_HINT = /[a-z][A-Z]/;
export const GLUED_LOWER_TO = /\b[Tt]o[A-Z]{3}/;
export const GLUED_LOWER_TO_ALL = /\b([Tt]o)([A-Z]{3,})\b/g;
/** A bank app's inflow line "413592-ADA OBI-for books-PALMPAY": a six-digit reference, the sender, a memo, the bank. */
export const REF_DASH = /^\d{6}-(?!TRANSFER\b|TRF\b)([A-Za-z][A-Za-z .']+?)-/i;
/**
 * A USSD transfer "*901#-ADA OBI-32512091", "*737*6#-…", "USSD-ADA OBI-…": the short code (or the word USSD), the payee,
 * then the reference, dash-separated. No transfer word is printed: the short code is the transfer.
 */
export const USSD_DASH = /^(?:\*\d{3,4}(?:\*\d{1,4})*#|USSD)\s*-\s*([A-Za-z][A-Za-z .']+?)\s*-\s*\d{6,}/i;
/** "NIP-<bank>-<payee>-<memo>": the rail glued by dashes to the bank, then the payee (a dash ends each field). */
export const RAIL_DASH = /\b(?:NIP|TRF)-([A-Za-z][A-Za-z .&]+?)-([A-Za-z][A-Za-z .']+?)(?:-|$)/i;
/**
 * A funds transfer printed "FT/<reference>/<payee>[/<memo>]" ("FT/40918273/ADA OBI/GIFT"): the payee follows the
 * reference, with no transfer word before it.
 */
export const FT_REF_SLASH = /^FT\/\d{6,}\/([A-Za-z][A-Za-z .']+?)\s*(?:\/|$)/i;
/** An app's inflow "Received ADA OBI (GTBANK)": the sender, then the sending bank in brackets. */
export const RECEIVED_BANK = /^Received\s+(?!from\b)([A-Za-z][A-Za-z .']+?)\s*\([A-Za-z .&]+\)\s*$/i;
/** Whitespace other than single spaces (most narrations have none, so the replace is skipped). */
export const LOOSE_SPACE = /\s\s|[^\S ]/;
