import { Link } from 'react-router';
import { LayoutDashboardIcon } from 'lucide-react';
import { Logo } from '@/components/logo.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet.tsx';

const itemClass =
  'rounded-md px-3 py-3 text-base font-medium hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 outline-none';

/**
 * The public header's mobile menu. Loaded on first open (a separate chunk): Radix Dialog and its scroll lock are
 * ~15 KB gzipped that the landing page does not need up front (budget: 150 KB gzipped).
 */
export default function PublicMobileMenu({
  open,
  onOpenChange,
  sections,
  pages,
  signedIn,
  goToSection,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sections: { id: string; label: string }[];
  pages: { to: string; label: string }[];
  signedIn: boolean;
  goToSection: (id: string) => void;
}) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right">
        <SheetHeader>
          <SheetTitle>
            <span className="sr-only">Menu</span>
            <Logo />
          </SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {sections.map((s) => (
            <a
              key={s.id}
              href={`/#${s.id}`}
              className={itemClass}
              onClick={(e) => {
                e.preventDefault();
                close();
                goToSection(s.id);
              }}
            >
              {s.label}
            </a>
          ))}
          {pages.map((p) => (
            <Link key={p.to} to={p.to} onClick={close} className={itemClass}>
              {p.label}
            </Link>
          ))}
        </nav>
        <div className="mt-auto flex flex-col gap-2">
          {signedIn ? (
            <Button asChild size="lg">
              <Link to="/app" onClick={close}>
                <LayoutDashboardIcon /> Dashboard
              </Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="outline" size="lg">
                <Link to="/auth?mode=signin" onClick={close}>
                  Sign In
                </Link>
              </Button>
              <Button asChild variant="hero" size="lg">
                <Link to="/auth?mode=signup" onClick={close}>
                  Get Started
                </Link>
              </Button>
            </>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
