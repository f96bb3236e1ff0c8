import type { LenderEntry } from './types.ts';

/**
 * Nigerian lenders seen on statements (domain-facts.md): banks' salary-advance and quick-loan products, digital
 * lenders and microfinance banks. Aliases are normalised narration text; `ambiguous` aliases are also ordinary
 * words or bank names and need a loan word next to them (or a bare narration) to count.
 */
export const LENDERS: readonly LenderEntry[] = [
  { name: 'GTBank QuickCredit', kind: 'bank', aliases: ['quickcredit', 'quick credit', 'quickcred', 'gtb quick credit', 'gtbank quickcredit', 'qcredit', 'quick credit repayment', 'quickcredit repayment'] },
  { name: 'Access PayDay Loan', kind: 'bank', aliases: ['payday loan', 'access payday', 'payday', 'access payday loan', 'access salary advance', 'access quickbucks', 'quickbucks', 'quick bucks', 'access small ticket'] },
  { name: 'Sterling Specta', kind: 'bank', aliases: ['specta', 'sterling specta', 'specta loan', 'specta repayment'] },
  { name: 'FirstBank FirstAdvance', kind: 'bank', aliases: ['firstadvance', 'first advance', 'fbn first advance', 'firstbank firstadvance', 'firstcredit', 'first credit'] },
  { name: 'UBA Click Credit', kind: 'bank', aliases: ['click credit', 'clickcredit', 'uba click credit', 'uba salary advance', 'uba loan'] },
  { name: 'Zenith Bank loan', kind: 'bank', aliases: ['zenith loan', 'zenith salary advance', 'zenith personal loan', 'zenith bank loan'] },
  { name: 'Fidelity FastLoan', kind: 'bank', aliases: ['fastloan', 'fast loan', 'fidelity fastloan', 'fidelity fast loan', 'fidelity loan'] },
  { name: 'FCMB FastCash', kind: 'bank', aliases: ['fastcash', 'fast cash', 'fcmb fastcash', 'fcmb fast cash', 'fcmb loan'] },
  { name: 'Ecobank Xpress Loan', kind: 'bank', aliases: ['xpress loan', 'ecobank xpress loan', 'ecobank loan', 'ecobank xpresscash'] },
  { name: 'Wema ALAT loan', kind: 'bank', aliases: ['alat loan', 'wema alat loan', 'alat salary loan', 'wema loan'] },
  { name: 'Stanbic IBTC salary advance', kind: 'bank', aliases: ['stanbic salary advance', 'stanbic loan', 'ibtc loan', 'stanbic personal loan'] },
  { name: 'Polaris loan', kind: 'bank', aliases: ['polaris loan', 'polaris salary advance', 'vulte loan'] },
  { name: 'Union Bank loan', kind: 'bank', aliases: ['union bank loan', 'union salary advance', 'unionbank loan'] },
  { name: 'CredPal', kind: 'digital', aliases: ['credpal', 'cred pal', 'credpal repayment'] },
  { name: 'Carbon', kind: 'digital', aliases: ['carbon finance', 'carbon loan', 'carbon paylater', 'getcarbon', 'carbon repayment', 'paylater', 'carbon ltd', 'carbon limited', 'carbon payout', 'carbon disbursement'], ambiguous: ['carbon'] },
  { name: 'FairMoney', kind: 'digital', aliases: ['fairmoney', 'fair money', 'fairmoney mfb', 'fairmoney loan', 'fairmon'] },
  { name: 'Branch', kind: 'digital', aliases: ['branch international', 'branch intl', 'branch loan', 'branch repayment', 'branch international financial', 'branchintl', 'branch ltd', 'branch limited', 'branch payout', 'branch disbursement'], ambiguous: ['branch'] },
  { name: 'PalmCredit', kind: 'digital', aliases: ['easybuy', 'easy buy', 'easybuy microfinance', 'palmcredit', 'palm credit', 'palmcred', 'newcredit', 'palmpay loan', 'palmpay flexi', 'palmpay credit'] },
  { name: 'Renmoney', kind: 'digital', aliases: ['renmoney', 'ren money', 'renmoney mfb', 'ren money mfb', 'renmon'] },
  { name: 'Aella', kind: 'digital', aliases: ['aella', 'aella credit', 'aellacredit', 'aella app'] },
  { name: 'QuickCheck', kind: 'digital', aliases: ['quickcheck', 'quick check'] },
  { name: 'OKash', kind: 'digital', aliases: ['okash', 'o kash', 'opay okash', 'blue ridge microfinance', 'blueridge', 'blueridge mfb', 'blue ridge mfb', 'blueridge microfinance'] },
  { name: 'EaseMoni', kind: 'digital', aliases: ['easemoni', 'easemoney', 'ease moni', 'ease money'] },
  { name: 'Lidya', kind: 'digital', aliases: ['lidya', 'lidya loan'] },
  { name: 'Migo', kind: 'digital', aliases: ['migo', 'migo lending', 'migo loan', 'getmigo'] },
  { name: 'KiaKia', kind: 'digital', aliases: ['kiakia', 'kia kia', 'kiakia loan'] },
  { name: 'Page Financials', kind: 'digital', aliases: ['page financials', 'page mfb', 'pagemfb', 'pagefinancials', 'page loan'] },
  { name: 'C24', kind: 'digital', aliases: ['c24', 'c24 ltd', 'c24 limited'] },
  { name: 'Zedvance', kind: 'digital', aliases: ['zedvance', 'zed vance', 'zedvance finance'] },
  { name: 'Newedge Finance (Xcredit)', kind: 'digital', aliases: ['newedge', 'newedge finance', 'xcredit', 'x credit'] },
  { name: 'CreditDirect', kind: 'digital', aliases: ['creditdirect', 'credit direct', 'creditdirect ltd', 'credit direct ltd'] },
  { name: 'Umba', kind: 'digital', aliases: ['umba', 'umba mfb'] },
  { name: 'LCredit', kind: 'digital', aliases: ['lcredit', 'l credit'] },
  { name: 'Sokoloan', kind: 'digital', aliases: ['sokoloan', 'soko loan', 'soko'] },
  { name: 'Kuda overdraft', kind: 'digital', aliases: ['kuda overdraft', 'kuda loan', 'kuda od'] },
  { name: 'Moniepoint credit', kind: 'digital', aliases: ['moniepoint credit', 'moniepoint loan', 'moniepoint working capital'] },
  { name: 'Lendigo', kind: 'digital', aliases: ['lendigo', 'lendigo mfb'] },
  { name: 'CreditVille', kind: 'digital', aliases: ['creditville', 'credit ville'] },
  { name: 'LoanSpot', kind: 'digital', aliases: ['loanspot', 'loan spot'] },
  { name: 'Goldman Credit', kind: 'digital', aliases: ['goldman credit'] },
  { name: 'FINT', kind: 'digital', aliases: ['fint', 'fint africa', 'fint loan'] },
  { name: 'Cashamm', kind: 'digital', aliases: ['cashamm', 'cash amm'] },
  { name: 'Specta (Sterling) / Lotus', kind: 'digital', aliases: ['lotus loan'] },
  { name: 'Payhippo', kind: 'digital', aliases: ['payhippo'] },
  { name: 'KashKash', kind: 'digital', aliases: ['kashkash', 'kash kash'] },
  { name: '9Credit', kind: 'digital', aliases: ['9credit', '9 credit'] },
  { name: 'CreditWallet', kind: 'digital', aliases: ['creditwallet', 'credit wallet'] },
  { name: 'Rosabon Financial', kind: 'digital', aliases: ['rosabon', 'rosabon financial'] },
  { name: 'Letshego MFB', kind: 'digital', aliases: ['letshego', 'letshego mfb'] },
  { name: 'Kredi', kind: 'digital', aliases: ['kredi', 'kredi mfb', 'kredi bank'] },
  { name: 'Accion MFB', kind: 'mfb', aliases: ['accion mfb', 'accion microfinance', 'accion'] },
  { name: 'LAPO MFB', kind: 'mfb', aliases: ['lapo mfb', 'lapo', 'lapo microfinance'] },
  { name: 'Baobab MFB', kind: 'mfb', aliases: ['baobab mfb', 'baobab', 'baobab microfinance'] },
  { name: 'AB MFB', kind: 'mfb', aliases: ['ab mfb', 'ab microfinance'] },
  { name: 'Grooming MFB', kind: 'mfb', aliases: ['grooming mfb', 'grooming microfinance'] },
  { name: 'Fortis MFB', kind: 'mfb', aliases: ['fortis mfb'] },
];

/** Loan words: a debit with these repays a loan; a credit with these is a disbursement. */
export const LOAN_REPAY_PHRASES: readonly string[] = [
  'loan repayment', 'loan repay', 'loan repaymt', 'ln repaymt', 'ln repayment', 'loan liquidation', 'loan instalment', 'loan installment',
  'repayment', 'repaymnt', 'repaymt', 'repay', 'instalment', 'installment', 'loan', 'salary advance', 'salary advance recovery', 'term loan',
  'recovery debit', 'debt recovery', 'loan recovery', 'mortgage', 'overdraft', 'overdraft repayment', 'od repayment', 'overdraft interest', 'od interest', 'debit interest', 'interest charged', 'principal interest', 'principal and interest',
];
export const LOAN_DISBURSE_PHRASES: readonly string[] = [
  'loan disbursement', 'loan disbursed', 'disbursement', 'disbursal', 'disb', 'loan credit', 'loan', 'salary advance', 'drawdown', 'overdraft drawdown',
];
