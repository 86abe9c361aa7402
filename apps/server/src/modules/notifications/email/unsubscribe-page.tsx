// Automatic JSX runtime whichever tsconfig the TypeScript loader finds (`node --import tsx` from the repository root reads none).
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { renderToStaticMarkup } from "react-dom/server";
import type { MailBrand } from "./mail-brand.ts";
import { directionOf } from "./mail-layout.tsx";
import { dictionaries, type Language } from "./messages.ts";

type State = "confirm" | "done" | "invalid";

/** The small page behind an e-mail's unsubscribe link: a confirm button, the result, or a refusal. */
function UnsubscribePage({
  brand,
  language,
  state,
  action,
}: {
  brand: MailBrand;
  language: Language;
  state: State;
  action?: string;
}) {
  const page = dictionaries[language].page;
  return (
    <html lang={language} dir={directionOf(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>{brand.name}</title>
      </head>
      <body
        style={{
          fontFamily: "Arial,Helvetica,sans-serif",
          maxWidth: 480,
          margin: "48px auto",
          padding: "0 16px",
          color: "#0f172a",
        }}
      >
        <h1 style={{ fontSize: 20 }}>{brand.name}</h1>
        {state === "confirm" && action ? (
          <>
            <p>{page.confirm}</p>
            <form method="post" action={action}>
              <button
                type="submit"
                style={{
                  background: brand.colour,
                  color: "#fff",
                  border: 0,
                  padding: "10px 16px",
                  borderRadius: 6,
                  fontSize: 16,
                }}
              >
                {page.button}
              </button>
            </form>
          </>
        ) : (
          <p role="status">{state === "done" ? page.done : page.invalid}</p>
        )}
      </body>
    </html>
  );
}

export function unsubscribePage(brand: MailBrand, language: Language, state: State, action?: string): string {
  return `<!doctype html>${renderToStaticMarkup(<UnsubscribePage brand={brand} language={language} state={state} action={action} />)}`;
}
