import { Outlet } from 'react-router';
import { TooltipProvider } from '@radix-ui/react-tooltip';
import { AppBreadcrumbs } from '@/components/app-breadcrumbs.tsx';
import { AppHeader } from './app-header.tsx';

export default function AppLayout() {
  return (
    <TooltipProvider delayDuration={300}>
      <div className="flex min-h-dvh flex-col bg-muted/20">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
        >
          Skip to content
        </a>
        <AppHeader />
        <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <AppBreadcrumbs className="mb-5" />
          <Outlet />
        </main>
      </div>
    </TooltipProvider>
  );
}
