/**
 * A bank's own name printed before its channel word. Microfinance banks and wallets print every card, cash and bill
 * line of their own customers with their name first (`LAPO POS PRINCE EBEANO SUPERMARKET`, `LAPO ATM FBN BENIN 3`,
 * `FairMoney Card Web BET9JA.COM`, `BAOBAB POS MEDPLUS PHARMACY`, `MoMo Pay BOVAS FILLING STATION`, `MoMo Bills IKEDC
 * PREPAID …`, `MoMo Send <NAME> <BANK> bet stake`). In that slot the name is only the account's bank, like `UBA POS` or
 * `TAJ POS`, but the lexicon holds it for something else — LAPO, Baobab, Accion and FairMoney are lenders, Bowen a
 * university, MoMo a transfer on its own — so the line was read as a loan repayment, school fees or a transfer. The
 * name is dropped and what follows decides (the lender paid is named after the channel word when it is the payee:
 * `LAPO POS LAPO LOAN REPAYMENT` keeps its lender).
 *
 * Only the slot before a channel word is read this way: `LAPO COMPULSORY SAVINGS`, `FairMoney transfer: …`
 * (normalise.ts) and `BOWEN TRF …` keep their own readings.
 */

/** Banks whose name is a lexicon word for something else, when it stands first before a card, cash or bill word. */
const BANK_BEFORE_CHANNEL =
  /^\s*(?:LAPO|BAOBAB|ACCION|FAIRMONEY|RENMONEY|BOWEN|MOMO)\s+(?=(?:POS|ATM|CARD|PAY|BILLS?|AIRTIME|DATA)\b\s*[A-Za-z0-9*])/i;
/**
 * MoMo PSB also prints its transfers with its name first (`MoMo Send <NAME> <BANK> memo`, `MoMo transfer to <NAME> …`):
 * a bare `Send`/`Receive` there is read as the transfer it is (`Send to`, `Received from`).
 */
const MOMO_SEND = /^\s*MOMO\s+SEND\s+(?!TO\b)(?=[A-Za-z])/i;
const MOMO_RECEIVE = /^\s*MOMO\s+RECEIVE\s+(?!FROM\b)(?=[A-Za-z])/i;
const MOMO_TRANSFER = /^\s*MOMO\s+(?=(?:SEND|RECEIVE|TRANSFER)\b\s*[A-Za-z])/i;

/** The line without the bank's name before its channel word, or the line itself. */
export function withoutBankChannelPrefix(description: string): string {
  if (BANK_BEFORE_CHANNEL.test(description)) return description.replace(BANK_BEFORE_CHANNEL, '');
  if (MOMO_SEND.test(description)) return description.replace(MOMO_SEND, 'Send to ');
  if (MOMO_RECEIVE.test(description)) return description.replace(MOMO_RECEIVE, 'Received from ');
  if (MOMO_TRANSFER.test(description)) return description.replace(MOMO_TRANSFER, '');
  return description;
}
