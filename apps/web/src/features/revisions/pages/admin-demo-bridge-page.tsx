import { zodResolver } from "@hookform/resolvers/zod";
import { type BridgeCheckFormInput, bridgeCheckForm } from "@portal/shared/project-contracts";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PageHeader } from "@/components/ui/page-header";
import { BridgeCheck } from "../components/bridge-check";
import { BridgeInstallCard } from "../components/bridge-install-card";

/** A valid address from `?url=` (a project's demo URL, linked from its card), checked at once. */
function initialCheck(url: string | null): { url: string; seq: number } | null {
  const parsed = bridgeCheckForm.safeParse({ url: url ?? "" });
  return parsed.success && parsed.data.url ? { url: parsed.data.url, seq: 0 } : null;
}

/** Installing the bridge: the snippet, the origins it accepts, and a live check of a demo address. */
export function AdminDemoBridgePage() {
  const { t } = useTranslation("demo-bridge");
  const { t: tp } = useTranslation("projects");
  const [params] = useSearchParams();
  const [check, setCheck] = useState(() => initialCheck(params.get("url")));
  const urlId = useId();
  const form = useForm<BridgeCheckFormInput, unknown, z.output<typeof bridgeCheckForm>>({
    resolver: zodResolver(bridgeCheckForm),
    defaultValues: { url: params.get("url") ?? "" },
  });
  const error = form.formState.errors.url?.message;
  const onSubmit = form.handleSubmit((values) => {
    if (values.url) setCheck((c) => ({ url: values.url as string, seq: (c?.seq ?? 0) + 1 }));
  });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <BridgeInstallCard />
      <Card>
        <CardHeader>
          <CardTitle>{t("checkTitle")}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <FormField id={urlId} label={t("checkLabel")} error={error ? tp(error) : undefined} required className="flex-1">
              {(control) => <Input {...control} type="url" dir="ltr" placeholder="https://" {...form.register("url")} />}
            </FormField>
            <Button type="submit" className="sm:mt-6">
              {t("checkButton")}
            </Button>
          </form>
          {check && <BridgeCheck key={`${check.url}#${check.seq}`} url={check.url} />}
        </CardContent>
      </Card>
    </div>
  );
}
