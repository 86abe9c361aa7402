import { type Annotation, annotationSchema } from "@portal/shared/annotations";
import { useEffect, useMemo, useState } from "react";
import { z } from "zod";
import { clearDraftFiles } from "@/lib/draft-files";
import { useDraftFiles } from "@/lib/hooks/use-draft-files";
import { clearDraft, readDraft, writeDraft } from "@/lib/hooks/use-form-draft";
import { REVISION_DRAFT } from "../revision-draft-key";

const IMAGES = `${REVISION_DRAFT}.images`;
const keptSchema = z.object({ description: z.string(), comments: z.array(annotationSchema) });

interface RevisionDraftState {
  description: string;
  comments: (Annotation & { clickId?: string | null })[];
  files: readonly File[];
}

interface RevisionDraftRestore {
  setDescription: (description: string) => void;
  setComments: (comments: Annotation[]) => void;
  restoreImages: (files: File[]) => void;
}

/**
 * Keeps the revision request being written (description, pins, chosen images) in this tab while
 * it is written, and puts it back when the dialog opens again (decision 076): after a sign-in the
 * session ran out in the middle of. The pins' screenshots are not kept (they belong to a session).
 */
export function useRevisionDraft({ description, comments, files }: RevisionDraftState, restore: RevisionDraftRestore): void {
  const [restored, setRestored] = useState(false);
  const { setDescription, setComments, restoreImages } = restore;
  // Put back once, when the dialog mounts (the setters never change).
  useEffect(() => {
    const kept = keptSchema.safeParse(readDraft(REVISION_DRAFT));
    if (kept.success) {
      setDescription(kept.data.description);
      setComments(kept.data.comments);
    }
    setRestored(true);
  }, [setDescription, setComments]);
  const pins = useMemo(() => comments.map(({ clickId: _screenshot, ...pin }) => pin), [comments]);
  useEffect(() => {
    if (!restored) return;
    if (description === "" && pins.length === 0 && files.length === 0) clearDraft(REVISION_DRAFT);
    else writeDraft(REVISION_DRAFT, { description, comments: pins });
  }, [restored, description, pins, files.length]);
  useDraftFiles(IMAGES, files, restoreImages);
}

/** Forgets the unsent revision request (sent, or given up with Cancel). */
export function clearRevisionDraft(): void {
  clearDraft(REVISION_DRAFT);
  void clearDraftFiles(IMAGES);
}
