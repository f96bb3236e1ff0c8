/**
 * The landing page's testimonials as written with the product. An admin may publish others from Content Management;
 * these are what the page shows until then (and while the published ones load).
 */
export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

export const DEFAULT_TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'I knew money was leaking but not where. Seeing transport and data side by side made me change two habits the same week.',
    name: 'Adaeze O.',
    role: 'Product designer, Lagos',
  },
  {
    quote:
      'Before taking a loan-app offer I uploaded the terms. The real APR was shocking, so I went to my bank instead and saved a lot.',
    name: 'Ibrahim M.',
    role: 'Civil servant, Abuja',
  },
  {
    quote:
      'My POS business statement is long and messy. NairaLens sorted it and showed my real monthly income for the first time.',
    name: 'Funke A.',
    role: 'POS agent, Ibadan',
  },
];
