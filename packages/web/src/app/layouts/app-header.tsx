import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  LogOutIcon,
  MenuIcon,
  PlusIcon,
  SettingsIcon,
  ShieldIcon,
  UsersIcon,
  WalletIcon,
} from 'lucide-react';
import { Logo } from '@/components/logo.tsx';
import { ThemeToggle } from '@/components/theme-toggle.tsx';
import { TokenBadge } from '@/components/token-badge.tsx';
import { UserAvatar } from '@/components/user-avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet.tsx';
import { displayName, initialsFor, isBusinessUser, useAuth } from '@/lib/auth.tsx';
import { isActiveArea, PrimaryNav, primaryNavItems } from './primary-nav.tsx';
import { useWalletBalance } from '@/hooks/use-wallet-balance.ts';
import { cn } from '@/lib/utils.ts';

/** Account pages: in the avatar menu on desktop, after the primary areas in the phone drawer. */
const ACCOUNT_LINKS = [
  { to: '/app/profiles', label: 'My Profiles', icon: UsersIcon },
  { to: '/app/settings', label: 'Settings', icon: SettingsIcon },
];

const drawerItemClass =
  'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4 [&_svg]:text-muted-foreground';

export function AppHeader() {
  const { user, profile, wallet, signOut } = useAuth();
  const { pathname } = useLocation();
  const navItems = primaryNavItems(isBusinessUser(profile));
  const balance = useWalletBalance();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const name = displayName(user, profile);
  const initials = initialsFor(name, user?.email);
  const tokens = balance.totalBalance ?? wallet?.totalBalance;
  const isAdmin = user?.role === 'admin';

  const handleSignOut = async () => {
    setDrawerOpen(false);
    // Leave the guarded page first, so the guard does not send the signed-out user to /auth.
    await navigate('/', { replace: true });
    await signOut();
  };

  const badge = (
    <TokenBadge
      balance={tokens}
      isLoading={balance.isPending && tokens === undefined}
      isError={balance.isError && tokens === undefined}
    />
  );

  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Logo />

        <div className="flex items-center gap-2">
          {badge}
          <Button asChild variant="hero" className="hidden md:inline-flex">
            <Link to="/app/upload">
              <PlusIcon /> New Analysis
            </Link>
          </Button>
          <ThemeToggle />

          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <button
                type="button"
                className="hidden rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 md:block"
                aria-label="Open account menu"
              >
                <UserAvatar initials={initials} imageUrl={profile?.avatarUrl ?? user?.image} />
              </button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" className="w-60">
              <DropdownMenuLabel className="flex flex-col gap-0.5">
                <span className="truncate">{name || 'Your account'}</span>
                <span className="truncate text-xs font-normal text-muted-foreground">{user?.email}</span>
              </DropdownMenuLabel>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => void navigate('/app/profiles')}>
                <UsersIcon /> My Profiles
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => void navigate('/app/settings')}>
                <SettingsIcon /> Settings
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => void navigate('/app/wallet')}>
                <WalletIcon /> Wallet
              </DropdownMenuItem>
              {isAdmin && (
                <DropdownMenuItem onSelect={() => navigate('/admin')}>
                  <ShieldIcon /> Admin
                </DropdownMenuItem>
              )}
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => void handleSignOut()}>
                <LogOutIcon /> Sign out
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>

          <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
                <MenuIcon className="size-5" />
              </Button>
            </SheetTrigger>
            <SheetContent side="right" className="gap-5">
              <SheetHeader>
                <SheetTitle className="flex items-center gap-3">
                  <UserAvatar initials={initials} imageUrl={profile?.avatarUrl ?? user?.image} />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate text-base">{name || 'Your account'}</span>
                    <span className="truncate text-xs font-normal text-muted-foreground">{user?.email}</span>
                  </span>
                </SheetTitle>
                <SheetDescription className="sr-only">Account menu</SheetDescription>
              </SheetHeader>
              <div className="flex items-center justify-between rounded-lg border bg-muted/40 px-3 py-2">
                <span className="text-sm text-muted-foreground">Token balance</span>
                {badge}
              </div>
              <nav aria-label="App" className="-mx-2 flex flex-col gap-0.5 overflow-y-auto">
                {[...navItems, ...ACCOUNT_LINKS].map((item) => {
                  const Icon = item.icon;
                  const active = isActiveArea(item, pathname);
                  return (
                    <Link
                      key={item.to}
                      to={item.to}
                      aria-current={active ? 'page' : undefined}
                      className={cn(drawerItemClass, active && 'bg-accent')}
                      onClick={() => setDrawerOpen(false)}
                    >
                      <Icon /> {item.label}
                    </Link>
                  );
                })}
                {isAdmin && (
                  <Link to="/admin" className={drawerItemClass} onClick={() => setDrawerOpen(false)}>
                    <ShieldIcon /> Admin
                  </Link>
                )}
              </nav>
              <div className="mt-auto flex flex-col gap-2">
                <Button asChild variant="hero" size="lg">
                  <Link to="/app/upload" onClick={() => setDrawerOpen(false)}>
                    <PlusIcon /> New Analysis
                  </Link>
                </Button>
                <Button
                  variant="outline"
                  size="lg"
                  onClick={() => void handleSignOut()}
                  className={cn('text-destructive hover:text-destructive')}
                >
                  <LogOutIcon /> Sign out
                </Button>
              </div>
            </SheetContent>
          </Sheet>
        </div>
      </div>
      <PrimaryNav items={navItems} pathname={pathname} />
    </header>
  );
}
