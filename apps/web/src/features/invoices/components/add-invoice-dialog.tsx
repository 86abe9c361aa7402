import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CreateInvoiceInput,
  createInvoiceRequest,
  INVOICE_FILE_ACCEPT,
  INVOICE_FILE_MAX_BYTES,
  type InvoiceClient,
} from "@portal/shared/invoice-contracts";
import { Plus } from "lucide-react";
import { type ReactElement, useCallback, useId, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ErrorBox } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/error-message";
import { firstMismatch, type SniffedType } from "@/lib/file-signature";
import { useClearOnChange } from "@/lib/hooks/use-clear-on-change";
import { toast } from "@/lib/toast";
import { useCreateInvoice } from "../api/create-invoice";
import { ClientCombobox, clientLabel } from "./client-combobox";
import { InvoiceFields } from "./invoice-fields";
import { useFieldError } from "./use-field-error";

export interface AddInvoiceDialogProps {
  /** Pre-selects this client and locks the choice (the user-detail page). */
  client?: Pick<InvoiceClient, "id" | "email" | "fullName">;
  /** The button that opens the dialog; "Add Invoice" when omitted. */
  trigger?: ReactElement;
}

/** Adds a manual invoice for a client, with an optional PDF, JPG or PNG file. */
const INVOICE_FILE_TYPES: readonly SniffedType[] = ["application/pdf", "image/jpeg", "image/png"];

export function AddInvoiceDialog({ client, trigger }: AddInvoiceDialogProps) {
  const { t } = useTranslation("invoices");
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const createInvoice = useCreateInvoice();
  const empty: CreateInvoiceInput = {
    clientId: client?.id ?? "",
    amount: "",
    description: "",
    dueDate: "",
    status: "pending",
  };
  const form = useForm<CreateInvoiceInput, unknown, z.output<typeof createInvoiceRequest>>({
    resolver: zodResolver(createInvoiceRequest),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;
  const fieldError = useFieldError();
  useClearOnChange(
    form,
    useCallback(() => setServerError(null), []),
  );
  const [chosenClient, amount, description] = form.watch(["clientId", "amount", "description"]);
  // A refused file blocks Create until it is removed or replaced: saving without it would lose it silently.
  const ready = Boolean(chosenClient && amount?.trim() && description?.trim()) && !fileError;

  const reset = () => {
    form.reset(empty);
    setFile(null);
    setFileError(null);
    setServerError(null);
  };

  // Checked by its bytes and size on selection: a renamed or too large file is refused before submit,
  // and stays in the picker (with Remove) so the person sees which file was refused.
  const chooseFile = async (input: HTMLInputElement) => {
    const chosen = input.files?.[0] ?? null;
    setFileError(null);
    setServerError(null);
    setFile(null);
    if (chosen && (await firstMismatch([chosen], INVOICE_FILE_TYPES))) {
      setFileError(t("fileNotAccepted", { name: chosen.name }));
      return;
    }
    if (chosen && chosen.size > INVOICE_FILE_MAX_BYTES) {
      setFileError(t("fileTooLarge", { name: chosen.name }));
      return;
    }
    setFile(chosen);
  };
  const removeFile = () => {
    if (fileInput.current) fileInput.current.value = "";
    setFile(null);
    setFileError(null);
    fileInput.current?.focus();
  };

  // The resolver hands over the parsed output (amount in cents); the server takes the typed input.
  const onSubmit = form.handleSubmit(async () => {
    setServerError(null);
    try {
      await createInvoice.mutateAsync({ values: form.getValues(), file });
      toast.success(t("createSuccess"));
      reset();
      setOpen(false);
    } catch (error) {
      const reason = errorMessage(t, error, "", "invoice") || undefined;
      setServerError(reason ?? t("createFailed"));
      toast.error(t("createFailed"), { description: reason });
    }
  });

  const id = (name: string) => `${ids}-${name}`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        {trigger ?? (
          <Button>
            <Plus aria-hidden="true" />
            {t("addInvoice")}
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t("addInvoice")}</DialogTitle>
        <DialogDescription>{t("addInvoiceDescription")}</DialogDescription>
        <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-4" noValidate>
          <FormField id={id("client")} label={t("client")} error={fieldError(errors.clientId?.message)}>
            {(control) => (
              <Controller
                control={form.control}
                name="clientId"
                render={({ field }) => (
                  <ClientCombobox
                    control={control}
                    value={field.value}
                    onChange={field.onChange}
                    lockedLabel={client && clientLabel(client)}
                  />
                )}
              />
            )}
          </FormField>
          <InvoiceFields form={form} id={id} />
          <div className="flex flex-col gap-2">
            <Label htmlFor={id("file")}>{t("file")}</Label>
            <Input
              ref={fileInput}
              id={id("file")}
              type="file"
              accept={INVOICE_FILE_ACCEPT}
              className="py-2"
              aria-describedby={fileError ? `${id("file-error")} ${id("file-hint")}` : id("file-hint")}
              aria-invalid={Boolean(fileError)}
              onChange={(e) => void chooseFile(e.target)}
            />
            {fileError && (
              <div className="flex flex-wrap items-center gap-2">
                <p id={id("file-error")} role="alert" className="text-sm text-red-700">
                  {fileError}
                </p>
                <Button variant="outline" size="sm" onClick={removeFile}>
                  {t("removeFile")}
                </Button>
              </div>
            )}
            <p id={id("file-hint")} className="text-xs text-slate-500">
              {t("fileHint")}
            </p>
          </div>
          {serverError && <ErrorBox>{serverError}</ErrorBox>}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={!ready || isSubmitting}>
              {isSubmitting ? t("creating") : t("create")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
