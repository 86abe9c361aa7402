/** Smallest valid files of each kind, for upload tests. */
export const PNG_1x1 = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=", "base64"),
);

export const PDF_MINIMAL = new TextEncoder().encode(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

export function fileOf(bytes: Uint8Array, name: string, type = "application/octet-stream"): File {
  return new File([bytes as Uint8Array<ArrayBuffer>], name, { type });
}

/** Text pretending to be an image: the declared type and name lie. */
export const FAKE_PNG = fileOf(new TextEncoder().encode("not really a png"), "photo.png", "image/png");
