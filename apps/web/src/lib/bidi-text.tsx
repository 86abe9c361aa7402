import type { ReactNode } from "react";

// Private-use characters mark where each value goes, so the sentence is translated as a whole.
const OPEN = "\uE000";
const CLOSE = "\uE001";
const MARKED = new RegExp(`${OPEN}(\\w+)${CLOSE}`);

/**
 * A translated sentence with people's own words in it (a name, a subject, an e-mail), each isolated
 * in a <bdi> so that Hebrew around English, or English around Hebrew, keeps its order: without it
 * "Live test ticket :0007 'פנייה מס" is what a Hebrew reader sees.
 *
 *   {bidiText((v) => t("welcome", v), { name })}
 */
export function bidiText(translate: (values: Record<string, string>) => string, values: Record<string, string>): ReactNode[] {
  const marked = Object.fromEntries(Object.keys(values).map((key) => [key, `${OPEN}${key}${CLOSE}`]));
  return translate(marked)
    .split(MARKED)
    .map((part, i) => (i % 2 === 1 ? <bdi key={`${part}-${i}`}>{values[part]}</bdi> : part));
}
