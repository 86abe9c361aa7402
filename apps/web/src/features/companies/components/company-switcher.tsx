import { Building2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { NativeSelect } from "@/components/ui/input";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { useMyCompanies } from "../api/my-companies";
import { useSwitchCompany } from "../api/switch-company";

/** For a person in several companies: which one the portal shows, and a switch to another. */
export function CompanySwitcher({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation("companies");
  const { data } = useMyCompanies(enabled);
  const switchCompany = useSwitchCompany();
  if (!data || data.companies.length < 2) return null;

  async function choose(accountId: string) {
    try {
      await switchCompany.mutateAsync(accountId);
      const name = data?.companies.find((c) => c.accountId === accountId)?.name ?? "";
      toast.success(t("switched", { company: name }));
    } catch (error) {
      toast.error(t("common:error"), { description: errorMessage(t, error, t("switchFailed")) });
    }
  }

  return (
    <div className="flex flex-col gap-1 px-3 pb-2">
      <label htmlFor="company-switcher" className="flex items-center gap-2 text-xs font-medium text-slate-600">
        <Building2 className="size-3.5" aria-hidden="true" />
        {t("activeCompany")}
      </label>
      <NativeSelect
        id="company-switcher"
        value={data.activeAccountId}
        disabled={switchCompany.isPending}
        onChange={(e) => void choose(e.target.value)}
      >
        {data.companies.map((c) => (
          <option key={c.accountId} value={c.accountId}>
            {c.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
