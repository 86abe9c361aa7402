import { type GlobalSearchResponse, SEARCH_MIN_LENGTH, type SearchKind } from "@portal/shared/search-contracts";
import { type KeyboardEvent, useDeferredValue, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { useGlobalSearch } from "../api/global-search";
import { ResultGroup } from "./result-group";
import { fullListOf, resultsByKind, SEARCH_KINDS, type SearchResult } from "./search-results";

interface GlobalSearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The admin's one search box (a combobox): matches grouped by kind, arrow keys move through them,
 * Enter opens the one chosen, Escape closes.
 */
export function GlobalSearchDialog({ open, onOpenChange }: GlobalSearchDialogProps) {
  const { t } = useTranslation("search");
  const [text, setText] = useState("");
  const search = useGlobalSearch(useDeferredValue(text));
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const listId = useId();
  const enough = text.trim().length >= SEARCH_MIN_LENGTH;
  const groups = useMemo(() => (search.data && enough ? resultsByKind(search.data) : null), [search.data, enough]);
  const flat = groups ? SEARCH_KINDS.flatMap((kind) => groups[kind]) : [];
  const current = Math.min(active, flat.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) setText("");
  };
  const choose = (result: SearchResult) => {
    close(false);
    navigate(result.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!flat.length) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current + step + flat.length) % flat.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const result = flat[current];
      if (result) choose(result);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{t("title")}</DialogTitle>
        <DialogDescription>{t("description")}</DialogDescription>
        <div className="relative mt-4">
          <Input
            role="combobox"
            aria-label={t("label")}
            aria-expanded={flat.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={flat.length ? optionId(current) : undefined}
            placeholder={t("placeholder")}
            value={text}
            maxLength={100}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          {search.isFetching && enough && <Spinner label={t("searching")} className="absolute end-3 top-2.5" />}
        </div>
        {!enough && <p className="mt-4 text-sm text-slate-600">{t("typeMore", { count: SEARCH_MIN_LENGTH })}</p>}
        {enough && search.isError && (
          <p role="alert" className="mt-4 text-sm text-red-700">
            {t("failed", { reason: errorMessage(t, search.error) })}
          </p>
        )}
        {groups && flat.length === 0 && !search.isFetching && (
          <p role="status" className="mt-4 text-sm text-slate-600">
            {t("nothingFound", { text: text.trim() })}
          </p>
        )}
        <div id={listId} role="listbox" aria-label={t("results")} className="mt-4 flex flex-col gap-4 empty:hidden">
          {groups &&
            SEARCH_KINDS.filter((kind) => groups[kind].length > 0).map((kind) => (
              <ResultGroup
                key={kind}
                kind={kind}
                results={groups[kind]}
                total={search.data?.[kind].total ?? 0}
                firstIndex={flat.indexOf(groups[kind][0] as SearchResult)}
                active={current}
                optionId={optionId}
                onChoose={choose}
                onHover={setActive}
              />
            ))}
        </div>
        {groups && search.data && <MoreLinks text={text} totals={search.data} shown={groups} onFollow={() => close(false)} />}
      </DialogContent>
    </Dialog>
  );
}

interface MoreLinksProps {
  text: string;
  totals: GlobalSearchResponse;
  shown: Record<SearchKind, SearchResult[]>;
  onFollow: () => void;
}

/** Links to the lists that can show every match, for the kinds with more than are shown here. */
function MoreLinks({ text, totals, shown, onFollow }: MoreLinksProps) {
  const { t } = useTranslation("search");
  const more = SEARCH_KINDS.flatMap((kind) => {
    const href = fullListOf(kind, text);
    return href && totals[kind].total > shown[kind].length ? [{ kind, href, total: totals[kind].total }] : [];
  });
  if (!more.length) return null;
  return (
    <p className="mt-3 flex flex-wrap gap-4 text-sm">
      {more.map(({ kind, href, total }) => (
        <Link key={kind} to={href} onClick={onFollow} className="text-brand-700 underline">
          {t(`seeAll.${kind}`, { count: total })}
        </Link>
      ))}
    </p>
  );
}
