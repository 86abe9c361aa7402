import type { Device } from "@portal/shared/device-contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { formatDateTime } from "@/lib/format-date";
import { toast } from "@/lib/toast";
import { useDevices, useSignOutDevice, useSignOutOtherDevices } from "../api/devices";

/** "Your devices": where the person is signed in, each other device with a way to sign it out. */
export function DevicesCard() {
  const { t } = useTranslation("settings");
  const { data, isPending, isError } = useDevices();
  const signOutOthers = useSignOutOtherDevices();
  const [confirming, setConfirming] = useState(false);
  const devices = data?.devices ?? [];
  const others = devices.filter((d) => !d.current).length;

  const endOthers = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: ({ ended }) => {
        setConfirming(false);
        toast.success(t("devices.signedOutOthers", { count: ended }));
      },
      onError: (error) =>
        toast.error(t("devices.signOutFailed"), { description: errorMessage(t, error, t("common:unexpectedError")) }),
    });

  return (
    <Card aria-labelledby="devices-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <CardTitle id="devices-title">{t("devices.title")}</CardTitle>
          <CardDescription>{t("devices.description")}</CardDescription>
        </div>
        {others > 0 && (
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {t("devices.signOutOthers")}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {isPending && <Spinner label={t("common:loading")} />}
        {isError && <p role="alert">{t("devices.loadFailed")}</p>}
        {data && (
          <ul className="flex flex-col divide-y divide-slate-200">
            {devices.map((device) => (
              <DeviceRow key={device.id} device={device} />
            ))}
          </ul>
        )}
        {data && others === 0 && <p className="pt-3 text-sm text-slate-600">{t("devices.onlyThisDevice")}</p>}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("devices.signOutOthersTitle")}
        description={t("devices.signOutOthersDescription")}
        confirmLabel={t("devices.signOutOthers")}
        onConfirm={endOthers}
        busy={signOutOthers.isPending}
        destructive
      />
    </Card>
  );
}

function DeviceRow({ device }: { device: Device }) {
  const { t } = useTranslation("settings");
  const signOut = useSignOutDevice();
  const name = t("devices.browserOn", {
    browser: device.browser ?? t("devices.unknownBrowser"),
    os: device.os ?? t("devices.unknownSystem"),
  });
  const end = () =>
    signOut.mutate(device.id, {
      onSuccess: () => toast.success(t("devices.signedOut")),
      onError: (error) =>
        toast.error(t("devices.signOutFailed"), { description: errorMessage(t, error, t("common:unexpectedError")) }),
    });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="device-row">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{name}</span>
          {device.current && <Badge tone="green">{t("devices.thisDevice")}</Badge>}
        </div>
        <span className="text-sm text-slate-600">
          {t("devices.address")}: <span dir="ltr">{device.address ?? t("devices.unknownAddress")}</span>
          {" · "}
          {t("devices.lastUsed")}: {formatDateTime(device.lastUsedAt)}
        </span>
      </div>
      {!device.current && (
        <Button
          variant="outline"
          size="sm"
          onClick={end}
          disabled={signOut.isPending}
          aria-label={t("devices.signOutNamed", { device: name })}
        >
          {t("devices.signOut")}
        </Button>
      )}
    </li>
  );
}
