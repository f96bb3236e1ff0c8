import { Outlet } from 'react-router';
import { Logo } from '@/components/logo.tsx';
import { ThemeToggle } from '@/components/theme-toggle.tsx';

/** Minimal frame for /auth, /auth-verified and /onboarding: logo, theme toggle and a centred card. */
export function AuthLayout() {
  return (
    <div className="relative flex min-h-dvh flex-col">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10 [background:var(--hero-surface)]" />
      <header className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Logo />
        <ThemeToggle />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:pt-0">
        <Outlet />
      </main>
    </div>
  );
}
