import { CopyIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDate } from '@/lib/format.ts';
import { useReferrals } from '../api/wallet.ts';

/** Referrals: the copyable link ('Copied!') and the list of friends with their status. */
export function ReferralsTab() {
  const q = useReferrals();
  if (q.isPending) return <Skeleton className="h-32 w-full" />;
  if (!q.data) return <p className="text-sm text-muted-foreground">Your referral link could not be loaded.</p>;
  const { link, referrals, qualifiedCount, limit } = q.data;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // Clipboard refused (permissions, insecure context): select the text so the person can copy it.
      (document.getElementById('referral-link') as HTMLInputElement | null)?.select();
    }
    toast.success('Copied!');
  };
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <Label htmlFor="referral-link">Your referral link</Label>
        <div className="flex gap-2">
          <Input id="referral-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          <Button type="button" onClick={() => void copy()}>
            <CopyIcon /> Copy
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">
          A friend who signs up with your link gets 1 trial token (for 1-token files, valid 7 days). You get 1 token,
          valid 30 days, after their first purchase — up to {limit} successful referrals ({qualifiedCount} so far).
        </p>
      </div>
      {referrals.length === 0 ? (
        <p className="text-sm text-muted-foreground">No referrals yet.</p>
      ) : (
        <ul className="divide-y" aria-label="Referrals">
          {referrals.map((r) => (
            <li key={r.id} className="flex items-center justify-between py-3 text-sm" data-testid="referral-row">
              <span>Signed up {formatDate(r.createdAt)}</span>
              <span className="flex items-center gap-2">
                {r.rewardExpiresAt && (
                  <span className="text-xs text-muted-foreground">expires {formatDate(r.rewardExpiresAt)}</span>
                )}
                <Badge variant={r.status === 'qualified' ? 'default' : 'outline'}>{r.label}</Badge>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
