import type { ApiErrorCode } from "@portal/shared/error-codes";
import type { FileKind } from "../../modules/files/index.ts";

/** A refusal an upload route answers with: its code and the message for logs and API readers. */
interface Refusal {
  code: ApiErrorCode;
  message: string;
}

/** What one upload route takes: its file field, how many files, how large, of which kind. */
export interface UploadSpec {
  /** The multipart field carrying the files (`name[]` is accepted too). */
  fileField: string;
  maxFiles: number;
  /** The largest accepted file, in bytes (inclusive). */
  maxFileBytes: number;
  kind: FileKind;
  /** 413 answered when a file (or the whole request) is larger than allowed. */
  tooLarge: Refusal;
  /** 400 answered when there are more than `maxFiles` files. */
  tooMany: Refusal;
}

/** Room for the text fields (descriptions, pinned comments, part headers) beside the files. */
export const TEXT_FIELDS_BYTES = 1024 * 1024;

/** The largest whole request an upload route reads: every file at its limit, plus the text fields. */
export function maxRequestBytes(spec: UploadSpec): number {
  return spec.maxFiles * spec.maxFileBytes + TEXT_FIELDS_BYTES;
}

/**
 * One file of `kind` in `fileField`, of at most `maxFileBytes`: larger is refused with
 * `file_too_large`, more than one with `too_many_files` (or `tooManyCode`), each with its message.
 */
export function singleFileUpload(input: {
  fileField: string;
  maxFileBytes: number;
  kind: FileKind;
  tooLarge: string;
  tooMany: string;
  tooManyCode?: ApiErrorCode;
}): UploadSpec {
  return {
    fileField: input.fileField,
    maxFiles: 1,
    maxFileBytes: input.maxFileBytes,
    kind: input.kind,
    tooLarge: { code: "file_too_large", message: input.tooLarge },
    tooMany: { code: input.tooManyCode ?? "too_many_files", message: input.tooMany },
  };
}
