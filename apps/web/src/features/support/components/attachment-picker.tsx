import { MAX_TICKET_ATTACHMENTS } from "@portal/shared/support-contracts";
import { ImagePlus, X } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { useImageSelection } from "./use-image-selection";

/** Choose up to 5 images, with previews and a remove button each. */
export function AttachmentPicker({
  selection,
  disabled,
}: {
  selection: ReturnType<typeof useImageSelection>;
  disabled?: boolean;
}) {
  const { t } = useTranslation("support");
  const id = useId();
  const full = selection.images.length >= MAX_TICKET_ATTACHMENTS;
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-title`} className="text-sm font-medium text-slate-800">
        {t("attachments.label")}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          accept="image/*"
          multiple
          className="peer sr-only"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-hint`}
          disabled={disabled || full}
          onChange={(e) => {
            void selection.add(Array.from(e.target.files ?? []));
            e.target.value = "";
          }}
        />
        {/* The visible "button" is the input's only <label> (clicks open the picker); the title above names the input. */}
        <label
          htmlFor={id}
          className={cn(
            buttonVariants({ variant: "outline", size: "sm" }),
            "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
          )}
        >
          <ImagePlus aria-hidden="true" />
          {t("attachments.add")}
        </label>
        <span id={`${id}-hint`} className="text-xs text-slate-600">
          {t("attachments.hint")}
        </span>
      </div>
      {selection.images.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {selection.images.map((image) => (
            <li key={image.id} className="relative">
              <img
                src={image.previewUrl}
                alt={image.file.name}
                className="size-20 rounded-md border border-slate-200 object-cover"
              />
              <button
                type="button"
                className="absolute -end-2 -top-2 rounded-full bg-slate-900 p-1 text-white hover:bg-slate-700"
                aria-label={t("attachments.remove", { name: image.file.name })}
                onClick={() => selection.remove(image.id)}
                disabled={disabled}
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
