import path from "node:path";

/** Where the end-to-end server keeps its data; the fixtures read its outboxes from here. */
export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? path.join(import.meta.dirname, ".data-e2e"));
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
