import type { ReactNode } from 'react';
import type { FaqItem } from '@nairalens/core/help/faq.ts';
import type { PublishedHelpAnswer } from '@nairalens/core/help/knowledge-base.ts';
import type { Testimonial } from '@nairalens/core/content/testimonials.ts';
import type { Announcement } from '@/components/announcement-banner.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useContent, type ContentKind, type ContentView } from '../api/admin-api.ts';
import { AdminError, AdminPage } from '../components/admin-page.tsx';
import { AnnouncementEditor } from '../components/announcement-editor.tsx';
import { FaqEditor } from '../components/faq-editor.tsx';
import { HelpAnswersEditor } from '../components/help-answers-editor.tsx';
import { ProductUpdateEditor } from '../components/product-update-editor.tsx';
import { TestimonialsEditor } from '../components/testimonials-editor.tsx';

/**
 * Content Management: what the public pages and the assistant say (FAQ, assistant answers, testimonials, site
 * banner — each edited as a draft, previewed, published and restorable) and the product-update e-mails.
 */
export default function AdminCmsPage() {
  return (
    <AdminPage
      title="Content Management"
      description="The site's content and the product-update e-mails; published changes show without a deploy."
    >
      <Tabs defaultValue="faq">
        {/* Five tabs wrap onto two rows on a phone rather than scroll out of sight. */}
        <TabsList className="mb-4 h-auto flex-wrap justify-start">
          <TabsTrigger value="faq">FAQ</TabsTrigger>
          <TabsTrigger value="help-answers">Assistant answers</TabsTrigger>
          <TabsTrigger value="testimonials">Testimonials</TabsTrigger>
          <TabsTrigger value="announcement">Site banner</TabsTrigger>
          <TabsTrigger value="product-updates">Product updates</TabsTrigger>
        </TabsList>
        <Card>
          <CardContent>
            <TabsContent value="faq">
              <Editor<FaqItem[]> kind="faq" render={(v) => <FaqEditor view={v} />} />
            </TabsContent>
            <TabsContent value="help-answers">
              <Editor<PublishedHelpAnswer[]> kind="help-answers" render={(v) => <HelpAnswersEditor view={v} />} />
            </TabsContent>
            <TabsContent value="testimonials">
              <Editor<Testimonial[]> kind="testimonials" render={(v) => <TestimonialsEditor view={v} />} />
            </TabsContent>
            <TabsContent value="announcement">
              <Editor<Announcement> kind="announcement" render={(v) => <AnnouncementEditor view={v} />} />
            </TabsContent>
            <TabsContent value="product-updates">
              <ProductUpdateEditor />
            </TabsContent>
          </CardContent>
        </Card>
      </Tabs>
    </AdminPage>
  );
}

function Editor<T>({ kind, render }: { kind: ContentKind; render: (view: ContentView<T>) => ReactNode }) {
  const q = useContent<T>(kind);
  if (q.error) return <AdminError error={q.error} />;
  return q.data ? render(q.data) : <Skeleton className="h-64" />;
}
