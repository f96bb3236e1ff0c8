import { Link } from 'react-router';
import {
  BriefcaseIcon,
  CalculatorIcon,
  FileBarChartIcon,
  FileTextIcon,
  HelpCircleIcon,
  LayoutDashboardIcon,
  TargetIcon,
  WalletIcon,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/utils.ts';

export type NavItem = { to: string; label: string; icon: LucideIcon; also?: readonly string[] };

/** The product's main areas, in the order a person meets them. Workspace is only for business accounts. */
export function primaryNavItems(business: boolean): NavItem[] {
  return [
    { to: '/app', label: 'Dashboard', icon: LayoutDashboardIcon, also: ['/dashboard', '/app/dashboard'] },
    { to: '/app/analysis', label: 'Analyses', icon: FileBarChartIcon, also: ['/app/upload'] },
    { to: '/app/credit-reports', label: 'Credit Reports', icon: FileTextIcon },
    { to: '/app/loan', label: 'Loans', icon: CalculatorIcon },
    { to: '/app/goals', label: 'Goals', icon: TargetIcon },
    { to: '/app/wallet', label: 'Wallet', icon: WalletIcon },
    { to: '/app/help', label: 'Help', icon: HelpCircleIcon },
    ...(business ? [{ to: '/workspace', label: 'Workspace', icon: BriefcaseIcon }] : []),
  ];
}

/** Whether `pathname` is inside the area of `item` (its own path, a sub-path, or one of its aliases). */
export function isActiveArea(item: NavItem, pathname: string): boolean {
  const roots = [item.to, ...(item.also ?? [])];
  return roots.some((root) => (root === '/app' ? pathname === '/app' || pathname === '/app/' : pathname === root || pathname.startsWith(`${root}/`)));
}

/** The desktop primary navigation: a row of links under the header, the current area marked for eyes and readers. */
export function PrimaryNav({ items, pathname }: { items: NavItem[]; pathname: string }) {
  return (
    <nav aria-label="Primary" className="hidden border-t border-border/60 md:block">
      <ul className="mx-auto flex max-w-7xl items-center gap-1 overflow-x-auto px-4 sm:px-6 lg:px-8">
        {items.map((item) => {
          const active = isActiveArea(item, pathname);
          const Icon = item.icon;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4',
                  active ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                <Icon aria-hidden /> {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
