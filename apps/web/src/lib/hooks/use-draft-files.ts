import { useEffect, useRef, useState } from "react";
import { loadDraftFiles, saveDraftFiles } from "@/lib/draft-files";

/**
 * Keeps the images chosen on a screen with its draft (decision 076): puts the kept ones back once
 * (`restore`), then keeps whatever is chosen. Clear with `clearDraftFiles(key)` once sent.
 */
export function useDraftFiles(key: string, files: readonly File[], restore: (files: File[]) => void): void {
  const [restored, setRestored] = useState(false);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;
  useEffect(() => {
    let live = true;
    setRestored(false);
    void loadDraftFiles(key).then((kept) => {
      if (!live) return;
      if (kept.length > 0) restoreRef.current(kept);
      setRestored(true);
    });
    return () => {
      live = false;
    };
  }, [key]);
  // Only after the kept images are back: an empty first screen must not overwrite them.
  useEffect(() => {
    if (restored) void saveDraftFiles(key, files);
  }, [restored, key, files]);
}
