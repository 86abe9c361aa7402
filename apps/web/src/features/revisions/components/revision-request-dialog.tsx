import type { Annotation } from "@portal/shared/annotations";
import type { ViewMode } from "@portal/shared/constants";
import { REVISION_DESCRIPTION_MAX } from "@portal/shared/constants";
import { pinPage } from "@portal/shared/demo-pages";
import type { Project } from "@portal/shared/project-contracts";
import { canSubmitRevision, remainingRevisions, revisionContentError } from "@portal/shared/revision-rules";
import { graphemeCount } from "@portal/shared/text-length";
import { AlertTriangle, MessageSquarePlus, MousePointerClick } from "lucide-react";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { useRevisionLimit } from "@/features/agency";
import { useIsMobile } from "@/lib/hooks/use-media-query";
import { toast } from "@/lib/toast";
import { useSubmitRevision } from "../api/submit-revision";
import { type Draft, pinContext } from "../lib/pin-draft-context";
import { CommentCounts } from "./comment-list";
import { CommentsByPage } from "./comments-by-page";
import { DemoFrame, type PinFocus } from "./demo-frame";
import { type HelperImage, HelperImageUploader, helperImage } from "./helper-image-uploader";
import { NewCommentBox } from "./new-comment-box";
import { showRevisionRefusal, showSubmitError } from "./submit-error-toast";
import type { BridgeClick } from "./use-demo-bridge";
import { usePinScreenshots } from "./use-pin-screenshots";
import { clearRevisionDraft, useRevisionDraft } from "./use-revision-draft";
import { ViewModeToggle } from "./view-mode-toggle";

interface RevisionRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project: Project;
  /** Called with the new revision request once it is sent. */
  onSubmitted?: (revisionId: string) => void;
}

/** A comment being written: the pin as it will be sent, and the click its screenshot will follow. */
type DraftComment = Annotation & { clickId?: string | null };

/** The revision request: pinned comments on the demo, a description and helper images. */
export function RevisionRequestDialog({ open, onOpenChange: changeOpen, project, onSubmitted }: RevisionRequestDialogProps) {
  const { t } = useTranslation("revisions");
  const limit = useRevisionLimit();
  const isMobile = useIsMobile();
  const [chosenMode, setMode] = useState<ViewMode>("desktop");
  const mode: ViewMode = isMobile ? "mobile" : chosenMode;
  const [annotating, setAnnotating] = useState(false);
  const [comments, setComments] = useState<DraftComment[]>([]);
  const [focus, setFocus] = useState<PinFocus | null>(null);
  const screenshotFailed = useCallback(() => toast.error(t("screenshotFailed")), [t]);
  const screenshots = usePinScreenshots(screenshotFailed);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [description, setDescription] = useState("");
  const [images, setImages] = useState<HelperImage[]>([]);
  const submit = useSubmitRevision();
  const descriptionId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const imagesRef = useRef(images);
  imagesRef.current = images;
  const { reset: resetScreenshots } = screenshots;
  const files = useMemo(() => images.map((i) => i.file), [images]);
  const restoreImages = useCallback((list: File[]) => setImages(list.map(helperImage)), []);
  useRevisionDraft({ description, comments, files }, { setDescription, setComments, restoreImages });
  // Closing (Cancel, Escape, sent) gives the draft up; leaving for the sign-in keeps it.
  const onOpenChange = (next: boolean) => {
    if (!next) clearRevisionDraft();
    changeOpen(next);
  };

  const reset = useCallback(() => {
    for (const image of imagesRef.current) URL.revokeObjectURL(image.previewUrl);
    setImages([]);
    setDescription("");
    setComments([]);
    setDraft(null);
    setAnnotating(false);
    setFocus(null);
    resetScreenshots();
  }, [resetScreenshots]);
  // Closing (or leaving the page) resets the form and releases the previews.
  useEffect(() => {
    if (!open) reset();
  }, [open, reset]);
  useEffect(() => reset, [reset]);

  const onAddComment = useCallback((click: BridgeClick) => setDraft({ ...click, mode }), [mode]);
  const remaining = remainingRevisions(project.revisionCount, limit);

  // The comment box takes the focus when it opens; when it closes, the comment-mode toggle gets it back.
  const closeDraft = () => {
    setDraft(null);
    toggleRef.current?.focus();
  };

  const addDraft = (text: string) => {
    if (!draft) return;
    setComments((list) => [
      ...list,
      {
        id: crypto.randomUUID(),
        x: draft.x,
        y: draft.y,
        comment: text,
        mode: draft.mode,
        timestamp: new Date().toISOString(),
        viewportWidth: draft.viewportWidth,
        documentHeight: draft.documentHeight,
        ...pinContext(draft),
        clickId: draft.clickId,
      },
    ]);
    closeDraft();
  };

  const onSubmit = async () => {
    const contentError = revisionContentError({
      description,
      commentCount: comments.length,
      imageCount: images.length,
    });
    if (contentError) {
      showRevisionRefusal(t, contentError);
      return;
    }
    if (comments.some((c) => !c.comment.trim())) {
      showRevisionRefusal(t, "blank_comment");
      return;
    }
    try {
      // Screenshots still uploading go with their comments.
      const shots = await screenshots.settled();
      const result = await submit.mutateAsync({
        description,
        annotations: comments.map(({ clickId, ...comment }) => ({
          ...comment,
          screenshotId: clickId ? (shots[clickId] ?? null) : null,
        })),
        images: [...files],
      });
      const parts = [
        t("successBase"),
        comments.length > 0 ? t("successComments", { count: comments.length }) : "",
        images.length > 0 ? t("successImages", { count: images.length }) : "",
      ].join("");
      toast.success(t("successTitle"), {
        description: `${parts}. ${t("successRemaining", { count: result.remaining })}`,
      });
      onOpenChange(false);
      onSubmitted?.(result.revision.id);
    } catch (error) {
      showSubmitError(t, error, images.length > 0);
    }
  };

  const drafted: Annotation[] = draft ? [{ ...draft, id: "draft", comment: "", timestamp: new Date().toISOString() }] : [];
  // The comment being written shows as the next numbered pin where the click was.
  const pins = [...comments, ...drafted]
    .map((annotation, index) => ({ annotation, number: index + 1 }))
    .filter((p) => p.annotation.mode === mode);
  // Counted as people see characters (an emoji is one), as the server counts them.
  const descriptionLength = graphemeCount(description);
  const canSubmit = canSubmitRevision({
    submitting: submit.isPending,
    description,
    commentCount: comments.length,
    imageCount: images.length,
    used: project.revisionCount,
    limit,
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-4xl"
        onEscapeKeyDown={(event) => {
          // Escape in a comment being written cancels that comment, not the whole request.
          if (!draft) return;
          event.preventDefault();
          closeDraft();
        }}
      >
        <DialogTitle>{t("requestTitle")}</DialogTitle>
        {remaining === 0 ? (
          <div className="mt-4 flex flex-col items-center gap-3 rounded-lg bg-amber-50 p-6 text-center" role="status">
            <AlertTriangle className="size-8 text-amber-600" aria-hidden="true" />
            <p className="font-semibold">{t("limitReachedTitle")}</p>
            <p className="text-sm text-slate-700">{t("limitReachedBody", { count: limit })}</p>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t("close")}
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <>
            <DialogDescription>{t("requestDescription", { count: remaining })}</DialogDescription>
            <div className="mt-4 flex flex-col gap-6">
              {project.demoUrl && (
                <section aria-labelledby={`${descriptionId}-mark`} className="flex flex-col gap-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h3 id={`${descriptionId}-mark`} className="font-semibold">
                      {t("markChanges")} <span className="text-sm font-normal text-slate-500">({t("optional")})</span>
                    </h3>
                    <div className="flex flex-wrap items-center gap-2">
                      {!isMobile && <ViewModeToggle value={mode} onChange={setMode} />}
                      <Button
                        ref={toggleRef}
                        size="sm"
                        variant={annotating ? "destructive" : "default"}
                        aria-pressed={annotating}
                        onClick={() => {
                          setAnnotating((a) => !a);
                          setDraft(null);
                        }}
                      >
                        {annotating ? <MousePointerClick aria-hidden="true" /> : <MessageSquarePlus aria-hidden="true" />}
                        {annotating ? t("exitAnnotation") : t("addComments")}
                      </Button>
                    </div>
                  </div>
                  {annotating && <p className="text-sm text-brand-700">{t("annotationHint")}</p>}
                  <DemoFrame
                    url={project.demoUrl}
                    mode={mode}
                    title={t("demoFrameTitle")}
                    pins={pins}
                    commentMode={annotating && !draft}
                    onAddComment={onAddComment}
                    onScreenshot={screenshots.onScreenshot}
                    focus={focus}
                  />
                  {draft && <NewCommentBox draft={draft} onAdd={addDraft} onCancel={closeDraft} />}
                  <CommentCounts comments={comments} />
                  <CommentsByPage
                    demoUrl={project.demoUrl}
                    comments={comments}
                    onSelect={(c) => {
                      setMode(c.mode);
                      setFocus({ id: c.id, page: pinPage(c.page, project.demoUrl ?? ""), seq: Date.now() });
                    }}
                    renderExtra={(c) =>
                      c.clickId && screenshots.ready[c.clickId] ? (
                        <p className="mt-1 text-xs text-emerald-700">{t("screenshotAttached")}</p>
                      ) : null
                    }
                    onEdit={(id, text) => setComments((list) => list.map((c) => (c.id === id ? { ...c, comment: text } : c)))}
                    onDelete={(id) => setComments((list) => list.filter((c) => c.id !== id))}
                  />
                </section>
              )}
              <FormField
                id={descriptionId}
                label={t("descriptionLabel")}
                hint={
                  <span
                    className={`block text-end text-xs ${descriptionLength > REVISION_DESCRIPTION_MAX ? "font-semibold text-red-700" : "text-slate-500"}`}
                    aria-live="polite"
                  >
                    {descriptionLength > REVISION_DESCRIPTION_MAX && `${t("errors:description_too_long")} · `}
                    {t("characterCount", { length: descriptionLength, max: REVISION_DESCRIPTION_MAX })}
                  </span>
                }
              >
                {(control) => (
                  <Textarea
                    {...control}
                    value={description}
                    aria-invalid={descriptionLength > REVISION_DESCRIPTION_MAX}
                    onChange={(e) => setDescription(e.target.value)}
                    placeholder={t("descriptionPlaceholder")}
                    className="min-h-28"
                  />
                )}
              </FormField>
              <HelperImageUploader images={images} onChange={setImages} />
            </div>
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {t("cancel")}
              </Button>
              <Button onClick={onSubmit} disabled={!canSubmit}>
                {submit.isPending ? t("submitting") : t("submit")}
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
