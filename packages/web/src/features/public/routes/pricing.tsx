import { Link } from 'react-router';
import { pricingFaq } from '@nairalens/core/help/faq.ts';
import { nairaText, singleTokenPrice } from '@nairalens/core/help/facts.ts';
import { AppBreadcrumbs } from '@/components/app-breadcrumbs.tsx';
import { FaqSearch } from '@/components/faq-search.tsx';
import { PublicPage } from '@/components/public-page.tsx';
import { PlanCards, PricingFootnote } from '@/components/plan-cards.tsx';
import { useCurrentPrice } from '@/hooks/use-current-price.ts';
import { CostTable } from '../components/cost-table.tsx';

export default function PricingPage() {
  // Today's prices: an admin may have changed them since the catalogue was written.
  const price = useCurrentPrice();
  return (
    <PublicPage className="max-w-7xl">
      <AppBreadcrumbs className="mb-4" />
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Pricing</h1>
        <p className="mt-3 text-lg text-muted-foreground">
          Pay as you go from {nairaText(singleTokenPrice(price))} a token, or choose a monthly plan. New accounts start
          with 1 free trial token.
        </p>
      </header>

      <div className="mt-12">
        <PlanCards headingLevel="h2" />
      </div>
      <PricingFootnote />

      <section className="mx-auto mt-16 max-w-3xl" aria-labelledby="costs-title">
        <h2 id="costs-title" className="text-2xl font-bold tracking-tight">
          What things cost in tokens
        </h2>
        <p className="mt-2 text-muted-foreground">
          A statement analysis costs tokens by the size of the file. Most monthly statements cost 1-3 tokens, and the
          upload page shows the exact cost before you start.
        </p>
        <CostTable />
      </section>

      <section className="mx-auto mt-16 max-w-3xl" aria-labelledby="pricing-faq-title">
        <h2 id="pricing-faq-title" className="mb-4 text-2xl font-bold tracking-tight">
          Frequently asked questions
        </h2>
        <FaqSearch items={pricingFaq(price)} label="Search pricing questions" />
        <p className="mt-6 text-sm text-muted-foreground">
          More questions? Read the{' '}
          <Link to="/faq" className="font-medium text-primary underline-offset-4 hover:underline">
            full FAQ
          </Link>{' '}
          or{' '}
          <Link to="/contact" className="font-medium text-primary underline-offset-4 hover:underline">
            contact support
          </Link>
          .
        </p>
      </section>
    </PublicPage>
  );
}
