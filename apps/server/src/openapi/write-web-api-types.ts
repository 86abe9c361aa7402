import { writeFileSync } from "node:fs";
import { renderWebApiTypes, WEB_API_TYPES_FILE } from "./web-api-types.ts";

// `npm run api:types`: writes the web's types of the API from the routes' OpenAPI document.
writeFileSync(WEB_API_TYPES_FILE, await renderWebApiTypes());
console.log(`wrote ${WEB_API_TYPES_FILE}`);
