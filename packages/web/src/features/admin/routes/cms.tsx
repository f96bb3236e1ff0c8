import type { ReactNode } from 'react';
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
              <Editor kind="faq" render={(v) => <FaqEditor view={v} />} />
            </TabsContent>
            <TabsContent value="help-answers">
              <Editor kind="help-answers" render={(v) => <HelpAnswersEditor view={v} />} />
            </TabsContent>
            <TabsContent value="testimonials">
              <Editor kind="testimonials" render={(v) => <TestimonialsEditor view={v} />} />
            </TabsContent>
            <TabsContent value="announcement">
              <Editor kind="announcement" render={(v) => <AnnouncementEditor view={v} />} />
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

function Editor<K extends ContentKind>({ kind, render }: { kind: K; render: (view: ContentView<K>) => ReactNode }) {
  const q = useContent(kind);
  if (q.error) return <AdminError error={q.error} />;
  return q.data ? render(q.data) : <Skeleton className="h-64" />;
}
