import { Link } from 'react-router';
import { MessageCircleQuestionIcon } from 'lucide-react';
import { FAQ } from '@nairalens/core/help/faq.ts';
import { usePublishedFaq } from '../api/published-faq.ts';
import { AppBreadcrumbs } from '@/components/app-breadcrumbs.tsx';
import { FaqSearch } from '@/components/faq-search.tsx';
import { PublicPage } from '@/components/public-page.tsx';
import { Button } from '@/components/ui/button.tsx';

export default function FaqPage() {
  // The FAQ an admin published, else the one written with the product (also while it loads).
  const published = usePublishedFaq();
  return (
    <PublicPage className="max-w-3xl">
      <AppBreadcrumbs className="mb-4" />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Frequently Asked Questions</h1>
      <p className="mt-3 mb-8 text-lg text-muted-foreground">
        Answers to the questions people ask most about NairaLens, tokens and your data.
      </p>
      <FaqSearch items={published ?? FAQ} />
      <div className="mt-10 flex flex-col items-start gap-4 rounded-xl border bg-muted/40 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <MessageCircleQuestionIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <div>
            <h2 className="font-semibold">Still have a question?</h2>
            <p className="text-sm text-muted-foreground">Our team replies by e-mail within 24 hours.</p>
          </div>
        </div>
        <Button asChild>
          <Link to="/contact">Contact Support</Link>
        </Button>
      </div>
    </PublicPage>
  );
}
