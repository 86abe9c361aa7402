import type { EditConflictDetails } from "@portal/shared/edit-conflict";
import { formatCents } from "@portal/shared/format";
import { useTranslation } from "react-i18next";
import { EditConflictNotice } from "@/components/edit-conflict/edit-conflict-notice";

const LABELS: Record<string, string> = {
  title: "form.title",
  description: "form.featureDescription",
  priceCents: "form.price",
  billingType: "form.billingType",
  estimatedDeliveryDays: "form.deliveryDays",
  imageFileId: "form.image",
};

/** Who changed the feature while this admin edited it, and what, in the dialog's own words. */
export function FeatureConflictNotice({
  conflict,
  busy,
  onReload,
  onReapply,
}: {
  conflict: EditConflictDetails;
  busy: boolean;
  onReload: () => void;
  onReapply: () => void;
}) {
  const { t } = useTranslation("store");
  const shown = (field: string, value: unknown) => {
    if (field === "priceCents" && typeof value === "number") return formatCents(value);
    if (field === "billingType") return t(`billing.${String(value)}`, { defaultValue: String(value) });
    if (field === "imageFileId") return value ? t("form.imagePreview") : t("form.removeImage");
    return value === null ? "-" : String(value);
  };
  return (
    <EditConflictNotice
      conflict={conflict}
      order={Object.keys(LABELS)}
      describe={(field, value) => {
        const label = LABELS[field];
        return label ? { label: t(label), value: shown(field, value) } : null;
      }}
      busy={busy}
      onReload={onReload}
      onReapply={onReapply}
    />
  );
}
