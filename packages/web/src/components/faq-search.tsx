import { useId, useMemo, useState } from 'react';
import { SearchIcon } from 'lucide-react';
import { FAQ_EMPTY_TEXT, filterFaq, type FaqItem } from '@nairalens/core/help/faq.ts';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion.tsx';
import { Input } from '@/components/ui/input.tsx';

/**
 * A searchable FAQ accordion (docs/product-rules.md, /faq and the help centre): a case-insensitive filter on question or answer;
 * several items may be open at once; an empty result shows the spec's text.
 */
export function FaqSearch({ items, label = 'Search questions' }: { items: readonly FaqItem[]; label?: string }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const shown = useMemo(() => filterFaq(items, query), [items, query]);

  return (
    <div className="space-y-4">
      <div className="relative">
        <label htmlFor={`${id}-q`} className="sr-only">
          {label}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          id={`${id}-q`}
          type="search"
          placeholder={`${label}...`}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="pl-9"
          aria-controls={`${id}-list`}
        />
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {query.trim() ? `${shown.length} question${shown.length === 1 ? '' : 's'} found` : ''}
      </p>
      <div id={`${id}-list`}>
        {shown.length === 0 ? (
          <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">{FAQ_EMPTY_TEXT}</p>
        ) : (
          <Accordion type="multiple" value={open} onValueChange={setOpen} className="rounded-xl border bg-card px-4 shadow-sm sm:px-6">
            {shown.map((item) => (
              <AccordionItem key={item.id} value={item.id}>
                <AccordionTrigger className="text-base">{item.question}</AccordionTrigger>
                <AccordionContent className="leading-relaxed">{item.answer}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        )}
      </div>
    </div>
  );
}
