import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Document 1 §9 and document 2 §9: anchors land 80px below the top, clear of the header. */
export const ANCHOR_OFFSET = 80;

/** Smoothly scrolls to the element with this id, leaving the anchor offset above it. */
export function scrollToAnchor(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const top = target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET;
  window.scrollTo({ top, behavior });
  return true;
}

/**
 * Goes to a home-page section: on the home path it scrolls there smoothly; elsewhere it opens
 * `/#id`, and the home page scrolls to the hash once it has rendered.
 */
export function useGoToSection(): (id: string) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (id: string) => {
      if (location.pathname === '/' && scrollToAnchor(id)) {
        window.history.replaceState(null, '', `/#${id}`);
        return;
      }
      navigate(`/#${id}`);
    },
    [location.pathname, navigate],
  );
}
