import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon, SparklesIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { cn } from '@/lib/utils.ts';

/** A tidy placeholder for a screen whose owner has not landed it yet. The owner replaces the route file. */
export function ComingSoon({
  title,
  description,
  backTo,
  backLabel = 'Back to Dashboard',
  icon,
  children,
  className,
}: {
  title: string;
  description?: string;
  backTo?: string;
  backLabel?: string;
  icon?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto w-full max-w-2xl py-6', className)}>
      <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <Card className="border-dashed">
        <CardHeader className="items-center text-center">
          <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            {icon ?? <SparklesIcon className="size-6" aria-hidden />}
          </div>
          <CardTitle>Coming soon</CardTitle>
          <CardDescription className="max-w-md">
            {description ?? 'We are putting the finishing touches on this screen. Check back shortly.'}
          </CardDescription>
        </CardHeader>
        {(children || backTo) && (
          <CardContent className="flex flex-col items-center gap-4">
            {children}
            {backTo && (
              <Button asChild variant="outline">
                <Link to={backTo}>
                  <ArrowLeftIcon /> {backLabel}
                </Link>
              </Button>
            )}
          </CardContent>
        )}
      </Card>
    </div>
  );
}
