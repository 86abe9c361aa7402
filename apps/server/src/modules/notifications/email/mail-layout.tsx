// Automatic JSX runtime whichever tsconfig the TypeScript loader finds (`node --import tsx` from the repository root reads none).
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { ReactNode } from "react";
import type { MailBrand } from "./mail-brand.ts";
import type { Language } from "./messages.ts";

/** Text direction of a language: Hebrew reads right to left. */
export const directionOf = (language: Language) => (language === "he" ? "rtl" : "ltr");

/**
 * The frame of every e-mail: the agency's logo and name on its colour, then the content, in the person's
 * language and direction. Tables and inline styles, as mail programs expect.
 */
export function MailLayout({
  brand,
  language,
  title,
  children,
}: {
  brand: MailBrand;
  language: Language;
  title: string;
  children: ReactNode;
}) {
  const dir = directionOf(language);
  return (
    <html lang={language} dir={dir}>
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
      </head>
      <body style={{ margin: 0, background: "#f8fafc", fontFamily: "Arial,Helvetica,sans-serif", color: "#0f172a" }}>
        <table role="presentation" width="100%" style={{ maxWidth: 600, margin: "0 auto", background: "#ffffff" }} dir={dir}>
          <tbody>
            <tr>
              <td style={{ background: brand.colour, color: "#ffffff", padding: "16px 24px", fontSize: 18, fontWeight: "bold" }}>
                {brand.logoUrl && (
                  <img
                    src={brand.logoUrl}
                    alt=""
                    height={32}
                    style={{ height: 32, verticalAlign: "middle", marginInlineEnd: 12, background: "#ffffff", borderRadius: 4 }}
                  />
                )}
                <span style={{ verticalAlign: "middle" }}>{brand.name}</span>
              </td>
            </tr>
            <tr>
              <td style={{ padding: 24 }}>{children}</td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}
