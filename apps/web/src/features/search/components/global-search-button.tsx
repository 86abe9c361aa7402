import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { lazyDialog } from "@/lib/lazy-dialog";

const GlobalSearchDialog = lazyDialog(() => import("./global-search-dialog").then((m) => m.GlobalSearchDialog));

/** Whether the key press is the search shortcut: Ctrl+K (⌘K on a Mac), or "/" outside a text field. */
function isSearchShortcut(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") return true;
  const target = event.target as HTMLElement | null;
  const typing = target?.closest("input, textarea, select, [contenteditable=true]");
  return event.key === "/" && !typing && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** The admin's search: a button in the frame, and the shortcut anywhere in the admin area. */
export function GlobalSearchButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation("search");
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <>
      {compact ? (
        <Button variant="ghost" size="icon" aria-label={t("open")} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <Search className="size-5" aria-hidden="true" />
        </Button>
      ) : (
        <Button
          variant="outline"
          className="w-full justify-between text-slate-600"
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K"
          onClick={() => setOpen(true)}
        >
          <span className="flex items-center gap-2">
            <Search className="size-4" aria-hidden="true" />
            {t("open")}
          </span>
          <kbd className="rounded border border-slate-300 px-1.5 text-xs">{t("shortcut")}</kbd>
        </Button>
      )}
      <GlobalSearchDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
