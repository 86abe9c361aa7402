import { FULFILMENT_STATUSES, type FulfilmentStatus } from "@portal/shared/constants";
import { parseProgressInput } from "@portal/shared/purchase-rules";
import type { Purchase } from "@portal/shared/store-contracts";
import type { TFunction } from "i18next";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Input, NativeSelect } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { useUpdatePurchase } from "../api/update-purchase";

function failure(t: TFunction<"client-features">, error: unknown, key: "statusFailed" | "progressFailed") {
  if (error instanceof ApiError && error.code === "purchase_not_found") return errorMessage(t, error);
  if (error instanceof ApiError) return t(`toast.${key}`, { message: errorMessage(t, error) });
  return errorMessage(t, error, t("toast.unexpected"));
}

/** The status selector: completing sets progress to 100. */
export function StatusSelect({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation("client-features");
  const update = useUpdatePurchase();
  const change = (status: FulfilmentStatus) => {
    if (status === purchase.status) return;
    update.mutate(
      { id: purchase.id, status },
      {
        onSuccess: () =>
          toast.success(t("toast.statusTitle"), {
            description: t("toast.statusDescription", { status: t(`status.${status}`) }),
          }),
        onError: (error) => toast.error(t("toast.failedTitle"), { description: failure(t, error, "statusFailed") }),
      },
    );
  };
  return (
    <NativeSelect
      value={update.isPending ? (update.variables as { status: FulfilmentStatus }).status : purchase.status}
      onChange={(e) => change(e.target.value as FulfilmentStatus)}
      disabled={update.isPending}
      aria-label={t("table.statusOf", { name: purchase.featureName })}
      className="w-36"
    >
      {FULFILMENT_STATUSES.map((s) => (
        <option key={s} value={s}>
          {t(`status.${s}`)}
        </option>
      ))}
    </NativeSelect>
  );
}

/** Progress 0-100 (integer), saved on Enter or when leaving the field; hidden once completed. */
export function ProgressInput({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation("client-features");
  const update = useUpdatePurchase();
  const [text, setText] = useState(String(purchase.progress));
  const [outOfRange, setOutOfRange] = useState(false);
  const errorId = useId();
  useEffect(() => setText(String(purchase.progress)), [purchase.progress]);

  const commit = () => {
    const progress = parseProgressInput(text);
    // Out of range: nothing is saved; the field says which values it takes and shows the saved one again.
    if (progress === null) {
      setOutOfRange(true);
      setText(String(purchase.progress));
      return;
    }
    if (progress === purchase.progress) {
      setText(String(purchase.progress));
      return;
    }
    setText(String(progress));
    update.mutate(
      { id: purchase.id, progress },
      {
        onSuccess: () =>
          toast.success(t("toast.progressTitle"), {
            description: t("toast.progressDescription", { progress }),
          }),
        onError: (error) => {
          setText(String(purchase.progress));
          toast.error(t("toast.failedTitle"), { description: failure(t, error, "progressFailed") });
        },
      },
    );
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") {
      e.preventDefault();
      commit();
    }
  };
  if (purchase.status === "completed") return null;
  return (
    <div className="flex flex-col gap-1">
      <Input
        type="number"
        min={0}
        max={100}
        step={1}
        dir="ltr"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOutOfRange(false);
        }}
        onBlur={commit}
        onKeyDown={onKeyDown}
        disabled={update.isPending}
        aria-label={t("table.progressOf", { name: purchase.featureName })}
        aria-invalid={outOfRange}
        aria-describedby={outOfRange ? errorId : undefined}
        className="w-24"
      />
      {outOfRange && (
        <p id={errorId} role="alert" className="max-w-40 text-xs text-red-700">
          {t("progressRange")} {t("progressKept", { progress: purchase.progress })}
        </p>
      )}
    </div>
  );
}
