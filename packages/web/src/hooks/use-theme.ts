import { useCallback, useEffect, useState } from 'react';
import { applyTheme, getStoredTheme, resolveTheme, setTheme as saveTheme, type Theme } from '@/lib/theme.ts';

/** The current theme; follows the system colour scheme until the user picks one (saved under `theme`). */
export function useTheme() {
  const [theme, setThemeState] = useState<Theme>(() => resolveTheme());

  useEffect(() => {
    const onChange = (e: Event) => setThemeState((e as CustomEvent<Theme>).detail);
    window.addEventListener('themechange', onChange);
    const media = window.matchMedia('(prefers-color-scheme: dark)');
    const onSystem = () => {
      if (getStoredTheme()) return;
      const next: Theme = media.matches ? 'dark' : 'light';
      applyTheme(next);
      setThemeState(next);
    };
    media.addEventListener('change', onSystem);
    return () => {
      window.removeEventListener('themechange', onChange);
      media.removeEventListener('change', onSystem);
    };
  }, []);

  const setTheme = useCallback((t: Theme) => saveTheme(t), []);
  const toggle = useCallback(() => saveTheme(resolveTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, setTheme, toggle };
}
