/**
 * The drop zone's drag handlers, with the page's (lib/use-page-drag.ts): a file dragged over the
 * page marks the zone, over the zone marks it more, dropped on it is chosen when `canDrop`.
 */
import { useRef, type DragEvent } from 'react';
import { hasFiles, usePageDrag } from './use-page-drag.ts';
import type { UploaderEvent } from './uploader-state.ts';

export function useDropZone(
  canDrop: boolean,
  dispatch: (event: UploaderEvent) => void,
  onFile: (file: File | undefined) => void,
) {
  const zoneDepth = useRef(0);
  const pageDrag = usePageDrag({
    onEnter: () => {
      if (canDrop) dispatch({ type: 'dragEnterPage' });
    },
    onLeave: () => dispatch({ type: 'dragLeavePage' }),
  });

  return {
    onDragEnter: (event: DragEvent) => {
      if (!hasFiles(event) || !canDrop) return;
      zoneDepth.current += 1;
      dispatch({ type: 'dragEnterZone' });
    },
    onDragOver: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.stopPropagation();
      event.dataTransfer.dropEffect = canDrop ? 'copy' : 'none';
    },
    onDragLeave: (event: DragEvent) => {
      if (!hasFiles(event) || zoneDepth.current === 0) return;
      zoneDepth.current -= 1;
      if (zoneDepth.current === 0) dispatch({ type: 'dragLeaveZone' });
    },
    onDrop: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.stopPropagation();
      zoneDepth.current = 0;
      pageDrag.reset();
      if (!canDrop) return;
      onFile(event.dataTransfer.files[0]);
    },
  };
}
