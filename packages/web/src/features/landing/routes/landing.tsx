import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  ArrowRightIcon,
  BriefcaseBusinessIcon,
  CalculatorIcon,
  FileSearchIcon,
  GaugeIcon,
  LandmarkIcon,
  LifeBuoyIcon,
  LightbulbIcon,
  PieChartIcon,
  QuoteIcon,
  ReceiptTextIcon,
  ShieldCheckIcon,
  TimerIcon,
  UnplugIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { useSectionLink } from '@/hooks/use-section-link.ts';
import { PlanCards, PricingFootnote } from '@/components/plan-cards.tsx';
import { SampleAnalysis } from '../components/sample-analysis.tsx';
import { usePublishedTestimonials } from '../api/published-testimonials.ts';

const STEPS = [
  { title: 'Create your free account', text: 'Sign up in a minute and get 1 free trial token.' },
  {
    title: 'Upload your statement',
    text: 'PDF, photo, CSV, XLS or XLSX from your bank app or e-mail. Password-protected files work too.',
  },
  {
    title: 'Get your analysis',
    text: 'Income, spending, savings and debt-to-income, in under 60 seconds.',
  },
  {
    title: 'Act on clear advice',
    text: 'A health score out of 10, recommendations and a loan-eligibility estimate.',
  },
];

const FEATURES = [
  {
    icon: PieChartIcon,
    title: 'Spending by category',
    text: 'Every transfer, POS purchase, airtime top-up and bank charge sorted into categories you recognise.',
  },
  {
    icon: ReceiptTextIcon,
    title: 'Loan repayments found',
    text: 'Repayments to banks and loan apps picked out of your narrations, so nothing hides in the noise.',
  },
  {
    icon: GaugeIcon,
    title: 'Debt-to-income and health score',
    text: 'Your DTI on one clear scale, from Excellent (30% or less) to Danger (above 60%), and a score out of 10.',
  },
  {
    icon: LightbulbIcon,
    title: 'Recommendations',
    text: 'Specific next steps for your savings rate and biggest spending categories, in plain language.',
  },
  {
    icon: CalculatorIcon,
    title: 'Loan calculator',
    text: 'Monthly payment, total interest and your DTI after the loan, before you sign anything. Always free.',
  },
  {
    icon: FileSearchIcon,
    title: 'Loan-offer analysis',
    text: 'Upload an offer and see the true APR with fees, flat versus reducing rates, and a clear verdict.',
  },
  {
    icon: LandmarkIcon,
    title: 'Credit reports',
    text: 'Read reports from CRC Credit Bureau, FirstCentral and CreditRegistry, with what helps and hurts your score.',
  },
  {
    icon: BriefcaseBusinessIcon,
    title: 'Business workspace',
    text: 'For analysts and SMEs: client profiles, bulk uploads and CSV export (beta).',
  },
];

const SECURITY = [
  { title: 'Encrypted in transit and at rest', text: 'Files are encrypted with AES-256-GCM before they are stored.' },
  { title: 'Raw documents deleted', text: 'Your statement is deleted after analysis, and always within 24 hours.' },
  { title: 'Passwords never stored', text: 'A statement password opens the file in memory, then it is gone.' },
  { title: 'No bank connection', text: 'We never ask for your bank login or BVN. You choose what to upload.' },
];

const BANKS = ['GTBank', 'Access', 'Zenith', 'UBA', 'First Bank', 'FCMB', 'Fidelity', 'Sterling', 'Wema', 'Kuda', 'OPay', 'Moniepoint', 'PalmPay'];

const PROMISES = [
  { icon: TimerIcon, text: 'Results in under 60 seconds' },
  { icon: UnplugIcon, text: 'No bank connection needed' },
  { icon: ShieldCheckIcon, text: 'Encrypted in transit and at rest' },
];

/** Toasts for the links in newsletter e-mails, which land here as /?newsletter=… */
function useNewsletterOutcome() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('newsletter');
  useEffect(() => {
    if (!outcome) return;
    if (outcome === 'confirmed') {
      toast.success('Subscription confirmed', { description: "You're on the list. Look out for our monthly money tips." });
    } else if (outcome === 'unsubscribed') {
      toast.success('Unsubscribed', { description: 'You will not receive the newsletter any more.' });
    } else {
      toast.error('This link has expired', { description: 'Subscribe again from the form at the bottom of the page.' });
    }
    const next = new URLSearchParams(params);
    next.delete('newsletter');
    setParams(next, { replace: true });
  }, [outcome, params, setParams]);
}

export default function LandingPage() {
  const { status } = useAuth();
  const goToSection = useSectionLink();
  const signedIn = status === 'authenticated';
  const testimonials = usePublishedTestimonials();
  const startHref = signedIn ? '/app/upload' : '/auth?mode=signup';
  useNewsletterOutcome();

  return (
    <>
      <section className="relative overflow-hidden" aria-labelledby="hero-title">
        <div aria-hidden className="pointer-events-none absolute inset-0 -z-10 [background:var(--hero-surface)]" />
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 sm:pb-24 lg:grid-cols-[1.1fr_1fr] lg:px-8">
          <div className="text-center lg:text-left">
            <p className="mb-6 inline-flex items-center gap-2 rounded-full border border-highlight/60 bg-highlight/15 px-3 py-1 text-xs font-medium">
              <span className="size-1.5 rounded-full bg-highlight" aria-hidden /> Your first analysis is on us: 1 free
              trial token
            </p>
            <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              Understand your money.{' '}
              <span className="bg-gradient-to-r from-hero-from to-hero-to bg-clip-text text-transparent">Grow your future.</span>
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl lg:mx-0">
              Upload your own bank statement and NairaLens shows where your naira goes, what your loans really cost and
              how to save more, coached for life in Nigeria.
            </p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:justify-center lg:justify-start">
              <Button asChild variant="hero" size="lg">
                <Link to={startHref}>
                  Start Free Analysis <ArrowRightIcon />
                </Link>
              </Button>
              <Button variant="outline" size="lg" onClick={() => goToSection('how-it-works')}>
                See How It Works
              </Button>
            </div>
            <ul className="mt-9 flex flex-col items-center gap-3 text-sm text-muted-foreground sm:flex-row sm:justify-center sm:gap-6 lg:justify-start">
              {PROMISES.map(({ icon: Icon, text }) => (
                <li key={text} className="inline-flex items-center gap-2">
                  <Icon className="size-4 text-primary" aria-hidden /> {text}
                </li>
              ))}
            </ul>
          </div>
          <SampleAnalysis />
        </div>
      </section>

      <section aria-label="Supported banks" className="border-y bg-card/60">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
          <p className="text-center text-xs font-medium tracking-wide text-muted-foreground uppercase">
            Reads statements from Nigerian banks and fintechs
          </p>
          <ul className="mt-3 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-semibold text-foreground/75">
            {BANKS.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </div>
      </section>

      <section id="how-it-works" className="scroll-mt-20" aria-labelledby="how-title">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <h2 id="how-title" className="text-center text-3xl font-bold tracking-tight">
            How it works
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
            Four steps from statement to a plan you can act on.
          </p>
          <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map(({ title, text }, i) => (
              <li key={title} className="relative rounded-xl border bg-card p-6 shadow-sm">
                <span className="flex size-11 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground">
                  <span className="sr-only">Step </span>
                  {i + 1}
                </span>
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section id="features" className="scroll-mt-20 border-t bg-muted/40" aria-labelledby="features-title">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight">
            Built for how Nigerians bank
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
            From NIP transfers and POS purchases to stamp duty and loan apps: we read the statement you already have.
          </p>
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border bg-card p-5 shadow-sm">
                <Icon className="size-6 text-primary" aria-hidden />
                <h3 className="mt-3 font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="border-t" aria-labelledby="security-title">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1fr_1.4fr] lg:px-8">
          <div>
            <h2 id="security-title" className="text-3xl font-bold tracking-tight">
              Your statement stays yours
            </h2>
            <p className="mt-3 text-muted-foreground">
              A bank statement is personal. We collect only what the analysis needs, keep the raw file for as short a time
              as possible and give you the rights of the Nigeria Data Protection Act 2023: access, correction, export and
              deletion, from your settings.
            </p>
            <Button asChild variant="link" className="mt-2 px-0">
              <Link to="/privacy">
                Read our Privacy Policy <ArrowRightIcon />
              </Link>
            </Button>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {SECURITY.map(({ title, text }) => (
              <li key={title} className="flex gap-3 rounded-xl border bg-card p-5">
                <ShieldCheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {testimonials.length > 0 ? (
        <section className="border-t bg-muted/40" aria-labelledby="testimonials-title">
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
            <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight">
              What people tell us
            </h2>
            <ul className="mt-12 grid gap-6 md:grid-cols-3">
              {testimonials.map((t) => (
                <li key={`${t.name}-${t.quote.slice(0, 20)}`}>
                  <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
                    <QuoteIcon className="size-6 text-highlight" aria-hidden />
                    <blockquote className="mt-3 flex-1 text-pretty">{t.quote}</blockquote>
                    <figcaption className="mt-5 flex items-center gap-3">
                      <span
                        aria-hidden
                        className="flex size-9 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary"
                      >
                        {t.name[0]}
                      </span>
                      <span>
                        <span className="block text-sm font-semibold">{t.name}</span>
                        <span className="block text-xs text-muted-foreground">{t.role}</span>
                      </span>
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section id="pricing" className="scroll-mt-20 border-t" aria-labelledby="pricing-title">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <h2 id="pricing-title" className="text-center text-3xl font-bold tracking-tight">
            Simple naira pricing
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
            Pay as you go or choose a monthly plan. Most monthly statements cost 1-3 tokens, and you always see the cost
            before you start.
          </p>
          <div className="mt-12">
            <PlanCards />
          </div>
          <PricingFootnote />
          <p className="mt-2 text-center text-sm">
            <Link to="/pricing" className="font-medium text-primary underline-offset-4 hover:underline">
              Compare plans and read the pricing FAQ
            </Link>
          </p>
        </div>
      </section>

      <section className="border-t bg-muted/40" aria-labelledby="cta-title">
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-16 text-center sm:px-6 lg:px-8">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance">
            See your money clearly in under 60 seconds
          </h2>
          <p className="mt-3 max-w-xl text-muted-foreground">
            Your free trial token covers one analysis of a statement of up to 10 pages. No card needed.
          </p>
          <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button asChild variant="hero" size="lg">
              <Link to={startHref}>
                Start Free Analysis <ArrowRightIcon />
              </Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to={signedIn ? '/app/help' : '/faq'}>
                <LifeBuoyIcon /> Get Help
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
