import { BANK_IDS, type BankId } from '../contract.ts';
import { bankName } from './bank-name.ts';
import { collapseLetterSpacing } from './clean-text.ts';
import { editDistance } from './column-dictionary.ts';

const BANK_NAMES: [BankId, RegExp][] = [
  // GTWorld is GTBank's internet and mobile banking, whose pages a browser prints.
  ['gtbank', /guaranty trust|\bgtbank\b|\bgtco\b|\bgt bank\b|\bgtworld\b/i],
  // Its wordmark's chevron may be read as a sign between the words ("access> bank").
  ['access', /access\s?[>›»]?\s?bank|\baccess\b(?= (?:holdings|plc|(?:online|internet|mobile) banking))|accessmore|\bmore than banking\b/i],
  ['zenith', /zenith bank|\bzenith\b/i],
  // A scan may drop "United" from the title; "Africa's global bank" is UBA's tagline.
  ['uba', /united bank for africa|\bbank for africa\b|africa's (?:\S+ ){0,2}global bank|\buba\b/i],
  ['firstbank', /first bank|firstbank|firstmobile|\bfbn\b/i],
  ['fcmb', /first city monument|\bfcmb\b/i],
  ['fidelity', /fidelity bank|\bfidelity\b/i],
  ['union', /union bank/i],
  ['sterling', /sterling bank|\bsterling\b|\bonebank\b/i],
  ['stanbic', /stanbic|ibtc/i],
  ['wema', /wema bank|\bwema\b|\balat\b/i],
  ['polaris', /polaris bank|\bpolaris\b/i],
  ['ecobank', /ecobank/i],
  ['keystone', /keystone bank|\bkeystone\b/i],
  ['providus', /providus/i],
  ['kuda', /\bkuda\b/i],
  ['opay', /\bopay\b|paycom/i],
  ['moniepoint', /moniepoint/i],
  ['palmpay', /palmpay/i],
  ['carbon', /\bcarbon\b/i],
  ['vfd', /\bvfd\b|\bvbank\b/i],
  ['jaiz', /\bjaiz\b/i],
  ['globus', /globus bank|\bglobus\b/i],
  ['premiumtrust', /premium\s*trust/i],
  ['titan', /titan trust|\btitan\b(?= bank)/i],
  // "Unity", "Lotus", "Signature", "Optimus" alone are common words and business names: only with "Bank".
  ['unity', /\bunity bank\b/i],
  ['optimus', /\boptimus bank\b/i],
  ['parallex', /\bparallex\b/i],
  ['lotus', /\blotus bank\b/i],
  ['signature', /\bsignature bank\b/i],
  ['taj', /\btaj\s?bank\b/i],
  ['suntrust', /\bsuntrust\b/i],
  ['fairmoney', /\bfair\s?money\b/i],
  ['paga', /\bpaga\b/i],
  ['citibank', /\bciti\s?bank\b/i],
  ['standardchartered', /standard\s*chartered/i],
  ['heritage', /\bheritage bank(?:ing)?\b/i],
  ['coronation', /\bcoronation (?:merchant )?bank\b/i],
  ['nova', /\bnova (?:merchant |commercial )?bank\b/i],
  ['rubies', /\brubies\b/i],
  ['sparkle', /\bsparkle\b(?= (?:microfinance|mfb|bank|account))/i],
  // A wallet app: its name is a word, so only with what it is ("Chipper Cash", a wallet statement).
  ['chipper', /\bchipper(?= cash\b| (?:ngn|naira) wallet\b)|\bchipper\b(?=[\s\S]*\bwallet statement\b)|(?<=\bwallet statement\b[\s\S]*)\bchipper\b/i],
  // Savings apps: their statements name the partner bank that holds the money too, after their own name.
  ['piggyvest', /\bpiggy\s?vest\b/i],
  ['cowrywise', /\bcowrywise\b/i],
  // Microfinance and merchant banks: names that are no ordinary words, or only with what they are.
  ['lapo', /\blapo\b/i],
  ['accion', /\baccion (?:microfinance|mfb)\b|\baccionmfb\b/i],
  ['abmfb', /\bab microfinance\b/i],
  ['baobab', /\bbaobab (?:microfinance|mfb)\b/i],
  ['finatrust', /\bfina\s?trust\b/i],
  ['renmoney', /\brenmoney\b/i],
  ['fsdh', /\bfsdh\b/i],
  ['randmerchant', /\brand merchant bank\b/i],
];

/**
 * Brand names that are coined words, never ordinary ones: a scan or photo that misreads one letter of them ("PaimPay"
 * for the PalmPay wordmark) still names the bank. Words of ordinary English ("Sterling", "Fidelity", "Heritage")
 * are not matched this loosely.
 */
const COINED: BankId[] = ['palmpay', 'moniepoint', 'providus', 'ecobank', 'parallex', 'fairmoney', 'citibank', 'stanbic', 'firstbank'];

/** The bank whose coined name a header word is, but for one letter (substituted, lost or added). */
function brandReadWithSlip(headerText: readonly string[]): BankId | null {
  const words = headerText.join(' ').toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 6);
  for (const w of words) {
    const near = COINED.filter((name) => editDistance(w, name) === 1);
    if (near.length === 1) return near[0];
  }
  return null;
}

/**
 * The bank whose full name of two words or more ("Union Bank", "Sterling Bank", "Standard Chartered") a run of words
 * in the page's head is, but for one letter: a scan's letterhead set white on a dark band may lose a letter at its
 * edge ("UNION BAN") or read one as its look-alike ("UNI0N BANK"). Only names of ten characters or more: one letter
 * off a shorter name ("Nova Band") is too near ordinary words. Only the first lines, where the letterhead stands.
 */
function fullNameReadWithSlip(headerText: readonly string[]): BankId | null {
  const words = headerText
    .slice(0, 6)
    .join(' ')
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^a-z0-9]/g, ''))
    .filter((w) => w !== '');
  const names = BANK_IDS.filter((bank) => bank !== 'other')
    .map((bank) => ({ bank, name: bankName(bank).toLowerCase() }))
    .filter(({ name }) => name.includes(' ') && name.length >= 10);
  for (let i = 0; i < words.length; i++) {
    const near = names.filter(({ name }) => {
      const run = words.slice(i, i + name.split(' ').length).join(' ');
      return editDistance(run, name) === 1;
    });
    if (near.length === 1) return near[0].bank;
  }
  return null;
}

/**
 * Narrations only the account holder's own bank writes: the settlement of cash-outs taken on the holder's own POS
 * terminals, whose IDs carry the terminal provider's prefix (Moniepoint's terminals are "2MPT…"; a payment made at
 * someone else's terminal reads "POS purchase", never "settlement").
 */
const OWN_TERMINAL_SETTLEMENT: [BankId, RegExp][] = [['moniepoint', /\bsettlement\b.*\bTID\s*2MPT[0-9A-Z]{4}\b/i]];

/**
 * Transfers out that only the holder's own bank words so: First Bank names its own app's transfers "FBN MOBILE TRF
 * TO …" (money from a First Bank customer reaches another bank as "NIP FRM …/FIRST BANK").
 */
const OWN_APP_TRANSFER: [BankId, RegExp][] = [['firstbank', /^FBN MOBILE TRF TO\b/i]];

/**
 * A logo's words set on two lines at the page's left ("Guaranty" over "Trust Bank" beside the title at the right, set
 * 38's GTBank scan): the first cells of two lines in a row of the page's head, read as one name.
 */
function stackedLogoWords(headerText: readonly string[]): string[] {
  const first = headerText.slice(0, 6).map((l) => l.trim().split(/\s{2,}/)[0] ?? '');
  return first.slice(1).map((cell, k) => `${first[k]} ${cell}`);
}

/**
 * The bank, from the statement's own header text first (narrations mention other banks), then the settlement of
 * the holder's own POS terminals among the narrations, then the file name, then the layout of the table. Null when
 * nothing identifies it.
 */
export function detectBank(
  headerText: readonly string[],
  fileName: string | undefined,
  layoutBank: BankId | null,
  narrations: readonly string[] = [],
): BankId | null {
  // A title printed letter by letter ("A C C E S S  B A N K  P L C") names the bank as well; a logo's words set apart
  // ("Union   Bank", read as two cells) are read one space apart.
  const text = [...headerText.map((l) => `${l.replace(/\s+/g, ' ')}\n${collapseLetterSpacing(l)}`), ...stackedLogoWords(headerText)].join('\n');
  let best: { bank: BankId; at: number } | null = null;
  for (const [bank, re] of BANK_NAMES) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.at)) best = { bank, at: m.index };
  }
  if (best) return best.bank;
  // A logo printed as the bank's short name alone on the first line ("access", "kuda.", "access>" with Access's
  // chevron drawn as a character).
  const first = (headerText[0] ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+$/u, '');
  const short = BANK_NAMES.find(([bank]) => bank === first);
  if (short) return short[0];
  const slipped = brandReadWithSlip(headerText) ?? fullNameReadWithSlip(headerText);
  if (slipped) return slipped;
  for (const [bank, re] of [...OWN_TERMINAL_SETTLEMENT, ...OWN_APP_TRANSFER]) {
    // Two at least: one line could be a narration quoting someone else's.
    if (narrations.filter((n) => re.test(n)).length >= 2) return bank;
  }
  if (fileName) {
    const name = fileName.replace(/[_.-]+/g, ' ');
    for (const [bank, re] of BANK_NAMES) if (re.test(name)) return bank;
  }
  if (layoutBank) return layoutBank;
  // A bank we do not list by name, or another lender or savings institution (the first lines name it): a finance
  // company, a cooperative society.
  if (/micro\s*finance|\bmfb\b|\bbank\b|\bfinance\s+company\b|\bcredit\s+(?:limited|ltd)\b|co-?operative|\bsociety\b/i.test(headerText.slice(0, 3).join('\n'))) return 'other';
  return null;
}
