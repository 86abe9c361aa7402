import type { Capability } from "@portal/shared/agency-roles";
import {
  ASSIGNED_EXTENSION,
  AUDIENCE_EXTENSION,
  type Audience,
  CAPABILITY_EXTENSION,
  CLIENT_RIGHT_EXTENSION,
  type ClientAccess,
} from "../auth/route-access.ts";
import { readJson, type TestApp } from "./test-app.ts";

/**
 * The walk the guard tests share (route guards, agency roles, client companies; decision 117):
 * every operation of the OpenAPI document with who may call it, each called with a made-up id for
 * every path parameter and an empty JSON body, so only its guard decides the answer.
 */
export interface DeclaredOperation {
  method: string;
  /** As documented, with `{name}` placeholders. */
  path: string;
  audience: Audience | undefined;
  capability: Capability | undefined;
  assigned: string | undefined;
  access: ClientAccess | undefined;
}

/** Every operation of the served document, with its declaration. */
export async function declaredOperations(t: TestApp): Promise<DeclaredOperation[]> {
  const doc = await readJson<{ paths: Record<string, Record<string, Record<string, unknown>>> }>(t.request("/api/openapi.json"));
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      audience: op[AUDIENCE_EXTENSION] as Audience | undefined,
      capability: op[CAPABILITY_EXTENSION] as Capability | undefined,
      assigned: op[ASSIGNED_EXTENSION] as string | undefined,
      access: op[CLIENT_RIGHT_EXTENSION] as ClientAccess | undefined,
    })),
  );
}

/** Calls the operation as `cookie` (anonymous without one). */
export function callOperation(t: TestApp, operation: DeclaredOperation, cookie?: string): Promise<Response> {
  const url = `/api${operation.path.replace(/\{[^}]+\}/g, crypto.randomUUID())}`;
  const hasBody = !["GET", "DELETE"].includes(operation.method);
  return t.request(url, {
    method: operation.method,
    cookie,
    headers: { "idempotency-key": crypto.randomUUID() },
    body: hasBody ? JSON.stringify({}) : undefined,
  });
}

/**
 * What the guard answered: "signed out" (401), "allow" (past the guard, whatever the route then
 * said), "deny" (403 with the `denial` code) or `403 <code>` (another refusal).
 */
export async function guardOutcome(t: TestApp, operation: DeclaredOperation, cookie: string, denial: string): Promise<string> {
  const response = await callOperation(t, operation, cookie);
  if (response.status === 401) return "signed out";
  if (response.status !== 403) return "allow";
  const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
  const code = body?.error?.code;
  return code === denial ? "deny" : `403 ${code ?? "without a code"}`;
}
