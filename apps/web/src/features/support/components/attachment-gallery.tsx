import type { Attachment } from "@portal/shared/support-contracts";
import { useTranslation } from "react-i18next";

/** Image thumbnails; a click opens the full image in a new tab. */
export function AttachmentGallery({ attachments }: { attachments: Attachment[] }) {
  const { t } = useTranslation("support");
  if (attachments.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {attachments.map((a) => (
        <li key={a.id}>
          <a
            href={a.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("attachments.open", { name: a.fileName })}
            className="block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <img
              src={a.url}
              alt={a.fileName}
              loading="lazy"
              className="size-20 rounded-md border border-slate-200 object-cover hover:opacity-90"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
