/**
 * Files dragged over the page (not only over the drop zone): `onEnter` when a file drag enters the
 * window, `onLeave` when it leaves it or is dropped outside the zone. The browser's own reaction
 * to a file dropped on the page (opening it, leaving the app) is prevented while this is mounted.
 */
import { useEffect, useRef, type DragEvent as ReactDragEvent } from 'react';

export const hasFiles = (event: DragEvent | ReactDragEvent) =>
  Array.from(event.dataTransfer?.types ?? []).includes('Files');

export function usePageDrag(handlers: { onEnter: () => void; onLeave: () => void }): {
  /** Call when the zone took the drop: the drag is over. */
  reset: () => void;
} {
  const depth = useRef(0);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    // dragenter and dragleave fire for every element crossed: count them to know the window's.
    const enter = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      depth.current += 1;
      if (depth.current === 1) latest.current.onEnter();
    };
    const leave = (event: DragEvent) => {
      if (!hasFiles(event) || depth.current === 0) return;
      depth.current -= 1;
      if (depth.current === 0) latest.current.onLeave();
    };
    const over = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'none';
    };
    const drop = (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth.current = 0;
      latest.current.onLeave();
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragleave', leave);
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, []);

  return {
    reset: () => {
      depth.current = 0;
    },
  };
}
