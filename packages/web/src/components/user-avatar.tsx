import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar.tsx';
import { cn } from '@/lib/utils.ts';

export function UserAvatar({
  initials,
  imageUrl,
  className,
  label,
}: {
  initials: string;
  imageUrl?: string | null;
  className?: string;
  label?: string;
}) {
  return (
    <Avatar className={cn(className)} aria-label={label}>
      {imageUrl ? <AvatarImage src={imageUrl} alt="" /> : null}
      <AvatarFallback>{initials}</AvatarFallback>
    </Avatar>
  );
}
