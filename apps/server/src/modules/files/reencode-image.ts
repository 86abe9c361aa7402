import type Sharp from "sharp";
import { AppError } from "../../lib/app-error.ts";

let loaded: Promise<typeof Sharp> | undefined;

/** sharp and libvips load with the first image, not at start (decision 125). */
export function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import("sharp").then(({ default: sharp }) => {
    // Each image is decoded once; libvips' operation cache would only keep memory after the request.
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

/** Larger images are refused before decoding (a small file can declare a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Decodes an uploaded image and encodes it again in its own format: what is stored is only the
 * pixels. Metadata (EXIF with a phone's GPS position, XMP, comments) is not carried over, the EXIF
 * orientation is applied to the pixels first, and bytes appended after the image (a PNG+HTML
 * polyglot) are gone. Throws 400 `invalid_file_type` when the bytes do not decode.
 */
export async function reencodeImage(bytes: Uint8Array, contentType: string): Promise<Uint8Array> {
  const animated = contentType === "image/gif" || contentType === "image/webp";
  const sharp = await loadSharp();
  try {
    let image = sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    // Orientation can only be applied to a single frame.
    if (!animated) image = image.rotate();
    switch (contentType) {
      case "image/png":
        image = image.png();
        break;
      case "image/jpeg":
        image = image.jpeg({ quality: 90, mozjpeg: true });
        break;
      case "image/gif":
        image = image.gif();
        break;
      case "image/webp":
        image = image.webp({ quality: 90 });
        break;
      default:
        throw new Error(`not an image type: ${contentType}`);
    }
    return new Uint8Array(await image.toBuffer());
  } catch {
    throw new AppError("invalid_file_type", "The image could not be read.");
  }
}

export function isImageType(contentType: string): boolean {
  return contentType.startsWith("image/");
}
