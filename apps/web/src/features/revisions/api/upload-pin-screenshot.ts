import type { PinScreenshot } from "@portal/shared/revision-contracts";
import { api } from "@/lib/api-client";
import { newIdempotencyKey } from "@/lib/mutations/idempotency-key";

/**
 * Uploads the screenshot the bridge took when a pin was placed; its id goes into the pin. Not a
 * button's action: several may be on their way at once (pins placed quickly), each once.
 */
export function uploadPinScreenshot(image: Blob): Promise<PinScreenshot> {
  const body = new FormData();
  body.set("screenshot", image, "pin-screenshot.jpg");
  return api.post("/revisions/pin-screenshots", { idempotencyKey: newIdempotencyKey(), body });
}
