/** A multipart body of one file part that streams `fileBytes` bytes (a PNG head, then zeros), never held whole. */
export function streamingUpload(
  field: string,
  fileBytes: number,
  head: Uint8Array,
  fields: Record<string, string> = {},
): { body: ReadableStream<Uint8Array>; contentType: string; pulled: () => number } {
  const boundary = "----portal-test-boundary";
  const encoder = new TextEncoder();
  const text = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("");
  const opening = encoder.encode(
    `${text}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const closing = encoder.encode(`\r\n--${boundary}--\r\n`);
  const chunk = new Uint8Array(64 * 1024);
  let sent = 0;
  let pulled = 0;
  let stage: "opening" | "file" | "closing" | "done" = "opening";
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === "opening") {
        controller.enqueue(opening);
        pulled += opening.length;
        stage = "file";
      } else if (stage === "file") {
        const piece = sent === 0 ? head : chunk.subarray(0, Math.min(chunk.length, fileBytes - sent));
        controller.enqueue(piece);
        sent += piece.length;
        pulled += piece.length;
        if (sent >= fileBytes) stage = "closing";
      } else if (stage === "closing") {
        controller.enqueue(closing);
        stage = "done";
      } else controller.close();
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, pulled: () => pulled };
}
