import { deflateSync } from "node:zlib";
import type { BillingType } from "@portal/shared/constants";
import { storeUpload } from "../../modules/files/file-service.ts";
import { setStoreOpen } from "../../modules/store/store-settings-service.ts";
import type { DemoContext } from "./demo-data.ts";
import { createFeatureRow } from "./store-factories.ts";

type Rgb = [number, number, number];

const CATALOGUE: Array<{
  title: string;
  description: string;
  priceCents: number;
  billingType: BillingType;
  estimatedDeliveryDays: number;
  colors: [Rgb, Rgb];
}> = [
  {
    title: "Online Booking System",
    description: "Let customers book appointments directly from your website, with e-mail confirmations and a calendar view.",
    priceCents: 14900,
    billingType: "one_time",
    estimatedDeliveryDays: 14,
    colors: [
      [37, 99, 235],
      [14, 165, 233],
    ],
  },
  {
    title: "SEO Optimization Package",
    description: "Keyword research, meta tags, sitemap and page-speed tuning so that search engines find your business.",
    priceCents: 9900,
    billingType: "one_time",
    estimatedDeliveryDays: 7,
    colors: [
      [22, 163, 74],
      [132, 204, 22],
    ],
  },
  {
    title: "Online Store Setup",
    description: "A product catalogue with cart and checkout, ready for your first twenty products.",
    priceCents: 29900,
    billingType: "one_time",
    estimatedDeliveryDays: 21,
    colors: [
      [234, 88, 12],
      [250, 204, 21],
    ],
  },
  {
    title: "Multilingual Website",
    description: "Your site in a second language, with a language switcher and right-to-left support where needed.",
    priceCents: 19900,
    billingType: "one_time",
    estimatedDeliveryDays: 10,
    colors: [
      [147, 51, 234],
      [236, 72, 153],
    ],
  },
  {
    title: "Monthly Content Updates",
    description: "Up to four content changes every month: new photos, texts, opening hours or menu items.",
    priceCents: 4900,
    billingType: "monthly",
    estimatedDeliveryDays: 3,
    colors: [
      [13, 148, 136],
      [56, 189, 248],
    ],
  },
  {
    title: "Social Media Integration",
    description: "Feeds and share buttons for Instagram and Facebook, plus a monthly post schedule kept in sync with your site.",
    priceCents: 2900,
    billingType: "monthly",
    estimatedDeliveryDays: 5,
    colors: [
      [219, 39, 119],
      [244, 114, 182],
    ],
  },
  {
    title: "Priority Support",
    description: "Answers within one business day and a monthly site health check.",
    priceCents: 1900,
    billingType: "monthly",
    estimatedDeliveryDays: 1,
    colors: [
      [71, 85, 105],
      [148, 163, 184],
    ],
  },
];

/** The demo catalogue (each feature with a generated picture) and the store open to clients. */
export async function seedDemoStore(ctx: DemoContext): Promise<void> {
  const admin = ctx.people["maya@brightpixel.studio"];
  const base = Date.now() - CATALOGUE.length * 60_000;
  for (const [index, item] of CATALOGUE.entries()) {
    const { colors, ...fields } = item;
    const png = gradientPng(480, 300, colors[0], colors[1]);
    const slug = item.title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    const image = await storeUpload(
      { db: ctx.db, storage: ctx.storage },
      {
        ownerId: null,
        purpose: "feature_image",
        kind: "image",
        maxBytes: png.byteLength,
        file: new File([png as Uint8Array<ArrayBuffer>], `${slug}.png`, { type: "image/png" }),
      },
    );
    // Staggered creation times keep the catalogue's "newest first" order stable.
    await createFeatureRow(ctx.db, {
      ...fields,
      imageFileId: image.id,
      createdBy: admin.id,
      createdAt: new Date(base + index * 60_000),
    });
  }
  await setStoreOpen(ctx.db, true);
}

/** A diagonal two-colour gradient as a PNG (8-bit RGB, no filter). */
function gradientPng(width: number, height: number, from: Rgb, to: Rgb): Uint8Array {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      for (let c = 0; c < 3; c++) raw[row + 1 + x * 3 + c] = Math.round(from[c] + (to[c] - from[c]) * t);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
