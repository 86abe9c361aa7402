import type { InvoiceClient } from "@portal/shared/invoice-contracts";
import { formatPhone } from "@portal/shared/phone";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { useInvoiceClientSearch } from "../api/get-invoice-clients";
import { useDebouncedValue } from "./use-debounced-value";

/** How a chosen client reads in the field: the name, and the e-mail to tell two namesakes apart. */
export const clientLabel = (c: Pick<InvoiceClient, "email" | "fullName">) =>
  c.fullName ? `${c.fullName} (${c.email})` : c.email;

export interface ClientComboboxProps {
  /** The FormField's control props: id, aria-invalid, aria-describedby. */
  control: { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string };
  /** The chosen client's id, or "". */
  value: string;
  onChange: (clientId: string) => void;
  /** Shown (read-only) instead of searching when the client is fixed. */
  lockedLabel?: string;
}

/**
 * The client picker: an editable ARIA combobox whose list is a server search by name, e-mail or
 * phone (one page, natural order). Typing, a click or an arrow key opens the list; arrow keys move
 * through it, Enter chooses, Escape closes it; typing again drops the earlier choice.
 */
export function ClientCombobox({ control, value, onChange, lockedLabel }: ClientComboboxProps) {
  const { t } = useTranslation("invoices");
  const listId = useId();
  const [text, setText] = useState(lockedLabel ?? "");
  const [chosen, setChosen] = useState<InvoiceClient | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebouncedValue(chosen ? "" : text.trim(), 200);
  const search = useInvoiceClientSearch(q, open && !lockedLabel);
  const clients = search.data?.clients ?? [];

  // The form was reset (or saved) after a choice: the field empties with it.
  const shownValue = useRef(value);
  useEffect(() => {
    if (chosen && !value && shownValue.current === chosen.id) {
      setChosen(null);
      setText("");
    }
    shownValue.current = value;
  }, [value, chosen]);

  if (lockedLabel) return <Input {...control} value={lockedLabel} disabled readOnly />;

  const choose = (client: InvoiceClient) => {
    setChosen(client);
    setText(clientLabel(client));
    setOpen(false);
    setActive(-1);
    onChange(client.id);
  };
  const type = (next: string) => {
    setText(next);
    setOpen(true);
    setActive(-1);
    if (chosen) {
      setChosen(null);
      onChange("");
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = clients.length - 1;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (last < 0 ? -1 : i < 0 && step < 0 ? last : Math.min(Math.max(i + step, 0), last)));
    } else if (event.key === "Enter" && open && clients[active]) {
      event.preventDefault();
      choose(clients[active]);
    } else if (event.key === "Escape" && open) {
      // The dialog around it stays open (DialogContent leaves Escape to an expanded combobox).
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  const optionId = (i: number) => `${listId}-option-${i}`;
  const status = search.isError
    ? t("clientPicker.failed")
    : search.isPending
      ? t("loadingClients")
      : clients.length === 0
        ? t("clientPicker.none")
        : search.data?.hasMore
          ? t("clientPicker.more", { count: clients.length })
          : t("clientPicker.found", { count: clients.length });

  return (
    <div className="relative">
      <Input
        {...control}
        role="combobox"
        type="text"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        placeholder={t("clientPicker.placeholder")}
        value={text}
        onChange={(e) => type(e.target.value)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          if (!chosen && text) setText("");
        }}
        onKeyDown={onKeyDown}
      />
      <div
        className={cn(
          "absolute inset-x-0 top-full z-50 mt-1 rounded-md border border-slate-200 bg-white shadow-lg",
          !open && "hidden",
        )}
      >
        <div
          id={listId}
          role="listbox"
          aria-label={t("clientPicker.listName")}
          hidden={clients.length === 0}
          className="max-h-64 overflow-y-auto py-1"
        >
          {clients.map((client, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys (aria-activedescendant)
            <div
              key={client.id}
              id={optionId(i)}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={cn(
                "cursor-pointer px-3 py-2 text-start text-sm",
                i === active ? "bg-brand-50 text-slate-900" : "hover:bg-slate-50",
              )}
              // Keeps the focus in the field, so blur does not close the list before the click lands.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(client)}
            >
              <span className="block font-medium" dir="auto">
                {client.fullName || client.email}
              </span>
              <span className="block text-xs text-slate-600">
                <span dir="ltr">{client.email}</span>
                {client.phone && (
                  <>
                    {" · "}
                    <span dir="ltr">{formatPhone(client.phone)}</span>
                  </>
                )}
              </span>
            </div>
          ))}
        </div>
        {/* Read out by the live region below; shown here for sighted readers. */}
        <p aria-hidden="true" className="border-t border-slate-100 px-3 py-2 text-xs text-slate-600">
          {status}
        </p>
      </div>
      <p className="sr-only" role="status">
        {open ? status : ""}
      </p>
    </div>
  );
}
