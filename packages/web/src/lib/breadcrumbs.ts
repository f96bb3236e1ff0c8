export type Crumb = { label: string; path: string; linkable: boolean };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const LABELS: Record<string, string> = {
  app: 'Dashboard',
  dashboard: 'Dashboard',
  'credit-reports': 'Credit Reports',
  loan: 'Loan Calculator',
  upload: 'Upload',
  new: 'New',
  workspace: 'Workspace',
  clients: 'Clients',
  admin: 'Admin',
  settings: 'Settings',
  help: 'Need help?',
  wallet: 'Wallet',
  analysis: 'Analysis',
  profiles: 'My Profiles',
  analytics: 'Analytics',
  users: 'Users',
  support: 'Support',
  payments: 'Payments',
  ai: 'AI',
  audit: 'Audit',
  cms: 'CMS',
  contact: 'Contact',
  privacy: 'Privacy',
  terms: 'Terms',
  pricing: 'Pricing',
  faq: 'FAQ',
};

/** Paths that are screens of their own; other crumbs are shown as plain text. */
const SCREENS = new Set([
  '/app',
  '/dashboard',
  '/app/upload',
  '/app/analysis',
  '/app/loan',
  '/app/loan/upload',
  '/app/wallet',
  '/app/help',
  '/app/credit-reports',
  '/app/credit-reports/new',
  '/app/settings',
  '/app/profiles',
  '/workspace',
  '/workspace/clients',
  '/workspace/clients/new',
  '/workspace/bulk',
  '/workspace/team',
  '/workspace/console',
  '/admin',
  '/admin/analytics',
  '/admin/users',
  '/admin/support',
  '/admin/settings/payments',
  '/admin/settings/ai',
  '/admin/audit',
  '/admin/cms',
  '/contact',
  '/privacy',
  '/terms',
  '/pricing',
  '/faq',
]);

export function isIdSegment(segment: string): boolean {
  return UUID.test(segment);
}

function labelFor(segment: string, parent: string | undefined): string {
  if (isIdSegment(segment)) {
    if (parent === 'clients') return 'Client Detail';
    if (parent === 'analysis') return 'Analysis Result';
    if (parent === 'credit-reports') return 'Credit Report Detail';
    return 'Detail';
  }
  if (segment === 'upload' && parent === 'loan') return 'Analyze Loan Offer';
  if (segment === 'new' && parent === 'credit-reports') return 'New Report';
  const known = LABELS[segment];
  if (known) return known;
  const words = decodeURIComponent(segment).replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Breadcrumbs derived from the path (spec §2). Empty on the root path. */
export function breadcrumbsFor(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  let path = '';
  segments.forEach((segment, i) => {
    path += `/${segment}`;
    const parent = segments[i - 1];
    // /app/dashboard is the dashboard itself: "Dashboard", not "Dashboard › Dashboard".
    if (segment === 'dashboard' && parent === 'app') return;
    crumbs.push({
      label: labelFor(segment, parent),
      path,
      linkable: SCREENS.has(path) || (isIdSegment(segment) && i === segments.length - 1),
    });
  });
  return crumbs;
}
