import { useCallback, useRef, useState } from "react";
import { uploadPinScreenshot } from "../api/upload-pin-screenshot";

/**
 * The screenshots the bridge sends after pins are placed, uploaded as they arrive and known by the
 * click they belong to. `settled` waits for the uploads still running (before a submit); a
 * screenshot that failed leaves its comment without one and calls `onFailed`.
 */
export function usePinScreenshots(onFailed: () => void) {
  const ids = useRef<Record<string, string>>({});
  const [ready, setReady] = useState<Record<string, true>>({});
  const pending = useRef(new Map<string, Promise<void>>());

  const onScreenshot = useCallback(
    (clickId: string, image: Blob | null) => {
      if (!image) return;
      const upload = uploadPinScreenshot(image)
        .then((shot) => {
          ids.current[clickId] = shot.id;
          setReady((r) => ({ ...r, [clickId]: true }));
        })
        .catch(onFailed)
        .finally(() => pending.current.delete(clickId));
      pending.current.set(clickId, upload);
    },
    [onFailed],
  );

  const settled = useCallback(async () => {
    await Promise.all([...pending.current.values()]);
    return { ...ids.current };
  }, []);

  const reset = useCallback(() => {
    ids.current = {};
    pending.current.clear();
    setReady({});
  }, []);

  return { onScreenshot, ready, settled, reset };
}
