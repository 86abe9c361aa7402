import { AGENCY_ICON_SIZE_PX, AGENCY_LOGO_MAX_BYTES } from "@portal/shared/agency-settings";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../lib/app-error.ts";
import { singleFileUpload } from "../../lib/multipart/upload-spec.ts";
import type { AuditActor } from "../audit/index.ts";
import { deleteStoredFiles, loadSharp, storeUpload } from "../files/index.ts";
import { updateAgencySettings } from "./settings-service.ts";

export const AGENCY_LOGO_UPLOAD = singleFileUpload({
  fileField: "logo",
  maxFileBytes: AGENCY_LOGO_MAX_BYTES,
  kind: "image",
  tooLarge: "The logo is larger than 2 MB.",
  tooMany: "Send one logo only.",
});

const LOGO_TYPES = new Set(["image/png", "image/jpeg", "image/webp"]);

type Deps = Pick<AppDeps, "db" | "providers">;

/**
 * A new logo: stored re-encoded (PNG, JPEG or WebP by content), with a square PNG icon made from
 * it (the logo centred on a transparent square) for the favicon and the web manifest. Both become
 * public files; the previous logo and icon are removed once the settings point at the new ones.
 */
export async function replaceLogo(deps: Deps, actor: AuditActor, file: File) {
  const files = { db: deps.db, storage: deps.providers.storage };
  const logo = await storeUpload(files, {
    ownerId: null,
    purpose: "agency_logo",
    kind: "image",
    maxBytes: AGENCY_LOGO_MAX_BYTES,
    file,
  });
  let iconId: string | undefined;
  try {
    if (!LOGO_TYPES.has(logo.contentType)) throw new AppError("invalid_file_type", "The logo must be a PNG, JPEG or WebP image.");
    const stored0 = await deps.providers.storage.get(logo.storageKey);
    if (!stored0) throw new AppError("invalid_file_type", "The logo could not be read.");
    const icon = await squareIcon(stored0.body);
    const stored = await storeUpload(files, {
      ownerId: null,
      purpose: "agency_icon",
      kind: "image",
      maxBytes: AGENCY_LOGO_MAX_BYTES,
      file: new File([icon as Uint8Array<ArrayBuffer>], "icon.png", { type: "image/png" }),
    });
    iconId = stored.id;
    return await swapLogo(deps, actor, { logoFileId: logo.id, iconFileId: stored.id });
  } catch (error) {
    await deleteStoredFiles(files, iconId ? [logo.id, iconId] : [logo.id]);
    throw error;
  }
}

/** Removes the logo (the portal then shows the agency's initial). */
export async function removeLogo(deps: Deps, actor: AuditActor) {
  return swapLogo(deps, actor, { logoFileId: null, iconFileId: null });
}

/**
 * Points the settings at the new logo and icon, keeping every other identity field as the row has
 * it under the lock (so a logo and an identity save made at once both hold), then removes the
 * files the row pointed at before.
 */
async function swapLogo(deps: Deps, actor: AuditActor, next: { logoFileId: string | null; iconFileId: string | null }) {
  let previous: string[] = [];
  const record = await updateAgencySettings(deps, actor, (current) => {
    previous = [current.identity.logoFileId, current.identity.iconFileId].filter((id): id is string => id !== null);
    return { identity: { ...current.identity, ...next } };
  });
  await deleteStoredFiles({ db: deps.db, storage: deps.providers.storage }, previous);
  return record;
}

async function squareIcon(bytes: Uint8Array): Promise<Uint8Array> {
  const sharp = await loadSharp();
  try {
    const png = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .resize(AGENCY_ICON_SIZE_PX, AGENCY_ICON_SIZE_PX, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    return new Uint8Array(png);
  } catch {
    throw new AppError("invalid_file_type", "The logo could not be read.");
  }
}
