import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { fileOf } from "../../test/sample-files.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { replaceLogo } from "./logo-service.ts";
import { readAgencySettings } from "./settings-read-service.ts";
import { saveAgencySettingsGroup } from "./settings-service.ts";

/**
 * A logo uploaded while an identity save is under way (issue 24): the save is held at the start of
 * its transaction until the logo is in, so whatever it read before then is stale. It must keep the
 * new logo and the upload must keep the name, however the two interleave.
 */

let t: TestApp;
let actor: { id: string; label: string };
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.signInAs({ role: "admin" });
  actor = { id: admin.user.id, label: admin.user.email };
});
afterAll(() => t.close());

/** The database, with its next transaction held until `release` is called. */
function heldDatabase(db: Database) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let entered = () => {};
  const waiting = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const held = new Proxy(db, {
    get(target, key, receiver) {
      if (key !== "transaction") return Reflect.get(target, key, receiver);
      return async (...args: Parameters<Database["transaction"]>) => {
        entered();
        await gate;
        return target.transaction(...args);
      };
    },
  });
  return { held, waiting, release };
}

async function logoFile(colour: string) {
  const png = await sharp({ create: { width: 200, height: 80, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return fileOf(new Uint8Array(png), "logo.png", "image/png");
}

describe("a logo upload racing an identity save", () => {
  it("keeps the new logo and the new name", async () => {
    const { held, waiting, release } = heldDatabase(t.deps.db);
    const saving = saveAgencySettingsGroup({ ...t.deps, db: held }, actor, "identity", {
      name: "Renamed Agency",
      logoFileId: null,
      iconFileId: null,
    });
    await waiting;
    const uploaded = await replaceLogo(t.deps, actor, await logoFile("#0f766e"));
    release();
    await saving;
    const { identity } = (await readAgencySettings(t.deps.db)).settings;
    expect(identity.logoFileId).toBe(uploaded.settings.identity.logoFileId);
    expect(identity.iconFileId).toBe(uploaded.settings.identity.iconFileId);
    expect(identity.name).toBe("Renamed Agency");
    expect((await t.request(`/api/files/${identity.logoFileId}`)).status).toBe(200);
  });

  it("keeps the name saved while the upload was under way", async () => {
    const { held, waiting, release } = heldDatabase(t.deps.db);
    const uploading = replaceLogo({ ...t.deps, db: held }, actor, await logoFile("#1d4ed8"));
    await waiting;
    await saveAgencySettingsGroup(t.deps, actor, "identity", { name: "Named Meanwhile" });
    release();
    const uploaded = await uploading;
    const { identity } = (await readAgencySettings(t.deps.db)).settings;
    expect(identity.name).toBe("Named Meanwhile");
    expect(identity.logoFileId).toBe(uploaded.settings.identity.logoFileId);
  });
});
