import type { FaqItem } from '@nairalens/core/help/faq.ts';
import type { Announcement } from '@/components/announcement-banner.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useContent } from '../api/admin-api.ts';
import { AdminError, AdminPage } from '../components/admin-page.tsx';
import { AnnouncementEditor } from '../components/announcement-editor.tsx';
import { FaqEditor } from '../components/faq-editor.tsx';

/** Content Management: the public FAQ and the announcement banner — edit, preview, publish, restore. */
export default function AdminCmsPage() {
  const faq = useContent<FaqItem[]>('faq');
  const announcement = useContent<Announcement>('announcement');
  return (
    <AdminPage title="Content Management" description="The FAQ on /faq and the announcement banner on the public pages.">
      <Tabs defaultValue="faq">
        <TabsList className="mb-4">
          <TabsTrigger value="faq">FAQ</TabsTrigger>
          <TabsTrigger value="announcement">Announcement</TabsTrigger>
        </TabsList>
        <Card>
          <CardContent>
            <TabsContent value="faq">
              {faq.error ? <AdminError error={faq.error} /> : faq.data ? <FaqEditor view={faq.data} /> : <Skeleton className="h-64" />}
            </TabsContent>
            <TabsContent value="announcement">
              {announcement.error ? (
                <AdminError error={announcement.error} />
              ) : announcement.data ? (
                <AnnouncementEditor view={announcement.data} />
              ) : (
                <Skeleton className="h-32" />
              )}
            </TabsContent>
          </CardContent>
        </Card>
      </Tabs>
    </AdminPage>
  );
}
