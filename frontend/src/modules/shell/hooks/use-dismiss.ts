'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Calls `onDismiss` on a pointer press outside `containerRef` while `isActive`.
 * Used by the menus and the search dropdown ("closes on outside click").
 */
export function useOutsidePress(
  containerRef: RefObject<HTMLElement | null>,
  isActive: boolean,
  onDismiss: () => void,
): void {
  useEffect(() => {
    if (!isActive) return;
    const onPointerDown = (event: PointerEvent) => {
      const container = containerRef.current;
      if (container && event.target instanceof Node && !container.contains(event.target)) onDismiss();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [containerRef, isActive, onDismiss]);
}
