/** Saves an invoice file under its own name ({invoice_number}.pdf); throws when it cannot be fetched. */
export async function downloadInvoiceFile(file: { url: string; fileName: string }): Promise<void> {
  const response = await fetch(`${file.url}?download=1`, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = href;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
