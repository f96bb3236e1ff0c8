import type { ReactNode } from 'react';
import { AppBreadcrumbs } from '@/components/app-breadcrumbs.tsx';
import { PublicPage } from '@/components/public-page.tsx';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A policy page: title, last-updated date, a table of contents and numbered sections with anchors. */
export function LegalPage({ title, updated, intro, sections }: { title: string; updated: string; intro?: ReactNode; sections: LegalSection[] }) {
  return (
    <PublicPage className="max-w-4xl">
      <AppBreadcrumbs className="mb-4" />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">Last updated {updated}</p>
      {intro && <div className="mt-6 text-lg text-muted-foreground">{intro}</div>}
      <nav aria-label="On this page" className="mt-8 rounded-xl border bg-muted/40 p-5">
        <h2 className="text-sm font-semibold">On this page</h2>
        <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1.5 pl-5 text-sm sm:grid-cols-2">
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-primary underline-offset-4 hover:underline">
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 space-y-10">
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="scroll-mt-24">
            <h2 id={`${s.id}-h`} className="text-xl font-semibold tracking-tight">
              {i + 1}. {s.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-foreground/90 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5">
              {s.body}
            </div>
          </section>
        ))}
      </div>
    </PublicPage>
  );
}

/** The date these policies were last rewritten. */
export const POLICIES_UPDATED = 'November 22, 2026';
