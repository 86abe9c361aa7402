import path from "node:path";

/** Where the end-to-end server keeps its data; the fixtures read its outboxes from here. */
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? path.join(import.meta.dirname, ".data-e2e"));
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
/** The sample demo site runs on a second origin; offset by 100 so it never meets another run's portal port. */
export const DEMO_SITE_PORT = Number(process.env.E2E_DEMO_SITE_PORT ?? E2E_PORT + 100);
export const DEMO_SITE_URL = `http://localhost:${DEMO_SITE_PORT}`;
