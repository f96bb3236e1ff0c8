/**
 * Word segmentation for letter-spaced narrations whose word gaps were lost ("ELECTRONICMONEYTRANSFERLEVY"): a
 * vocabulary of words banks print in narrations, the payees, charges and lenders of the lexicon, and Nigerian
 * names, plus case changes ("VulteAirtime"). Unknown stretches (a new name, a reference) stay whole rather than
 * being cut into nonsense.
 */
import { CHARGE_LEXICON, LENDERS, MERCHANTS, PERSON_NAMES, BUSINESS_WORDS, PLACES } from '../lexicon/index.ts';

/** Words of bank narrations (channels, charges, transfers, bills) that the lexicon does not list as payees. */
const NARRATION_WORDS = `account acct advice agent airtime alert allowance amount app atm auto balance bank banking being bill bills
birthday bonus branch business buy cable card cardless cash cashback charge charges cheque clearing collection commission commissions
credit customer daily data debit deposit deposits dividend domiciliary dues duty electricity electronic fee fees fixed food for from fund
funding funds gift government income inflow instant insurance interest internet investment item levy loan local maintenance merchant
mobile money monthly mortgage naira network nibss nip online outflow outward payment payments payroll pension pos purchase purchases
receipt received recharge reference refund rent repayment reversal reversed salary savings school sent service settlement share sms
stamp standing subscription support tax teller terminal top transaction transactions transfer transfers trf tuition upkeep utility
value vat wallet web withdrawal with wages week weekly year yearly levies failed failure unsuccessful declined returned stuff
cancelled dispute chargeback reward rewards cashout beneficiary sender
jan feb mar apr may jun jul aug sep sept oct nov dec january february march april june july august september october
november december`;

/** Two-letter words: allowed between known words, never worth cutting a name for. */
const SHORT_WORDS = new Set([
  'to',
  'of',
  'at',
  'on',
  'by',
  'in',
  'no',
  'my',
  'ng',
  'tv',
  'atm',
  'pos',
  'vat',
  'sms',
  'nip',
  'trf',
  'ref',
]);

const BANK_WORDS = 'sterling stanbic ibtc ecobank zenith fidelity polaris keystone providus guaranty union access wema kuda moniepoint palmpay opay';

function buildVocabulary(): Set<string> {
  const words = new Set<string>();
  const add = (phrase: string) => {
    for (const w of phrase.toLowerCase().split(/[^a-z]+/)) if (w.length >= 3) words.add(w);
  };
  add(NARRATION_WORDS);
  for (const c of CHARGE_LEXICON) for (const p of c.phrases) add(p);
  // The lexicon also lists glued spellings of charges ("stampduty") so that they match; as display words they
  // would keep the glue, so a word made of two narration words is dropped.
  const plain = new Set(words);
  for (const w of plain)
    for (let i = 3; i <= w.length - 3; i++) if (plain.has(w.slice(0, i)) && plain.has(w.slice(i))) words.delete(w);
  for (const m of MERCHANTS) for (const a of m.aliases) add(a);
  for (const l of LENDERS) for (const a of l.aliases) add(a);
  for (const n of PERSON_NAMES) add(n);
  for (const b of BUSINESS_WORDS) add(b);
  // Banks' names: a narration names the other party's bank ("Babagana Kachalla (Sterling Bank)").
  add(BANK_WORDS);
  // Places: a card payment names the terminal's town or district ("SPAR ILUPEJU NG"); four letters or more.
  for (const p of PLACES) if (p.length >= 4) add(p);
  return words;
}

let vocabulary: Set<string> | null = null;
let longest = 0;

function vocab(): Set<string> {
  if (!vocabulary) {
    vocabulary = buildVocabulary();
    for (const w of vocabulary) longest = Math.max(longest, w.length);
  }
  return vocabulary;
}

/** True when the word (any case) is in the vocabulary. */
export function isKnownWord(word: string): boolean {
  const w = word.toLowerCase();
  return vocab().has(w) || SHORT_WORDS.has(w);
}

type Kind = 'word' | 'short' | 'unknown';

/** Words that introduce a party: a name the vocabulary does not know may follow them. */
const CONNECTIVES = new Set(['to', 'from', 'frm', 'for', 'by', 'at', 'ifo', 'via', 'trf', 'nip', 'pos', 'web']);

/**
 * Best split of a run of letters. A known word of n letters scores n² - 1 (long words win over chains of short ones),
 * a two-letter word 0.5, an unknown stretch -10 whatever its length. A short word (under five letters) never touches
 * an unknown stretch: inside a name it is an accident ("AND|REWS", "KP|AKPAN|DO"), so it only counts between known
 * words; and an unknown stretch of one to three letters is allowed only as the whole run.
 */
function segmentLetters(run: string): string[] {
  const v = vocab();
  const lower = run.toLowerCase();
  const n = lower.length;
  // best[i][k]: best score of lower[0, i) whose last piece is of kind k (0: a long known word or the start, 1: a short
  // word, 2: unknown).
  const best = Array.from({ length: n + 1 }, () => [-Infinity, -Infinity, -Infinity]);
  const back = Array.from({ length: n + 1 }, () => [
    [0, 0],
    [0, 0],
    [0, 0],
  ]);
  best[0][0] = 0;
  for (let end = 1; end <= n; end++) {
    for (let start = 0; start < end; start++) {
      const piece = lower.slice(start, end);
      let kind: Kind;
      let score: number;
      if (piece.length >= 3 && piece.length <= longest && v.has(piece)) {
        kind = piece.length >= 5 || CONNECTIVES.has(piece) ? 'word' : 'short';
        score = piece.length * piece.length - 1;
      } else if (piece.length === 2 && SHORT_WORDS.has(piece)) {
        kind = CONNECTIVES.has(piece) ? 'word' : 'short';
        score = 0.5;
      } else if (piece.length >= 4 || piece.length === n) {
        kind = 'unknown';
        score = -10;
      } else continue;
      const k = kind === 'word' ? 0 : kind === 'short' ? 1 : 2;
      for (let prev = 0; prev < 3; prev++) {
        if (best[start][prev] === -Infinity) continue;
        if ((k === 1 && prev === 2) || (k === 2 && prev === 1) || (k === 2 && prev === 2)) continue;
        if (best[start][prev] + score > best[end][k]) {
          best[end][k] = best[start][prev] + score;
          back[end][k] = [start, prev];
        }
      }
    }
  }
  let k = [0, 1, 2].reduce((a, b) => (best[n][b] > best[n][a] ? b : a), 0);
  // Nothing fits (cannot happen: the whole run is always a piece) → the run stays whole.
  if (best[n][k] === -Infinity) return [run];
  const out: string[] = [];
  for (let end = n; end > 0;) {
    const [start, prev] = back[end][k];
    out.unshift(run.slice(start, end));
    end = start;
    k = prev;
  }
  return out;
}

/**
 * Puts the word gaps back into text glued from letter-spaced print: "ELECTRONICMONEYTRANSFERLEVY" →
 * "ELECTRONIC MONEY TRANSFER LEVY", "Mob/DGBNK:VulteAirtime" → "Mob/DGBNK:Vulte Airtime". Punctuation and digits stay
 * where they were printed.
 */
export function segmentWords(glued: string): string {
  // Case changes are word starts ("VulteAirtime"); then each run of letters is split by the vocabulary.
  // A long number (a phone number, a reference) is a word of its own; "9MOBILE" keeps its digit; so are a year
  // after a word ("MAY2025") and a quarter after a word of three letters or more ("FEEQ1").
  return glued
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])((?:19|20)\d{2})(?!\d)/g, '$1 $2')
    .replace(/([A-Za-z]{3})(Q[1-4])(?![A-Za-z0-9])/g, '$1 $2')
    .replace(/([A-Za-z])(\d{6,})/g, '$1 $2')
    .replace(/(\d{6,})([A-Za-z])/g, '$1 $2')
    .split(' ')
    .map((chunk) => chunk.replace(/[A-Za-z]+/g, (run) => (run.length < 5 ? run : segmentLetters(run).join(' '))))
    .join(' ');
}
