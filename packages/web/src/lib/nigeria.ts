/** The 36 states and the Federal Capital Territory, labelled 'FCT Abuja' everywhere (docs/product-rules.md). */
export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'FCT Abuja',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const;

/** One country list everywhere: the sign-up list (docs/product-rules.md). */
export const COUNTRIES = [
  'Nigeria',
  'Ghana',
  'Kenya',
  'South Africa',
  'United Kingdom',
  'United States',
  'Canada',
  'Other',
] as const;

export const DEFAULT_COUNTRY = 'Nigeria';

export function isNigeria(country: string | null | undefined): boolean {
  return (country ?? '').trim().toLowerCase() === 'nigeria';
}

export const PERSONAS = [
  { value: 'salaried', label: 'Salaried employee' },
  { value: 'self-employed', label: 'Self-employed' },
  { value: 'sme', label: 'SME owner' },
  { value: 'pos-agent', label: 'POS agent' },
  { value: 'gig-worker', label: 'Gig worker' },
  { value: 'student', label: 'Student' },
  { value: 'civil-servant', label: 'Civil servant' },
  { value: 'retiree', label: 'Retiree' },
  { value: 'diaspora', label: 'Diaspora' },
] as const;

export type AccountType = 'personal' | 'workspace_beta';

export const ACCOUNT_TYPES: { value: AccountType; label: string; description: string }[] = [
  { value: 'personal', label: 'Personal', description: 'Analyse your own statements and plan your money.' },
  {
    value: 'workspace_beta',
    label: 'Business workspace (beta)',
    description: 'For analysts and businesses managing clients.',
  },
];
