/** The best encoding of ours the client accepts (brotli before gzip), honouring `;q=0`. */
export function preferredEncoding(header: string | undefined): "br" | "gzip" | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get("*") ?? 0;
  const weight = (name: string) => accepted.get(name) ?? wildcard;
  if (weight("br") > 0 && weight("br") >= weight("gzip")) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}
