import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { LayoutDashboardIcon, MenuIcon } from 'lucide-react';
import { Logo } from '@/components/logo.tsx';
import { ThemeToggle } from '@/components/theme-toggle.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { useSectionLink } from '@/hooks/use-section-link.ts';

const PublicMobileMenu = lazy(() => import('./public-mobile-menu.tsx'));

const SECTIONS = [
  { id: 'how-it-works', label: 'How It Works' },
  { id: 'features', label: 'Features' },
];

const PAGES = [
  { to: '/pricing', label: 'Pricing' },
  { to: '/faq', label: 'FAQ' },
];

const navLinkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';

export function PublicHeader() {
  const { status } = useAuth();
  const goToSection = useSectionLink();
  const [open, setOpen] = useState(false);
  // The menu's chunk loads on first open and stays mounted so the close animation can run.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const signedIn = status === 'authenticated';

  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />

        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {SECTIONS.map((s) => (
            <a
              key={s.id}
              href={`/#${s.id}`}
              className={navLinkClass}
              onClick={(e) => {
                e.preventDefault();
                goToSection(s.id);
              }}
            >
              {s.label}
            </a>
          ))}
          {PAGES.map((p) => (
            <Link key={p.to} to={p.to} className={navLinkClass}>
              {p.label}
            </Link>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          <ThemeToggle />
          <div className="hidden items-center gap-2 md:flex">
            {signedIn ? (
              <Button asChild>
                <Link to="/app">
                  <LayoutDashboardIcon /> Dashboard
                </Link>
              </Button>
            ) : (
              <>
                <Button asChild variant="ghost">
                  <Link to="/auth?mode=signin">Sign In</Link>
                </Button>
                <Button asChild variant="hero">
                  <Link to="/auth?mode=signup">Get Started</Link>
                </Button>
              </>
            )}
          </div>

          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={open}
            onClick={() => {
              setMenuLoaded(true);
              setOpen(true);
            }}
          >
            <MenuIcon className="size-5" />
          </Button>
          {menuLoaded && (
            <Suspense fallback={null}>
              <PublicMobileMenu
                open={open}
                onOpenChange={setOpen}
                sections={SECTIONS}
                pages={PAGES}
                signedIn={signedIn}
                goToSection={goToSection}
              />
            </Suspense>
          )}
        </div>
      </div>
    </header>
  );
}
