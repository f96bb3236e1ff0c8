import { Link } from 'react-router';
import { LegalPage, POLICIES_UPDATED, type LegalSection } from '../components/legal-page.tsx';
import { PRIVACY_EMAIL, OFFICE } from '../lib/contact-details.ts';

const link = 'font-medium text-primary underline-offset-4 hover:underline';

const SECTIONS: LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    body: (
      <>
        <p>
          NairaLens is a personal-finance coach: you upload your own bank statement or credit report and we analyse it for
          you. This policy explains what personal data we collect, why, how we protect it and the rights you have under
          the Nigeria Data Protection Act 2023 (NDPA). NairaLens is the data controller for the data described here.
        </p>
        <p>We are not a bank or a lender. We hold no deposits and never ask for your bank login or BVN.</p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>
          <strong>Personal information:</strong> your name and contact details, e-mail address, phone number (if you give
          it), country and state or region, and your account type.
        </p>
        <p>
          <strong>Financial information:</strong> the bank statements and credit reports you upload, the transactions we
          read from them, and the results of your analyses (income, spending categories, loan repayments, debt-to-income
          ratio, health score, recommendations). Loan offers you upload for analysis, and the results.
        </p>
        <p>
          <strong>Account and usage information:</strong> your token wallet and payments (amounts and references; card
          details are handled by our payment partner and never reach us), sign-in records and security events, and
          messages you send to support.
        </p>
        <p>
          If you analyse someone else&apos;s statement, you must have their explicit consent, which you confirm before
          the upload.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>To run the analyses you ask for and show you the results (performance of our contract with you).</li>
        <li>To manage your account, token wallet, payments and receipts.</li>
        <li>To answer your support messages.</li>
        <li>
          To send the e-mails you choose in Settings, Notifications, and our newsletter only if you subscribe and confirm
          (your consent, which you can withdraw at any time).
        </li>
        <li>To keep the service secure and prevent fraud and abuse (our legitimate interest).</li>
        <li>To meet legal obligations, such as keeping payment records for accounting.</li>
      </ul>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    body: (
      <>
        <ul>
          <li>Everything you send us travels over encrypted connections (TLS).</li>
          <li>
            Uploaded documents are encrypted at rest with AES-256-GCM before they are written to storage, with keys kept
            apart from the data.
          </li>
          <li>
            The raw document is deleted as soon as its analysis is finished, and in any case within 24 hours. We keep the
            analysis results so you can come back to them, until you delete them or your account.
          </li>
          <li>Statement passwords are used in memory to open the file and are never stored or logged.</li>
          <li>Account passwords are stored only as salted hashes. You can turn on two-factor sign-in.</li>
          <li>Access to personal data inside NairaLens is limited to staff who need it, and administrative actions are logged.</li>
        </ul>
        <p>
          <strong>Breach notification:</strong> if a personal-data breach is likely to put your rights at risk, we notify
          the Nigeria Data Protection Commission within 72 hours of becoming aware of it, and we tell you without undue
          delay, in plain language, what happened and what you can do.
        </p>
      </>
    ),
  },
  {
    id: 'data-sharing',
    title: 'Data Sharing',
    body: (
      <>
        <p>
          <strong>We do not sell your personal data.</strong> We share it only with service providers who process it on
          our behalf under contract (hosting, e-mail delivery, and our payment partner for payments), and otherwise only:
        </p>
        <ul>
          <li>with your consent;</li>
          <li>when the law or a court or regulator requires it;</li>
          <li>to protect the rights, property or safety of our users, NairaLens or others;</li>
          <li>
            as part of a merger, acquisition or sale of our business, in which case this policy continues to protect your
            data and we tell you before it changes hands.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>Under the Nigeria Data Protection Act 2023 you have the right to:</p>
        <ul>
          <li>
            <strong>Access</strong> the personal data we hold about you;
          </li>
          <li>
            <strong>Rectification</strong>: correct data that is wrong or incomplete (your profile in Settings);
          </li>
          <li>
            <strong>Erasure</strong>: delete your data. You can delete your account yourself in Settings, Privacy: your
            personal data, files and analyses are erased; wallet records are kept anonymised for accounting;
          </li>
          <li>
            <strong>Portability</strong>: receive your data in a structured, machine-readable format. Settings, Privacy,
            Request Data Export gives you JSON and CSV files in a ZIP;
          </li>
          <li>
            <strong>Object</strong> to processing based on our legitimate interests, and ask us to <strong>restrict</strong>{' '}
            processing while a concern is looked into;
          </li>
          <li>
            <strong>Withdraw consent</strong> at any time, for example by unsubscribing from e-mails.
          </li>
        </ul>
        <p>
          You can exercise these rights from your settings or by writing to us (below). We answer within 30 days. If you
          are not satisfied, you may complain to the Nigeria Data Protection Commission.
        </p>
        <p>NairaLens is not meant for people under 18.</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and Local Storage',
    body: (
      <p>
        We use one essential cookie to keep you signed in (httpOnly, not readable by scripts), and your browser&apos;s
        local storage to remember your light or dark theme. We use no advertising or tracking cookies.
      </p>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    body: (
      <p>
        For privacy questions or requests, e-mail{' '}
        <a className={link} href={`mailto:${PRIVACY_EMAIL}`}>
          {PRIVACY_EMAIL}
        </a>{' '}
        or use our{' '}
        <Link className={link} to="/contact">
          contact form
        </Link>
        . NairaLens, {OFFICE}.
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated={POLICIES_UPDATED}
      intro={<p>Your statement is personal. Here is exactly what we do with it, and what we never do.</p>}
      sections={SECTIONS}
    />
  );
}
