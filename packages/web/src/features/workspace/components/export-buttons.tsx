import { DownloadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/** Plain links: the browser downloads with the session cookie, the server checks the member may export. */
export function ExportButtons({ base, label = 'Export' }: { base: string; label?: string }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <a href={`${base}/export.csv`} download data-testid="export-csv">
          <DownloadIcon /> {label} CSV
        </a>
      </Button>
      <Button asChild variant="outline" size="sm">
        <a href={`${base}/export.xlsx`} download data-testid="export-xlsx">
          <DownloadIcon /> {label} XLSX
        </a>
      </Button>
    </div>
  );
}
