import { afterSignInPath } from "@portal/shared/home-path";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useMe } from "../api/get-me";
import { AuthCard } from "../components/auth-card";
import { CodeStep } from "../components/code-step";
import { EmailLinkStep } from "../components/email-link-step";
import { PasskeySignIn } from "../components/passkey-sign-in";
import { type PhoneEntry, PhoneStep } from "../components/phone-step";
import { SecondFactorStep } from "../components/second-factor-step";

// Loaded when asked for: it brings the auth client and the password schema, which the SMS path
// loads only on submit (the sign-in path stays lean; see decision 026).
const PasswordStep = lazy(() => import("../components/password-step").then((m) => ({ default: m.PasswordStep })));

type Way = "sms" | "password" | "emailLink" | "secondFactor";

export function LoginPage() {
  const { t } = useTranslation("auth");
  // The form shows at once; a person already signed in is sent on when /api/me answers.
  const { data: me } = useMe();
  const [searchParams] = useSearchParams();
  // Going back to step 1 remounts both steps, which clears the code and the error; the typed
  // number is kept so the person can fix it or ask for a new code.
  const [phone, setPhone] = useState<string | null>(null);
  const [entry, setEntry] = useState<PhoneEntry>();
  const [way, setWay] = useState<Way>("sms");
  const useCode = () => {
    setPhone(null);
    setWay("sms");
  };
  const secondFactor = () => setWay("secondFactor");

  if (me) return <Navigate to={afterSignInPath(me.role, searchParams.get("next"))} replace />;

  if (way === "secondFactor") {
    return (
      <AuthCard title={t("secondFactor.title")} description={t("secondFactor.description")}>
        <SecondFactorStep onBack={useCode} />
      </AuthCard>
    );
  }
  if (way === "password") {
    return (
      <AuthCard title={t("loginTitle")} description={t("passwordLoginDescription")}>
        <Suspense fallback={<Spinner label={t("common:loading")} />}>
          <PasswordStep onUseCode={useCode} onSecondFactor={secondFactor} />
        </Suspense>
      </AuthCard>
    );
  }
  if (way === "emailLink") {
    return (
      <AuthCard title={t("loginTitle")} description={t("emailLink.description")}>
        <EmailLinkStep onUseCode={useCode} />
      </AuthCard>
    );
  }
  return phone ? (
    <AuthCard title={t("verifyTitle")} description={t("verifyDescription")}>
      <CodeStep key={phone} phone={phone} onBack={() => setPhone(null)} onSecondFactor={secondFactor} />
    </AuthCard>
  ) : (
    <AuthCard title={t("loginTitle")} description={t("loginDescription")}>
      <PhoneStep
        initial={entry}
        onCodeSent={(e164, typed) => {
          setEntry(typed);
          setPhone(e164);
        }}
      />
      <div className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-4">
        <PasskeySignIn />
        <Button variant="outline" className="w-full" onClick={() => setWay("password")}>
          {t("usePassword")}
        </Button>
        <Button variant="outline" className="w-full" onClick={() => setWay("emailLink")}>
          {t("emailLink.use")}
        </Button>
      </div>
    </AuthCard>
  );
}
