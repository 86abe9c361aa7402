import { MAX_TICKET_ATTACHMENT_BYTES, MAX_TICKET_ATTACHMENTS } from "@portal/shared/support-contracts";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { firstMismatch, IMAGE_TYPES } from "@/lib/file-signature";
import { toast } from "@/lib/toast";

export interface SelectedImage {
  id: string;
  file: File;
  previewUrl: string;
}

/**
 * Images chosen for a ticket or reply: images only (checked by their bytes), 10 MB and 5 at most,
 * refused when picked rather than after an upload; previews are released when dropped.
 */
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
    async (files: File[]) => {
      // By the contents, not the name: a text file renamed .png is refused here, by its name.
      const wrong = await firstMismatch(files, IMAGE_TYPES);
      if (wrong) {
        toast.error(t("toasts.invalidFileTitle"), { description: t("toasts.notAnImage", { name: wrong.name }) });
        return;
      }
      const large = files.find((file) => file.size > MAX_TICKET_ATTACHMENT_BYTES);
      if (large) {
        toast.error(t("toasts.invalidFileTitle"), { description: t("toasts.tooLarge", { name: large.name }) });
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

  /** Puts back images kept with a draft (decision 076): they were checked when first chosen. */
  const restore = useCallback((files: File[]) => {
    setImages(files.map((file) => ({ id: crypto.randomUUID(), file, previewUrl: URL.createObjectURL(file) })));
  }, []);

  const files = useMemo(() => images.map((i) => i.file), [images]);
  return { images, files, add, remove, clear, restore };
}
