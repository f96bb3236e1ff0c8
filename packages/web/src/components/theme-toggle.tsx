import { MoonIcon, SunIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useTheme } from '@/hooks/use-theme.ts';
import { cn } from '@/lib/utils.ts';

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggle } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      className={cn('rounded-full', className)}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      data-theme-toggle
    >
      {theme === 'dark' ? <SunIcon className="size-5" /> : <MoonIcon className="size-5" />}
    </Button>
  );
}
