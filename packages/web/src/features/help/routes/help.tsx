import { Link } from 'react-router';
import { BookOpenIcon, CalculatorIcon, FileTextIcon, MailIcon, MessageSquareTextIcon, ReceiptIcon, ShieldIcon } from 'lucide-react';
import { FAQ } from '@nairalens/core/help/faq.ts';
import { FaqSearch } from '@/components/faq-search.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ChatPanel } from '../components/chat-panel.tsx';
import { StatusCard } from '../components/status-card.tsx';

const RESOURCES = [
  { to: '/faq', label: 'Frequently asked questions', icon: BookOpenIcon },
  { to: '/pricing', label: 'Pricing and token costs', icon: ReceiptIcon },
  { to: '/app/loan', label: 'Loan calculator', icon: CalculatorIcon },
  { to: '/privacy', label: 'Privacy Policy', icon: ShieldIcon },
  { to: '/terms', label: 'Terms of Service', icon: FileTextIcon },
];

export default function HelpPage() {
  return (
    <>
      <PageHeader title="Need help?" description="Ask the assistant, search the FAQ or write to our team." />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <ChatPanel />
        <div className="space-y-6">
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="flex items-center gap-2 text-base">
                <MessageSquareTextIcon className="size-4 text-primary" aria-hidden /> Contact support
              </CardTitle>
              <CardDescription>A person on our team replies by e-mail within 24 hours. There is no live chat.</CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild className="w-full">
                <Link to="/contact">
                  <MailIcon /> Contact Support
                </Link>
              </Button>
            </CardContent>
          </Card>
          <Card>
            <CardHeader className="pb-3">
              <CardTitle className="flex items-center gap-2 text-base">
                <BookOpenIcon className="size-4 text-primary" aria-hidden /> Resources
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="space-y-1">
                {RESOURCES.map(({ to, label, icon: Icon }) => (
                  <li key={to}>
                    <Link
                      to={to}
                      className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    >
                      <Icon className="size-4 text-muted-foreground" aria-hidden /> {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <StatusCard />
        </div>
      </div>
      <section className="mt-10" aria-labelledby="help-faq-title">
        <h2 id="help-faq-title" className="mb-4 text-xl font-semibold tracking-tight">
          Frequently asked questions
        </h2>
        <FaqSearch items={FAQ} />
      </section>
    </>
  );
}
