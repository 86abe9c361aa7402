/** A multipart body: the text fields plus each image under `attachments` (as the API expects). */
export function toFormData(fields: Record<string, string>, files: File[]): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  for (const file of files) body.append("attachments", file);
  return body;
}
