import { MAX_TICKET_ATTACHMENTS } from "@portal/shared/support-contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";

export interface SelectedImage {
  id: string;
  file: File;
  previewUrl: string;
}

/** Images chosen for a ticket or reply: images only, 5 at most; previews are released when dropped. */
export function useImageSelection() {
  const { t } = useTranslation("support");
  const [images, setImages] = useState<SelectedImage[]>([]);
  const current = useRef(images);
  current.current = images;

  useEffect(
    () => () => {
      for (const i of current.current) URL.revokeObjectURL(i.previewUrl);
    },
    [],
  );

  const add = useCallback(
    (files: File[]) => {
      if (files.some((f) => !f.type.startsWith("image/"))) {
        toast.error(t("toasts.invalidFileTitle"), { description: t("toasts.invalidFileDescription") });
        return;
      }
      if (current.current.length + files.length > MAX_TICKET_ATTACHMENTS) {
        toast.error(t("toasts.tooManyFilesTitle"), { description: t("toasts.tooManyFilesDescription") });
        return;
      }
      setImages((list) => [
        ...list,
        ...files.map((file) => ({ id: crypto.randomUUID(), file, previewUrl: URL.createObjectURL(file) })),
      ]);
    },
    [t],
  );

  const remove = useCallback((id: string) => {
    setImages((list) => {
      const gone = list.find((i) => i.id === id);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return list.filter((i) => i.id !== id);
    });
  }, []);

  const clear = useCallback(() => {
    setImages((list) => {
      for (const i of list) URL.revokeObjectURL(i.previewUrl);
      return [];
    });
  }, []);

  return { images, files: images.map((i) => i.file), add, remove, clear };
}
