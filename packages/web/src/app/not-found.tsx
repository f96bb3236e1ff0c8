import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { HomeIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

export function NotFoundContent() {
  const location = useLocation();
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <p className="bg-gradient-to-r from-hero-from to-hero-to bg-clip-text text-7xl font-extrabold tracking-tight text-transparent sm:text-8xl">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">Oops! Page not found</h1>
      <p className="mt-2 text-muted-foreground">The page you are looking for doesn&apos;t exist or has moved.</p>
      <Button asChild className="mt-8" size="lg">
        <Link to="/">
          <HomeIcon /> Return to Home
        </Link>
      </Button>
    </div>
  );
}

export default function NotFoundPage() {
  return (
    <div className="px-4">
      <NotFoundContent />
    </div>
  );
}
