import { Link } from 'react-router';
import { Logo } from '@/components/logo.tsx';
import { useSectionLink } from '@/hooks/use-section-link.ts';
import { NewsletterForm } from '@/features/public/components/newsletter-form.tsx';

const linkClass = 'text-sm text-muted-foreground transition-colors hover:text-foreground rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

export function PublicFooter() {
  const goToSection = useSectionLink();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1fr_1.6fr] lg:px-8">
        <div className="max-w-sm space-y-3">
          <Logo />
          <p className="text-sm text-muted-foreground">
            A personal-finance coach that reads your own bank statement. NairaLens is not a bank or a lender: it
            holds no deposits, issues no loans, and its insights are for information only.
          </p>
        </div>
        <nav aria-label="Product" className="flex flex-col gap-2">
          <h2 className="mb-1 text-sm font-semibold">Product</h2>
          <Link to="/app/upload" className={linkClass}>
            Analyse a statement
          </Link>
          <Link to="/app/loan" className={linkClass}>
            Loan calculator
          </Link>
          <a
            href="/#pricing"
            className={linkClass}
            onClick={(e) => {
              e.preventDefault();
              goToSection('pricing');
            }}
          >
            Pricing
          </a>
          <Link to="/faq" className={linkClass}>
            FAQ
          </Link>
        </nav>
        <nav aria-label="Company" className="flex flex-col gap-2">
          <h2 className="mb-1 text-sm font-semibold">Company</h2>
          <Link to="/contact" className={linkClass}>
            Contact
          </Link>
          <Link to="/privacy" className={linkClass}>
            Privacy Policy
          </Link>
          <Link to="/terms" className={linkClass}>
            Terms of Service
          </Link>
        </nav>
        <NewsletterForm />
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>© {year} NairaLens. All rights reserved.</p>
          <p>Made for Nigerians, priced in naira.</p>
        </div>
      </div>
    </footer>
  );
}
