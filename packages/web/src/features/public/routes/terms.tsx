import { Link } from 'react-router';
import { BUNDLES, PLANS, TOKEN_PRICE_KOBO } from '@nairalens/core/tokens/pricing.ts';
import { formatNaira } from '@/lib/format.ts';
import { useCurrentPrice } from '@/hooks/use-current-price.ts';
import { LegalPage, POLICIES_UPDATED, type LegalSection } from '../components/legal-page.tsx';
import { SUPPORT_EMAIL, OFFICE } from '../lib/contact-details.ts';

const link = 'font-medium text-primary underline-offset-4 hover:underline';
const naira = (kobo: number) => formatNaira(kobo, { whole: true });

/** Today's prices (an admin may have changed the catalogue's), in one sentence. */
function CurrentPrices() {
  const price = useCurrentPrice();
  const bundles = BUNDLES.filter((b) => b.tokens > 1)
    .map((b) => `${b.tokens} for ${naira(price('bundle', b.id, b.priceKobo))}`)
    .join(', ');
  const plans = PLANS.map((p) => `${p.name} ${naira(price('plan', p.id, p.priceKobo))}`).join(', ');
  return (
    <>
      Tokens cost {naira(price('bundle', 'tokens_1', TOKEN_PRICE_KOBO))} each or come in bundles ({bundles}). Monthly
      plans: {plans}.
    </>
  );
}

const SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    body: (
      <p>
        By creating an account or using NairaLens you agree to these terms and to our{' '}
        <Link className={link} to="/privacy">
          Privacy Policy
        </Link>
        . If you do not agree, please do not use the service. You must be 18 or older.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'Description of the Service',
    body: (
      <>
        <p>
          NairaLens analyses the bank statements, credit reports and loan offers you upload, and provides a loan
          calculator, recommendations and related tools, priced in naira through a token wallet.
        </p>
        <p>
          NairaLens is a coach and not a bank, lender or financial adviser. We hold no deposits, issue no loans and
          process no loan applications. Results, scores and loan-eligibility estimates are for information only, depend
          on the documents you provide and are not an offer or a guarantee of credit.
        </p>
      </>
    ),
  },
  {
    id: 'responsibilities',
    title: 'Your Responsibilities',
    body: (
      <ul>
        <li>Keep your password safe and tell us at once if you think someone else has used your account.</li>
        <li>Upload only your own documents, or documents of a person who has given you explicit consent.</li>
        <li>Do not upload altered documents or use NairaLens to deceive a lender or anyone else.</li>
        <li>Do not try to disrupt, probe or reverse-engineer the service, or access other people&apos;s data.</li>
      </ul>
    ),
  },
  {
    id: 'tokens-payments',
    title: 'Token System and Payments',
    body: (
      <>
        <ul>
          <li>A new account receives 1 free trial token, which does not expire.</li>
          <li>
            A statement analysis costs 1 to 8 tokens depending on the size of the file (most monthly statements cost 1-3
            tokens); a clean PDF report costs 2 tokens once per analysis; a loan-offer analysis costs 1 to 8 tokens by
            file size. The cost is shown before you start.
          </li>
          <li>
            <CurrentPrices /> A card processing fee is added at checkout and shown before you pay. Payments are
            processed by our payment partner.
          </li>
          <li>
            Purchased tokens, subscription tokens and the free trial token do not expire. Unused monthly plan tokens
            roll over to the next month up to 20; any excess expires. Daily plan tokens last until the next day&apos;s
            grant and do not roll over. Referral trial tokens expire after 7 days and referral rewards after 30 days.
          </li>
          <li>
            If an analysis fails, the tokens spent on it are returned to your wallet automatically. Tokens have no cash
            value and cannot be exchanged or transferred, except where the law gives you a right to a refund.
          </li>
          <li>Plans renew monthly until you cancel in Settings, Billing; cancelling stops the next renewal.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    body: (
      <p>
        We work hard to make every analysis accurate, but statements vary and mistakes can happen. To the extent the law
        allows, NairaLens is not liable for decisions you make on the basis of our results, or for indirect or
        consequential losses. Our total liability to you for any claim is limited to the amount you paid us in the 12
        months before it. Nothing in these terms limits liability that cannot be limited under Nigerian law.
      </p>
    ),
  },
  {
    id: 'data-usage',
    title: 'Data Usage',
    body: (
      <p>
        We process your data as described in our{' '}
        <Link className={link} to="/privacy">
          Privacy Policy
        </Link>
        : raw documents are encrypted at rest and deleted within 24 hours, we never sell your data, and you can export
        or delete it at any time.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    body: (
      <p>
        The NairaLens service, software, design and content belong to NairaLens. Your documents and your results belong
        to you; you give us only the permission we need to process them and provide the service.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <p>
        You may stop using NairaLens and delete your account at any time from Settings. We may suspend or end your
        access at any time, without notice, if you breach these terms or misuse the service; where we end it for another
        reason we will tell you in advance.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    body: (
      <p>
        We may update these terms. We will notify you of material changes by e-mail or on the platform before they take
        effect; continuing to use NairaLens afterwards means you accept them.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms: e-mail{' '}
        <a className={link} href={`mailto:${SUPPORT_EMAIL}`}>
          {SUPPORT_EMAIL}
        </a>{' '}
        or use our{' '}
        <Link className={link} to="/contact">
          contact form
        </Link>
        . NairaLens, {OFFICE}. These terms are governed by the laws of the Federal Republic of Nigeria.
      </p>
    ),
  },
];

export default function TermsPage() {
  return <LegalPage title="Terms of Service" updated={POLICIES_UPDATED} sections={SECTIONS} />;
}
