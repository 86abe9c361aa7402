import fs from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import Busboy from "busboy";
import { sniffContentType } from "../../modules/files/index.ts";
import { AppError } from "../app-error.ts";
import { assertStorableForm } from "../storable-text.ts";
import { maxRequestBytes, TEXT_FIELDS_BYTES, type UploadSpec } from "./upload-spec.ts";

/** The text fields (last value wins) and the files of a multipart body. */
export interface MultipartForm {
  fields: Record<string, string>;
  /** Disk-backed: their bytes stay in the temporary directory until `dispose`. */
  files: File[];
  dispose(): Promise<void>;
}

/** Bytes file-type needs to recognise every accepted kind. */
const SNIFF_BYTES = 4100;
const MAX_FIELDS = 50;
const MAX_PARTS = 100;

/**
 * Reads a multipart body as it streams in: files are counted, sniffed by content on their first
 * bytes and spooled to a temporary directory; a file, the field text or the whole body past its
 * limit is refused (413) at once, without reading further. Nothing larger than a part's head is
 * held in memory.
 */
export async function readMultipart(request: Request, spec: UploadSpec): Promise<MultipartForm> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType) || !request.body) {
    throw new AppError("invalid_request", "Send the form as multipart/form-data.");
  }
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > maxRequestBytes(spec)) throw new AppError(spec.tooLarge.code, spec.tooLarge.message);

  const dir = await mkdtemp(path.join(os.tmpdir(), "portal-upload-"));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const parsed = await parse(request.body as WebReadableStream<Uint8Array>, contentType, spec, dir);
    return { ...parsed, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

async function parse(body: WebReadableStream<Uint8Array>, contentType: string, spec: UploadSpec, dir: string) {
  const fields: Record<string, string> = {};
  const files: File[] = [];
  const entries: [string, string][] = [];
  const spooling: Promise<void>[] = [];
  const fileFields = new Set([spec.fileField, `${spec.fileField}[]`]);

  let parser: Busboy.Busboy;
  try {
    parser = Busboy({
      headers: { "content-type": contentType },
      // Busboy reports the limit when a file reaches it; one byte more keeps `maxFileBytes` inclusive.
      limits: { fileSize: spec.maxFileBytes + 1, fieldSize: TEXT_FIELDS_BYTES, fields: MAX_FIELDS, parts: MAX_PARTS },
      defParamCharset: "utf8",
    });
  } catch {
    throw new AppError("invalid_request", "Send the form as multipart/form-data.");
  }

  const source = Readable.fromWeb(body);
  let failure: unknown = null;
  const fail = (error: unknown) => {
    if (failure) return;
    failure = error;
    source.destroy();
    parser.destroy();
  };
  const tooLarge = () => new AppError(spec.tooLarge.code, spec.tooLarge.message);

  parser.on("field", (name, value, info) => {
    if (info.valueTruncated || info.nameTruncated) return fail(new AppError("payload_too_large", "A text field is too long."));
    entries.push([name, value]);
    fields[name] = value;
  });
  parser.on("file", (name, stream, info) => {
    entries.push([name, info.filename ?? ""]);
    // Errors reach the spooling pipeline below; a part that is skipped or refused must not throw.
    stream.on("error", () => {});
    if (!fileFields.has(name) || !info.filename) {
      stream.resume(); // not a file this route takes (or an empty file input): skipped
      return;
    }
    const fileName = info.filename;
    const index = spooling.length;
    if (index >= spec.maxFiles) return fail(new AppError(spec.tooMany.code, spec.tooMany.message));
    const target = path.join(dir, String(index));
    const spooled = spool(stream, target, spec)
      .then(async (size) => {
        // A named file with no bytes is no image or PDF (an empty input has no name: skipped above).
        if (size === 0) throw new AppError("invalid_file_type", "The file is empty.");
        const blob = await fs.openAsBlob(target);
        files[index] = new File([blob], fileName, { type: info.mimeType });
      })
      .catch(fail);
    spooling.push(spooled);
  });
  parser.on("partsLimit", () => fail(new AppError("payload_too_large", "The form has too many parts.")));
  parser.on("fieldsLimit", () => fail(new AppError("payload_too_large", "The form has too many fields.")));

  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > maxRequestBytes(spec)) return done(tooLarge());
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, counter, parser);
  } catch (error) {
    fail(error instanceof AppError ? error : new AppError("invalid_request", "The multipart body is not valid."));
  }
  await Promise.all(spooling);
  if (failure) throw failure;
  assertStorableForm(entries);
  return { fields, files: files.filter(Boolean) };
}

/** Writes one file part to disk, refusing it past the size limit or when its first bytes are no accepted kind. */
async function spool(stream: Readable, target: string, spec: UploadSpec): Promise<number> {
  let size = 0;
  let head: Buffer | null = Buffer.alloc(0);
  const check = async () => {
    if (!head) return;
    const bytes = head;
    head = null;
    if (!(await sniffContentType(bytes, spec.kind))) {
      throw new AppError("invalid_file_type", "The file is not an accepted type.");
    }
  };
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (head && head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk]);
      if (head && head.length >= SNIFF_BYTES) {
        check().then(() => done(null, chunk), done);
        return;
      }
      done(null, chunk);
    },
    flush(done) {
      if (size === 0) return done();
      check().then(() => done(), done);
    },
  });
  stream.on("limit", () => inspect.destroy(new AppError(spec.tooLarge.code, spec.tooLarge.message)));
  await pipeline(stream, inspect, fs.createWriteStream(target));
  return size;
}
