import { useTranslation } from "react-i18next";
import { ErrorBox } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { useAgencySettings } from "../api/get-agency";
import { ContactSection } from "../components/contact-section";
import { InvoicingSection, LandingSection } from "../components/content-sections";
import { IdentitySection } from "../components/identity-section";
import { PremiumSection, RegionSection } from "../components/plan-sections";

/**
 * Settings -> Agency (admins): every group of the agency settings, each saved on its own. A save
 * here or by another admin refetches the settings (live update), and the forms start again from
 * the saved values.
 */
export function AgencySettingsPage() {
  const { t } = useTranslation("agency");
  const { data, error, isPending } = useAgencySettings();
  if (isPending) return <Spinner label={t("common:loading")} />;
  if (error || !data) return <ErrorBox>{errorMessage(t, error, t("settings.saveFailed"))}</ErrorBox>;
  // The forms restart from the saved values after every save (own or another admin's).
  const version = data.updatedAt ?? "defaults";
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("settings.title")} subtitle={t("settings.subtitle")} />
      <IdentitySection key={`identity-${version}`} settings={data} />
      <ContactSection key={`contact-${version}`} settings={data} />
      <LandingSection key={`landing-${version}`} settings={data} />
      <InvoicingSection key={`invoicing-${version}`} settings={data} />
      <PremiumSection key={`premium-${version}`} settings={data} />
      <RegionSection key={`region-${version}`} settings={data} />
    </div>
  );
}
