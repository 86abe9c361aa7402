import { helperImagesError } from "@portal/shared/revision-rules";
import { ImagePlus, X } from "lucide-react";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { firstMismatch, IMAGE_TYPES } from "@/lib/file-signature";
import { toast } from "@/lib/toast";
import { showRevisionRefusal } from "./submit-error-toast";

export interface HelperImage {
  id: string;
  file: File;
  previewUrl: string;
}

/** A chosen image with its preview (released when removed or the dialog closes). */
export function helperImage(file: File): HelperImage {
  return { id: crypto.randomUUID(), file, previewUrl: URL.createObjectURL(file) };
}

/** Helper images for a revision: multiple selection, name and size in MB, previews, remove. */
export function HelperImageUploader({ images, onChange }: { images: HelperImage[]; onChange: (images: HelperImage[]) => void }) {
  const { t } = useTranslation("revisions");
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const add = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (input.current) input.current.value = "";
    if (files.length === 0) return;
    const error = helperImagesError(images.length, files);
    if (error) {
      showRevisionRefusal(t, error);
      return;
    }
    // By the contents, not the name: a renamed file is refused now, by its name, not at submit.
    const wrong = await firstMismatch(files, IMAGE_TYPES);
    if (wrong) {
      toast.error(t("invalidFileTypeTitle"), { description: t("notAnImage", { name: wrong.name }) });
      return;
    }
    onChange([...images, ...files.map(helperImage)]);
  };

  const remove = (image: HelperImage) => {
    URL.revokeObjectURL(image.previewUrl);
    onChange(images.filter((i) => i.id !== image.id));
  };

  return (
    <div className="flex flex-col gap-2">
      {/* The dropzone is the input's only <label>; this title names it, the hint describes it. */}
      <span id={`${id}-title`} className="text-sm font-medium text-slate-800">
        {t("helperImages")}
      </span>
      <label
        htmlFor={id}
        className="flex cursor-pointer flex-col items-center gap-1 rounded-lg border-2 border-dashed border-slate-300 p-4 text-center text-sm text-slate-600 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-brand-600"
      >
        <ImagePlus className="size-6 text-slate-500" aria-hidden="true" />
        <span>{t("chooseImages")}</span>
        <span id={`${id}-hint`} className="text-xs text-slate-500">
          {t("imagesHint")}
        </span>
        <input
          id={id}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-hint`}
          ref={input}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          onChange={(e) => void add(e.target.files)}
        />
      </label>
      {images.length > 0 && (
        <ul className="flex flex-col gap-2">
          {images.map((image) => (
            <li key={image.id} className="flex items-center gap-3 rounded-md border border-slate-200 p-2 text-sm">
              <img src={image.previewUrl} alt="" className="size-10 rounded object-cover" />
              <span className="min-w-0 flex-1 truncate">{image.file.name}</span>
              <span className="shrink-0 text-xs text-slate-500" dir="ltr">
                {t("sizeMb", { size: (image.file.size / 1024 / 1024).toFixed(2) })}
              </span>
              <button
                type="button"
                className="rounded p-1 text-slate-500 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                aria-label={t("removeImage", { name: image.file.name })}
                onClick={() => remove(image)}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
