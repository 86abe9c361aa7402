// `npm start`: build what changed, then run the compiled server in this process (plain Node).
process.env.PORTAL_STARTED_AT ??= String(Date.now());
process.env.NODE_ENV ??= "production";
process.setSourceMapsEnabled(true);

const { buildAll } = await import("./build.mjs");
await buildAll();
await import("../apps/server/dist/index.js");
