/**
 * Transfer lines whose payee sits in a slot the general grammar (transfer-grammar.ts) does not look in:
 *   CIP/DR/ADA OBI/upkeep · CIP/CR/ZENITH/ADA OBI/gift   a bank's inter-bank code (CIP), the direction, the other
 *                                                       party's bank on credits, then the name and the memo;
 *   FBNMOBILE:upkeep:ADA OBI                            First Bank's app prints the memo first and the payee last
 *                                                       (and as often the payee first: a known name decides which);
 *   413592-ADA OBI                                      an app's reference and the name, with no memo after it.
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
  return null;
}
