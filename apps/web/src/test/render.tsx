import type { PageBrand } from "@portal/shared/agency-brand";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { brandQueryOptions } from "@/features/agency";

/** An agency as the server's HTML would carry it (features/agency reads it from the page). */
const testBrand: PageBrand = {
  name: "Harbour & Pine",
  brandColour: "#0f766e",
  logoUrl: null,
  iconUrl: null,
  landing: {
    enabled: true,
    headline: { en: "Websites that sail", he: "אתרים שמפליגים" },
    text: { en: "We build.", he: "אנחנו בונים." },
  },
  premium: {
    name: "Premium Monthly",
    monthlyPriceCents: 4900,
    priceLabel: { en: "Billed monthly", he: "חיוב חודשי" },
    benefits: { en: ["Unlimited changes"], he: ["שינויים ללא הגבלה"] },
    revisionsPerProject: 3,
  },
  region: { timeZone: "UTC", defaultLanguage: "en", firstDayOfWeek: { en: 0, he: 0 } },
  version: "1",
};

/** Renders a screen part with what the app gives it: a fresh query client (with the agency's brand) and a router. */
export function renderWithApp(ui: ReactElement, brand: PageBrand = testBrand) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(brandQueryOptions.queryKey, brand);
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}

/** A promise the test settles itself, to hold a request open while it looks at the screen. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
