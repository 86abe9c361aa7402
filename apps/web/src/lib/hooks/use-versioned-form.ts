import type { EditConflictDetails } from "@portal/shared/edit-conflict";
import { useCallback, useState } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import type { Versioned } from "@/lib/api-client";
import { changedValues, editConflictOf } from "@/lib/edit-conflict";

/** A save refused because another admin saved first: what they did, and this person's own edit. */
export interface FormConflict<V> {
  details: EditConflictDetails;
  mine: Partial<V>;
}

/**
 * An edit form loaded from one version of a record (decision 075): `open` reads the record with its
 * ETag and fills the form; `changes` is what the person changed since (all a save sends, with
 * `etag` as If-Match); `refused` turns a 412 into a conflict the form shows; `reload` takes the
 * current version, `reapply` takes it and puts the person's own changes back for another save.
 */
export function useVersionedForm<V extends FieldValues, C, O>(form: UseFormReturn<V, C, O>, load: () => Promise<Versioned<V>>) {
  const [loaded, setLoaded] = useState<Versioned<V> | null>(null);
  const [conflict, setConflict] = useState<FormConflict<V> | null>(null);
  const [busy, setBusy] = useState(false);

  const latest = useCallback(
    async ({ keepTyped }: { keepTyped: boolean }) => {
      const next = await load();
      form.reset(next.data, { keepDirtyValues: keepTyped });
      setLoaded(next);
    },
    [form, load],
  );

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };

  const changes = (): Partial<V> => (loaded ? changedValues(form.getValues(), loaded.data) : form.getValues());

  return {
    /**
     * Reads the record and fills the form with it, keeping any field the person already changed
     * while it was being read; throws when it cannot be read.
     */
    open: () =>
      run(async () => {
        setConflict(null);
        await latest({ keepTyped: true });
      }),
    busy,
    ready: loaded !== null,
    etag: loaded?.etag ?? null,
    changes,
    conflict,
    /** True (and the conflict shown) when the save failed because the record changed meanwhile. */
    refused(error: unknown): boolean {
      const details = editConflictOf(error);
      if (!details) return false;
      setConflict({ details, mine: changes() });
      return true;
    },
    reload: () =>
      run(async () => {
        await latest({ keepTyped: false });
        setConflict(null);
      }),
    reapply: () =>
      run(async () => {
        const mine = conflict?.mine ?? {};
        await latest({ keepTyped: false });
        for (const [key, value] of Object.entries(mine)) {
          form.setValue(key as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true });
        }
        setConflict(null);
      }),
  };
}
