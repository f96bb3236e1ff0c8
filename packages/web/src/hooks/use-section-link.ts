import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

export const ANCHOR_SCROLL_DELAY_MS = 100;

function scrollToId(id: string) {
  const el = document.getElementById(id);
  if (el) el.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** Landing-page anchors (#how-it-works, #features, #pricing): scroll on /, or go to / and scroll after ~100 ms. */
export function useSectionLink() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (id: string) => {
      if (pathname === '/') {
        scrollToId(id);
        return;
      }
      navigate('/');
      window.setTimeout(() => scrollToId(id), ANCHOR_SCROLL_DELAY_MS);
    },
    [pathname, navigate],
  );
}
