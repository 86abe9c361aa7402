/** The files module's public entry: what other modules, the seed and lib may use. */
export { FILE_KINDS, type FileKind, sniffContentType } from "./file-kinds.ts";
export { deleteStoredFiles, fileUrl, findFile, type StoredFile, storeUpload, storeUploads } from "./file-service.ts";
export { loadSharp } from "./reencode-image.ts";
