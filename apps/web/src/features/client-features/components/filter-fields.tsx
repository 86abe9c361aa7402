import { BILLING_TYPES, type BillingType } from "@portal/shared/constants";
import { PURCHASE_DATE_WINDOWS, type PurchaseDateWindow } from "@portal/shared/store-contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export function FeatureTypeField({ value, onChange }: { value: BillingType | ""; onChange: (v: BillingType | "") => void }) {
  const { t } = useTranslation("client-features");
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t("filters.featureType")}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value as BillingType | "")}>
        <option value="">{t("filters.allTypes")}</option>
        {BILLING_TYPES.map((b) => (
          <option key={b} value={b}>
            {t(`billing.${b}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

export function PurchaseDateField({
  value,
  onChange,
}: {
  value: PurchaseDateWindow | "";
  onChange: (v: PurchaseDateWindow | "") => void;
}) {
  const { t } = useTranslation("client-features");
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t("filters.purchaseDate")}</Label>
      <NativeSelect
        id={id}
        value={String(value)}
        onChange={(e) => onChange(e.target.value ? (Number(e.target.value) as PurchaseDateWindow) : "")}
      >
        <option value="">{t("filters.allTime")}</option>
        {PURCHASE_DATE_WINDOWS.map((d) => (
          <option key={d} value={d}>
            {t(`filters.window.${d}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
