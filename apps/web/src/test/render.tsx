import type { PageBrand } from "@portal/shared/agency-brand";
import type { Locale } from "@portal/shared/constants";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import i18n from "i18next";
import { type ReactElement, useEffect } from "react";
import { type Location, MemoryRouter, Route, Routes, useLocation } from "react-router";
import { Toaster } from "sonner";
import { brandQueryOptions } from "@/features/agency";
import { toasterMounted } from "@/lib/toast";

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

function testQueryClient(brand: PageBrand) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(brandQueryOptions.queryKey, brand);
  return queryClient;
}

/** Renders a screen part with what the app gives it: a fresh query client (with the agency's brand) and a router. */
export function renderWithApp(ui: ReactElement, brand: PageBrand = testBrand) {
  const queryClient = testQueryClient(brand);
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

interface ScreenOptions {
  /** Where the router starts, with its query (`/admin/users?search=dan`). */
  url?: string;
  /** The route pattern the screen is mounted at, for its params (`/admin/users/:userId`). */
  path?: string;
  /** The reader's language; Hebrew renders right to left, as the app sets the document. */
  language?: Locale;
}

function ToasterReady() {
  useEffect(toasterMounted, []);
  return null;
}

/**
 * Renders a whole screen as the app shows it, against the mocked API (`mockApi` in `setup.ts`):
 * a fresh query client with the agency's brand, a router at `url`, the toasts, in `language`.
 * `location()` tells where the screen has taken the router (its URL state).
 */
export async function renderScreen(ui: ReactElement, { url = "/", path = "*", language = "en" }: ScreenOptions = {}) {
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = i18n.dir(language);
  const queryClient = testQueryClient(testBrand);
  let current: Location | null = null;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster dir={i18n.dir(language)} />
      <ToasterReady />
    </QueryClientProvider>,
  );
  const location = () => {
    if (!current) throw new Error("the router has not rendered");
    return current as Location;
  };
  return { queryClient, location, ...view };
}

/** The simulated browser's width (happy-dom answers `matchMedia` from it): 390 shows the cards, 1024 the tables. */
export function setViewportWidth(width: number) {
  const { happyDOM } = window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } };
  happyDOM.setViewport({ width, height: 800 });
}
