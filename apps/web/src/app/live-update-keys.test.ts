import { describe, expect, it } from "vitest";
import { activityKeys } from "@/features/activity";
import { dashboardChartKeys } from "@/features/dashboard-charts";
import { invoiceKeys } from "@/features/invoices";
import { notificationKeys } from "@/features/notifications";
import { revisionKeys } from "@/features/revisions";
import { storeKeys } from "@/features/store";
import { supportKeys } from "@/features/support";
import { keysForChange } from "./live-update-keys";

describe("keysForChange", () => {
  it("refetches the feature an event is about, with the factories' keys", () => {
    expect(keysForChange("invoices.changed")).toEqual([invoiceKeys.all, activityKeys.all, dashboardChartKeys.all]);
    expect(keysForChange("store.changed")).toEqual([storeKeys.all, activityKeys.all]);
    expect(keysForChange("support.ticket.reply")).toEqual([supportKeys.all]);
    expect(keysForChange("revisions.comment.reply")).toEqual([revisionKeys.all]);
    expect(keysForChange("revisions.comment.status")).toEqual([revisionKeys.all]);
  });

  it("refetches the Activity screen after admin changes, and the badge after an assignment", () => {
    expect(keysForChange("support.ticket.note")).toEqual([supportKeys.all, activityKeys.all]);
    expect(keysForChange("support.ticket.assigned")).toEqual([supportKeys.all, activityKeys.all, notificationKeys.counts()]);
  });

  it("refetches the admin dashboard's charts when a paid invoice, a ticket, a request or a project status may have changed", () => {
    for (const type of [
      "invoices.changed",
      "billing.updated",
      "projects.changed",
      "revisions.created",
      "support.ticket.created",
      "support.ticket.status",
    ]) {
      expect(keysForChange(type)).toContainEqual(dashboardChartKeys.all);
    }
    expect(keysForChange("support.ticket.reply")).not.toContainEqual(dashboardChartKeys.all);
  });

  it("refetches everything on screen for a session change or a type it does not know", () => {
    expect(keysForChange("session.invalidated")).toBeNull();
    expect(keysForChange("")).toBeNull();
    expect(keysForChange("toString")).toBeNull();
  });
});
