import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { designMilestone, milestoneHandlers } from "@/test/api/milestones";
import { mockApi, recordRequests, requestsTo } from "@/test/mock-api";
import { renderScreen } from "@/test/render";
import { AdminMilestonesCard } from "./admin-milestones-card";

const projectId = designMilestone.projectId;

async function openEdit(language: "en" | "he" = "en") {
  mockApi.use(milestoneHandlers.ofProject([designMilestone]), milestoneHandlers.update([designMilestone]));
  await renderScreen(<AdminMilestonesCard projectId={projectId} />, { language });
}

describe("the admin's milestone editor: when the invoice is issued", () => {
  it("shows each milestone's choice and saves a new one with its due date", async () => {
    const seen = recordRequests();
    await openEdit();
    const row = await screen.findByTestId("admin-milestone");
    expect(within(row).getByText("Invoiced on approval")).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: "Edit Design" }));

    const choice = (await screen.findByLabelText("Invoice issued")) as HTMLSelectElement;
    expect(choice.value).toBe("approval");
    expect([...choice.options].map((o) => o.text)).toEqual([
      "When the client approves it",
      "On its due date",
      "When the project starts (deposit)",
    ]);
    fireEvent.change(choice, { target: { value: "due_date" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    // Invoicing on the due date needs one.
    expect(await screen.findByText("Set a due date to invoice on it")).toBeTruthy();
    expect(requestsTo(seen, "PATCH", `/admin/milestones/${designMilestone.id}`)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText("Due date"), { target: { value: "2026-12-20" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(requestsTo(seen, "PATCH", `/admin/milestones/${designMilestone.id}`)).toHaveLength(1));
    const [patch] = requestsTo(seen, "PATCH", `/admin/milestones/${designMilestone.id}`);
    const body = (await patch?.json()) as { invoiceOn: string; dueAt: string | null };
    expect(body.invoiceOn).toBe("due_date");
    expect(body.dueAt).not.toBeNull();
    expect(await screen.findByText("Invoiced on its due date")).toBeTruthy();
  });

  it("says it in Hebrew", async () => {
    await openEdit("he");
    const row = await screen.findByTestId("admin-milestone");
    expect(within(row).getByText("חשבונית עם האישור")).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: "עריכת עיצוב" }));
    const choice = (await screen.findByLabelText("הפקת חשבונית")) as HTMLSelectElement;
    expect([...choice.options].map((o) => o.text)).toContain("כשהפרויקט מתחיל (מקדמה)");
  });
});
