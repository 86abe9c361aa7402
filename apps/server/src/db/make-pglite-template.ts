// The build runs this (compiled beside the server) to make the migrated template of decision 134.
import { makePgliteTemplate } from "./pglite-template.ts";

const folder = process.argv[2];
if (!folder) throw new Error("usage: make-pglite-template <folder>");
await makePgliteTemplate(folder);
