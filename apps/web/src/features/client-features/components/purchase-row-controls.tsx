import { FULFILMENT_STATUSES, type FulfilmentStatus } from "@portal/shared/constants";
import type { EditConflictDetails } from "@portal/shared/edit-conflict";
import { parseProgressInput } from "@portal/shared/purchase-rules";
import type { AdminPurchase } from "@portal/shared/store-contracts";
import type { TFunction } from "i18next";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Input, NativeSelect } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";
import { editConflictOf } from "@/lib/edit-conflict";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { useUpdatePurchase } from "../api/update-purchase";
import { PurchaseConflictNotice } from "./purchase-conflict-notice";

function failure(t: TFunction<"client-features">, error: unknown, key: "statusFailed" | "progressFailed") {
  if (error instanceof ApiError && error.code === "purchase_not_found") return errorMessage(t, error);
  if (error instanceof ApiError) return t(`toast.${key}`, { message: errorMessage(t, error) });
  return errorMessage(t, error, t("toast.unexpected"));
}

/**
 * The status selector: completing sets progress to 100. The change is made from the version the
 * list showed (`etag`); another admin's change since shows the conflict notice (decision 102).
 */
export function StatusSelect({ purchase }: { purchase: AdminPurchase }) {
  const { t } = useTranslation("client-features");
  const update = useUpdatePurchase();
  const [conflict, setConflict] = useState<{ details: EditConflictDetails; mine: FulfilmentStatus } | null>(null);
  const change = (status: FulfilmentStatus, ifMatch = purchase.etag) => {
    if (status === purchase.status && !conflict) return;
    update.mutate(
      { id: purchase.id, ifMatch, status },
      {
        onSuccess: () => {
          setConflict(null);
          toast.success(t("toast.statusTitle"), {
            description: t("toast.statusDescription", { status: t(`status.${status}`) }),
          });
        },
        onError: (error) => {
          const details = editConflictOf(error);
          if (details) setConflict({ details, mine: status });
          else toast.error(t("toast.failedTitle"), { description: failure(t, error, "statusFailed") });
        },
      },
    );
  };
  return (
    <>
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
      {conflict && (
        <PurchaseConflictNotice
          details={conflict.details}
          busy={update.isPending}
          onReload={() => setConflict(null)}
          onReapply={(etag) => change(conflict.mine, etag)}
        />
      )}
    </>
  );
}

/**
 * Progress 0-100 (integer), saved on Enter or when leaving the field; hidden once completed. Saved
 * from the listed version, like the status (decision 102).
 */
export function ProgressInput({ purchase }: { purchase: AdminPurchase }) {
  const { t } = useTranslation("client-features");
  const update = useUpdatePurchase();
  const [text, setText] = useState(String(purchase.progress));
  const [outOfRange, setOutOfRange] = useState(false);
  const [conflict, setConflict] = useState<{ details: EditConflictDetails; mine: number } | null>(null);
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
    save(progress);
  };
  const save = (progress: number, ifMatch = purchase.etag) => {
    setText(String(progress));
    update.mutate(
      { id: purchase.id, ifMatch, progress },
      {
        onSuccess: () => {
          setConflict(null);
          toast.success(t("toast.progressTitle"), {
            description: t("toast.progressDescription", { progress }),
          });
        },
        onError: (error) => {
          setText(String(purchase.progress));
          const details = editConflictOf(error);
          if (details) setConflict({ details, mine: progress });
          else toast.error(t("toast.failedTitle"), { description: failure(t, error, "progressFailed") });
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
  const notice = conflict && (
    <PurchaseConflictNotice
      details={conflict.details}
      busy={update.isPending}
      onReload={() => setConflict(null)}
      onReapply={(etag) => save(conflict.mine, etag)}
    />
  );
  if (purchase.status === "completed") return notice;
  return (
    <>
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
      {notice}
    </>
  );
}
