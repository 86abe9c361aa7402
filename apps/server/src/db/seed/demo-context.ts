import type { FileStorage } from "../../providers/storage/file-storage.ts";
import type { Database } from "../client.ts";
import type { DEMO_PEOPLE } from "./demo-people.ts";

/** What every feature's demo seeder gets. */
export interface DemoContext {
  db: Database;
  storage: FileStorage;
  /** The demo people by e-mail. */
  people: Record<(typeof DEMO_PEOPLE)[number]["email"], { id: string; email: string }>;
  /** Origin of the sample demo site, for demo URLs. */
  demoSiteUrl: string;
}
