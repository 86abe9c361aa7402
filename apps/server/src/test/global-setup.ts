import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pino from "pino";
import type { TestProject } from "vitest/node";
import { migrationsFolder, openDatabase, pgliteOptions } from "../db/client.ts";
import { onServer } from "./test-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data folder (tar) every test file starts from. */
    pgliteImage: string;
    /** A migrated PostgreSQL database every test file's database is created from. */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database for the whole run, so each test file clones it instead of running every
 * migration again: a dumped PGlite folder, or a template database on TEST_DATABASE_URL's server.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `portal_template_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
    await onServer(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // Closed before any clone: PostgreSQL copies a template only while nobody is connected to it.
    const migrated = await openDatabase({ url: url.toString(), poolSize: 1, log: pino({ level: "silent" }) });
    await migrated.close();
    project.provide("postgresTemplate", name);
    return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined);
  }
  const client = new PGlite("memory://", pgliteOptions());
  await migrate(drizzle(client), { migrationsFolder });
  const image = await client.dumpDataDir("none");
  await client.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-pglite-image-"));
  const file = path.join(dir, "migrated.tar");
  fs.writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide("pgliteImage", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
