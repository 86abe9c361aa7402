import { PASSKEY_NAME_MAX_LENGTH } from "@portal/shared/passkey-contracts";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A passkey's new name, in place of its row. */
export function PasskeyNameForm({
  initial,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: string;
  busy: boolean;
  onSubmit: (event: FormEvent, name: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("settings");
  const id = useId();
  const [name, setName] = useState(initial);
  return (
    <form className="flex w-full flex-wrap items-end gap-2" onSubmit={(event) => onSubmit(event, name)}>
      <div className="flex min-w-48 flex-1 flex-col gap-2">
        <Label htmlFor={`${id}-name`}>{t("passkeys.nameLabel")}</Label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          onChange={(e) => setName(e.target.value)}
          autoFocus
        />
      </div>
      <Button type="submit" disabled={busy || name.trim() === ""}>
        {t("passkeys.save")}
      </Button>
      <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
        {t("common:cancel")}
      </Button>
    </form>
  );
}
