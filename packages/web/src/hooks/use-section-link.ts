import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

export const ANCHOR_SCROLL_DELAY_MS = 100;

/** How long to keep looking for the section after navigating to / (the landing page is its own lazy chunk). */
const SECTION_WAIT_MS = 3000;

function scrollToId(id: string, waitUntil = 0) {
  const el = document.getElementById(id);
  if (el) el.scrollIntoView({ behavior: 'smooth', block: 'start' });
  else if (Date.now() < waitUntil) window.setTimeout(() => scrollToId(id, waitUntil), 50);
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
      window.setTimeout(() => scrollToId(id, Date.now() + SECTION_WAIT_MS), ANCHOR_SCROLL_DELAY_MS);
    },
    [pathname, navigate],
  );
}
