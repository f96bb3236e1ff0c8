import type { BankId } from '../contract.ts';

/**
 * The name a person knows their bank by, for the result page, the PDF report and account labels. Ids are written for
 * code (`premiumtrust`, `firstbank`); upper-casing one gave "PREMIUMTRUST" and "FAIRMONEY" on screen.
 */
const BANK_NAMES: Record<BankId, string> = {
  gtbank: 'GTBank',
  access: 'Access Bank',
  zenith: 'Zenith Bank',
  uba: 'UBA',
  firstbank: 'First Bank',
  fcmb: 'FCMB',
  fidelity: 'Fidelity Bank',
  union: 'Union Bank',
  sterling: 'Sterling Bank',
  stanbic: 'Stanbic IBTC',
  wema: 'Wema Bank',
  polaris: 'Polaris Bank',
  ecobank: 'Ecobank',
  keystone: 'Keystone Bank',
  providus: 'Providus Bank',
  kuda: 'Kuda',
  opay: 'OPay',
  moniepoint: 'Moniepoint',
  palmpay: 'PalmPay',
  carbon: 'Carbon',
  vfd: 'VFD Microfinance Bank',
  jaiz: 'Jaiz Bank',
  globus: 'Globus Bank',
  premiumtrust: 'PremiumTrust Bank',
  titan: 'Titan Trust Bank',
  unity: 'Unity Bank',
  optimus: 'Optimus Bank',
  parallex: 'Parallex Bank',
  lotus: 'Lotus Bank',
  signature: 'Signature Bank',
  taj: 'TAJBank',
  suntrust: 'SunTrust Bank',
  fairmoney: 'FairMoney',
  paga: 'Paga',
  citibank: 'Citibank Nigeria',
  standardchartered: 'Standard Chartered',
  heritage: 'Heritage Bank',
  coronation: 'Coronation Merchant Bank',
  nova: 'Nova Bank',
  rubies: 'Rubies Bank',
  sparkle: 'Sparkle',
  chipper: 'Chipper Cash',
  piggyvest: 'PiggyVest',
  cowrywise: 'Cowrywise',
  lapo: 'LAPO Microfinance Bank',
  accion: 'Accion Microfinance Bank',
  abmfb: 'AB Microfinance Bank',
  baobab: 'Baobab Microfinance Bank',
  finatrust: 'Fina Trust Microfinance Bank',
  renmoney: 'Renmoney',
  fsdh: 'FSDH Merchant Bank',
  randmerchant: 'Rand Merchant Bank',
  other: 'Other bank',
};

/** The bank's own name for an id the engine detected. */
export function bankName(bank: BankId): string {
  return BANK_NAMES[bank];
}

/**
 * The holder's name without the app's wordmark set just before it on one line ("Chipper Ifeoma Chidinma Anyanwu"):
 * the bank's name or its first word, when a name of two words at least is left.
 */
export function withoutWordmark(name: string | null, bank: BankId | null): string | null {
  if (!name || !bank) return name;
  const full = bankName(bank);
  for (const mark of [full, full.split(' ')[0], bank]) {
    const rest = name.slice(mark.length);
    if (name.toLowerCase().startsWith(`${mark.toLowerCase()} `) && rest.trim().split(/\s+/).length >= 2) return rest.trim();
  }
  return name;
}
