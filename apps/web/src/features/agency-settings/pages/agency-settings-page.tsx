import type { AgencySettings, AgencySettingsGroup } from "@portal/shared/agency-settings";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorBox } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { type LoadedAgencySettings, useAgencySettings } from "../api/get-agency";
import { agencyKeys } from "../api/query-keys";
import { type AgencyForms, AgencyFormsContext } from "../components/agency-form-context";
import { ContactSection } from "../components/contact-section";
import { InvoicingSection, LandingSection } from "../components/content-sections";
import { IdentitySection } from "../components/identity-section";
import { PremiumSection, RegionSection } from "../components/plan-sections";
import { SecuritySection } from "../components/security-section";

type Mine = { [G in AgencySettingsGroup]?: Partial<AgencySettings[G]> };

/**
 * Settings -> Agency (admins): every group of the agency settings, each saved on its own, each
 * sending only what the person changed with the ETag of the version shown (decision 084). Another
 * admin's save (live update) is shown at once while nobody types here; otherwise the forms keep the
 * person's edits and a save is refused with the conflict notice (Reload, Re-apply).
 */
export function AgencySettingsPage() {
  const { t } = useTranslation("agency");
  const queryClient = useQueryClient();
  const { data, error, isPending } = useAgencySettings();
  const [shown, setShown] = useState<LoadedAgencySettings | null>(null);
  const [etag, setEtag] = useState<string | null>(null);
  const [mine, setMine] = useState<Mine>({});
  const dirtyGroups = useRef(new Set<AgencySettingsGroup>());

  const show = useCallback((settings: LoadedAgencySettings, reapplied: Mine = {}) => {
    dirtyGroups.current.clear();
    setMine(reapplied);
    setShown(settings);
    setEtag(settings.etag);
  }, []);

  useEffect(() => {
    if (data && (shown === null || dirtyGroups.current.size === 0) && data.etag !== shown?.etag) show(data);
  }, [data, shown, show]);

  const forms = useMemo((): AgencyForms | null => {
    if (!shown) return null;
    const latest = async () => {
      await queryClient.invalidateQueries({ queryKey: agencyKeys.admin() });
      return queryClient.getQueryData<LoadedAgencySettings>(agencyKeys.admin()) ?? shown;
    };
    return {
      loaded: shown,
      etag,
      dirty: (group, isDirty) => {
        if (isDirty) dirtyGroups.current.add(group);
        else dirtyGroups.current.delete(group);
      },
      saved: (settings) => setEtag(settings.etag),
      reload: async () => show(await latest()),
      reapply: async (group, changes) => show(await latest(), { [group]: changes }),
    };
  }, [shown, etag, queryClient, show]);

  if (isPending) return <Spinner label={t("common:loading")} />;
  if (error || !data) return <ErrorBox>{errorMessage(t, error, t("settings.saveFailed"))}</ErrorBox>;
  if (!shown || !forms) return <Spinner label={t("common:loading")} />;
  // Each form starts from the version shown, with the person's own re-applied changes on top.
  const start = (group: AgencySettingsGroup) => ({ ...shown, [group]: { ...shown[group], ...mine[group] } });
  const key = shown.etag ?? "defaults";
  return (
    <AgencyFormsContext.Provider value={forms}>
      <div className="flex flex-col gap-6">
        <PageHeader title={t("settings.title")} subtitle={t("settings.subtitle")} />
        <IdentitySection key={`identity-${key}`} settings={start("identity")} />
        <ContactSection key={`contact-${key}`} settings={start("contact")} />
        <LandingSection key={`landing-${key}`} settings={start("landing")} />
        <InvoicingSection key={`invoicing-${key}`} settings={start("invoicing")} />
        <PremiumSection key={`premium-${key}`} settings={start("premium")} />
        <RegionSection key={`region-${key}`} settings={start("region")} />
        <SecuritySection key={`security-${key}`} settings={start("security")} />
      </div>
    </AgencyFormsContext.Provider>
  );
}
