import { zodResolver } from "@hookform/resolvers/zod";
import { BILLING_TYPES } from "@portal/shared/constants";
import type { EditConflictDetails } from "@portal/shared/edit-conflict";
import {
  FEATURE_IMAGE_MAX_BYTES,
  type Feature,
  type FeatureFormValues,
  featureForm,
  featureFormToRequest,
} from "@portal/shared/store-contracts";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { changedValues, editConflictOf } from "@/lib/edit-conflict";
import { errorMessage } from "@/lib/error-message";
import { firstMismatch, IMAGE_TYPES } from "@/lib/file-signature";
import { fieldErrorText } from "@/lib/form-messages";
import { toast } from "@/lib/toast";
import { useVersionedFeature } from "../api/get-feature";
import { useSaveFeature } from "../api/save-feature";
import { useUploadFeatureImage } from "../api/upload-feature-image";
import { FeatureConflictNotice } from "./feature-conflict-notice";

function valuesOf(feature: Feature | null): FeatureFormValues {
  return {
    title: feature?.title ?? "",
    description: feature?.description ?? "",
    price: feature ? (feature.priceCents / 100).toFixed(2) : "",
    billingType: feature?.billingType ?? ("" as FeatureFormValues["billingType"]),
    estimatedDeliveryDays: feature?.estimatedDeliveryDays ? String(feature.estimatedDeliveryDays) : "",
  };
}

/**
 * Add Feature (no `feature`) or Edit Feature: uploads a new image first, then saves. An edit is
 * made from the feature read with its ETag when the dialog opens and sends only the fields changed;
 * when another admin saved first, the notice says who and what, with Reload (their version) and
 * Re-apply (their version with this admin's changes back in the form, to review and save). Decision 084.
 */
export function FeatureFormDialog({
  open,
  feature,
  onOpenChange,
}: {
  open: boolean;
  feature: Feature | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("store");
  const id = useId();
  const form = useForm<FeatureFormValues>({
    resolver: zodResolver(featureForm),
    defaultValues: valuesOf(feature),
  });
  const { errors } = form.formState;
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [keepImage, setKeepImage] = useState(true);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useUploadFeatureImage();
  const save = useSaveFeature();
  const versioned = useVersionedFeature(feature?.id, open);
  const loaded = versioned.data?.data ?? feature;
  const [conflict, setConflict] = useState<{ details: EditConflictDetails; mine: Partial<FeatureFormValues> } | null>(null);
  const reapply = useRef<Partial<FeatureFormValues> | null>(null);
  const busy = upload.isPending || save.isPending || (feature !== null && !versioned.data);

  useEffect(() => {
    if (!open) return;
    setImageFile(null);
    setImageError(null);
    setKeepImage(true);
    setConflict(null);
  }, [open, feature]);

  // The form shows the version read (again after Reload), with this admin's own changes on Re-apply.
  useEffect(() => {
    if (!open) return;
    form.reset({ ...valuesOf(versioned.data?.data ?? feature), ...reapply.current });
    reapply.current = null;
  }, [open, versioned.data, feature, form]);

  const readAgain = (mine: Partial<FeatureFormValues> | null) => {
    reapply.current = mine;
    setConflict(null);
    void versioned.refetch();
  };

  // Checked by its bytes and size on selection: a renamed or too large file is refused before any upload.
  const chooseImage = async (input: HTMLInputElement) => {
    const file = input.files?.[0] ?? null;
    setImageError(null);
    if (file && (await firstMismatch([file], IMAGE_TYPES))) {
      input.value = "";
      setImageFile(null);
      setImageError(t("form.notAnImage", { name: file.name }));
      return;
    }
    if (file && file.size > FEATURE_IMAGE_MAX_BYTES) {
      input.value = "";
      setImageFile(null);
      setImageError(t("form.imageTooLarge", { name: file.name }));
      return;
    }
    setImageFile(file);
  };

  useEffect(() => {
    if (!imageFile) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(imageFile);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [imageFile]);

  const shownImage = preview ?? (keepImage ? (loaded?.imageUrl ?? null) : null);

  const onSubmit = form.handleSubmit(async (values) => {
    let imageFileId = keepImage ? (loaded?.imageFileId ?? null) : null;
    if (imageFile) {
      try {
        imageFileId = (await upload.mutateAsync(imageFile)).id;
      } catch (error) {
        toast.error(t("common:error"), { description: errorMessage(t, error, t("form.uploadFailed"), "image") });
        return;
      }
    }
    const request = featureFormToRequest(values, imageFileId);
    const read = versioned.data;
    const changes = read ? changedValues(request, featureFormToRequest(valuesOf(read.data), read.data.imageFileId)) : {};
    if (feature && Object.keys(changes).length === 0) {
      onOpenChange(false);
      return;
    }
    try {
      const saved = await save.mutateAsync(feature ? { id: feature.id, changes, etag: read?.etag ?? null } : { request });
      if (saved.warning) toast.warning(feature ? t("form.updatedWarning") : t("form.createdWarning"));
      else toast.success(feature ? t("form.updated") : t("form.created"));
      onOpenChange(false);
    } catch (error) {
      const details = editConflictOf(error);
      if (details && read) {
        setConflict({ details, mine: changedValues(values, valuesOf(read.data)) });
        return;
      }
      toast.error(t("common:error"), {
        description: feature ? t("form.updateFailed") : t("form.createFailed"),
      });
    }
  });

  const fieldProps = (name: keyof FeatureFormValues) => {
    const message = errors[name]?.message;
    return { id: `${id}-${name}`, error: message ? fieldErrorText(t, message, "store:form.errors.") : null };
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-xl">
        <DialogTitle>{feature ? t("form.editTitle") : t("form.addTitle")}</DialogTitle>
        <DialogDescription>{t("form.description")}</DialogDescription>
        <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-4" noValidate>
          <FormField label={t("form.title")} {...fieldProps("title")}>
            {(control) => <Input {...control} {...form.register("title")} />}
          </FormField>
          <FormField label={t("form.featureDescription")} {...fieldProps("description")}>
            {(control) => <Textarea {...control} {...form.register("description")} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t("form.price")} {...fieldProps("price")}>
              {(control) => (
                <Input type="number" min={0} step={0.01} inputMode="decimal" dir="ltr" {...control} {...form.register("price")} />
              )}
            </FormField>
            <FormField label={t("form.billingType")} {...fieldProps("billingType")}>
              {(control) => (
                <NativeSelect {...control} {...form.register("billingType")}>
                  <option value="" disabled>
                    {t("form.chooseBilling")}
                  </option>
                  {BILLING_TYPES.map((b) => (
                    <option key={b} value={b}>
                      {t(`billing.${b}`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </div>
          <FormField
            label={
              <>
                {t("form.deliveryDays")} <span className="font-normal text-slate-500">({t("form.deliveryDaysHint")})</span>
              </>
            }
            {...fieldProps("estimatedDeliveryDays")}
          >
            {(control) => (
              <Input type="number" min={1} step={1} dir="ltr" {...control} {...form.register("estimatedDeliveryDays")} />
            )}
          </FormField>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-image`}>{t("form.image")}</Label>
            <Input
              id={`${id}-image`}
              type="file"
              accept="image/*"
              className="py-1.5"
              aria-describedby={imageError ? `${id}-image-error ${id}-image-hint` : `${id}-image-hint`}
              aria-invalid={Boolean(imageError)}
              onChange={(e) => void chooseImage(e.target)}
            />
            {imageError && (
              <p id={`${id}-image-error`} role="alert" className="text-sm text-red-700">
                {imageError}
              </p>
            )}
            <p id={`${id}-image-hint`} className="text-xs text-slate-600">
              {t("form.imageHint")}
            </p>
            {shownImage && (
              <div className="flex items-center gap-3">
                <img src={shownImage} alt={t("form.imagePreview")} className="h-20 w-32 rounded-md object-cover" />
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    setImageFile(null);
                    setKeepImage(false);
                  }}
                >
                  {t("form.removeImage")}
                </Button>
              </div>
            )}
          </div>
          {conflict && (
            <FeatureConflictNotice
              conflict={conflict.details}
              busy={busy}
              onReload={() => readAgain(null)}
              onReapply={() => readAgain(conflict.mine)}
            />
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
              {t("common:cancel")}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t("form.saving") : feature ? t("form.save") : t("form.create")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
