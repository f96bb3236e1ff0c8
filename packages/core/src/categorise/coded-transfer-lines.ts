/**
 * Transfer lines whose payee sits in a slot the general grammar (transfer-grammar.ts) does not look in:
 *   CIP/DR/ADA OBI/upkeep · CIP/CR/ZENITH/ADA OBI/gift   a bank's inter-bank code (CIP), the direction, the other
 *                                                       party's bank on credits, then the name and the memo;
 *   FBNMOBILE:upkeep:ADA OBI                            First Bank's app prints the memo first and the payee last
 *                                                       (and as often the payee first: a known name decides which);
 *   413592-ADA OBI                                      an app's reference and the name, with no memo after it;
 *   RUBY|OUT|ADA OBI|upkeep · RUBY|IN|ADA OBI          a small bank's ledger code, the direction, the name, the memo;
 *   9XB SEND ADA OBI upkeep                            a payment service bank's code and SEND, then the name;
 *   Wallet top-up ADA OBI                              a wallet's funding line naming the funder, with no "from";
 *   USSD-ADA OBI-FBN-upkeep                            a USSD transfer's payee, then the receiving bank (no reference);
 *   Payout ADA OBI                                     a wallet's payout to a named account, without "to".
 * None of them carries a transfer word, so without these forms the payee was never found and a transfer to a person
 * fell to Other (convention 10 makes it Transfers to People, and a purpose memo decides as convention 1 says).
 */

import { PERSON_NAMES } from '../lexicon/index.ts';

type FirstName = (rest: string) => string | null;
const namesSomeone = (cp: string | null): boolean => !!cp && cp.split(' ').some((w) => PERSON_NAMES.has(w));

const CIP = /^CIP\/(?:CR|DR)\/(.+)$/i;
/** The memo, then the payee; a payee cut to one letter names no one. */
const MEMO_FIRST = /^FBN ?MOBILE:([^:]+):([A-Za-z][A-Za-z .']*[A-Za-z])$/i;
const REF_NAME = /^\d{6}-([A-Za-z][A-Za-z .']+)$/;
/** A ledger code (letters, maybe digits), OUT or IN, then the name: the code is the bank, not the payee. */
const CODE_DIRECTION = /^[A-Z0-9]{2,8}\s*\|\s*(?:OUT|IN)\s*\|\s*(.+)$/i;
/** A bank's short code and SEND ("9XB SEND ADA OBI"): a wallet bank's outward transfer with no transfer word. */
const CODE_SEND = /^[A-Z0-9]{2,8}\s+SEND\s+(?!TO\b|MONEY\b)([A-Za-z].+)$/i;
/** A wallet funded by a named account holder; "via card", "from …" and "by …" are other forms. */
const WALLET_FUNDER = /^Wallet\s+(?:top[ -]?up|funding)\s+(?!from\b|by\b|via\b|with\b)([A-Za-z][A-Za-z .'-]+)$/i;
/** "USSD-<payee>-<bank>…": the payee is the first dash field, two words or more. */
const USSD_PAYEE_BANK = /^USSD\s*-\s*([A-Za-z][A-Za-z']+(?:\s+[A-Za-z][A-Za-z']+)+)\s*-\s*[A-Za-z]/i;
/** "Payout ADA OBI": a wallet paying out to the named account ("Payout to …" is read elsewhere). */
const PAYOUT_NAMED = /^Payout\s+(?!to\b|from\b|for\b)([A-Za-z][A-Za-z .'-]+)$/i;

/** The payee of a coded transfer line (lower case), or null when the line is not one of these forms. */
export function codedTransferPayee(d: string, firstName: FirstName): string | null {
  const cip = CIP.exec(d);
  // The segment reader skips the bank's slot on credits ("ZENITH") and stops at the memo.
  if (cip) return firstName(cip[1]!);
  const memoFirst = MEMO_FIRST.exec(d);
  if (memoFirst) {
    // "FBNMOBILE:ADA OBI:GOD BLESS U" names the payee first; the general grammar reads that one.
    const payee = firstName(memoFirst[2]!);
    if (!namesSomeone(firstName(memoFirst[1]!)) && namesSomeone(payee)) return payee;
    return null;
  }
  const ref = REF_NAME.exec(d);
  if (ref) return firstName(ref[1]!);
  const coded = CODE_DIRECTION.exec(d) ?? CODE_SEND.exec(d) ?? WALLET_FUNDER.exec(d) ?? USSD_PAYEE_BANK.exec(d) ?? PAYOUT_NAMED.exec(d);
  if (coded) return firstName(coded[1]!);
  return null;
}
