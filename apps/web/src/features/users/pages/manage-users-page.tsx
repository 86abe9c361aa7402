import { USER_SORT, type UserSummary } from "@portal/shared/users-contracts";
import { useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ExportCsvLink } from "@/components/ui/export-csv-link";
import { Label } from "@/components/ui/label";
import { Pager } from "@/components/ui/pager";
import { SearchInput } from "@/components/ui/search-input";
import { SortMenu } from "@/components/ui/sort-menu";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { useCan } from "@/features/auth";
import { listSort, sortDefaults } from "@/lib/hooks/use-list-sort";
import { pageParam, useUrlState } from "@/lib/hooks/use-url-state";
import { useUsers } from "../api/get-users";
import { AddClientDialog } from "../components/add-client-dialog";
import { DeleteUserButton } from "../components/delete-user-button";
import { RoleSelect } from "../components/role-select";

export function ManageUsersPage() {
  const { t } = useTranslation("users");
  const allowed = useCan();
  const [url, setUrl] = useUrlState({ role: "client", search: "", page: "1", ...sortDefaults(USER_SORT) });
  const sort = listSort(USER_SORT, url, setUrl);
  const showAdmins = url.role === "admin";
  const search = url.search;
  const deferredSearch = useDeferredValue(search.trim());
  const { data, isPending, isError } = useUsers(showAdmins ? "admin" : "client", deferredSearch, pageParam(url.page), sort.order);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <ExportCsvLink path="/admin/users/export" params={{ role: url.role, search: deferredSearch, ...sort.order }} />
          {allowed("users.write") && <AddClientDialog />}
        </div>
      </div>
      <div className="grid grid-cols-3 gap-4">
        {(["total", "clients", "admins"] as const).map((key) => (
          <Card key={key}>
            <CardContent className="p-4">
              <p className="text-sm text-slate-600">{t(`counts.${key}`)}</p>
              <p className="text-2xl font-bold">{data?.counts[key] ?? "–"}</p>
            </CardContent>
          </Card>
        ))}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchInput
          className="w-full sm:max-w-sm"
          aria-label={t("search")}
          placeholder={t("searchPlaceholder")}
          value={search}
          onChange={(e) => setUrl({ search: e.target.value, page: "1" }, { replace: true })}
        />
        <SortMenu sort={sort} options={USER_SORT.keys.map((column) => ({ column, label: t(`sort.${column}`) }))} />
        <div className="flex items-center gap-2">
          <Switch
            id="show-admins"
            checked={showAdmins}
            onCheckedChange={(admins) => setUrl({ role: admins ? "admin" : "client", page: "1" })}
          />
          <Label htmlFor="show-admins">{t("showAdmins")}</Label>
        </div>
      </div>
      {isPending ? (
        <Spinner label={t("common:loading")} />
      ) : isError ? (
        <p role="alert" className="text-red-700">
          {t("loadFailed")}
        </p>
      ) : data.users.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
          {deferredSearch ? t("noMatches") : showAdmins ? t("noAdmins") : t("noClients")}
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label={showAdmins ? t("adminList") : t("clientList")}>
            {data.users.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </ul>
          <Pager
            info={data}
            shown={data.users.length}
            onPage={(page) => setUrl({ page: String(page) })}
            listName={showAdmins ? t("adminList") : t("clientList")}
          />
        </>
      )}
    </div>
  );
}

function UserRow({ user }: { user: UserSummary }) {
  const { t } = useTranslation("users");
  const allowed = useCan();
  const label = user.businessName || user.fullName || user.email;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 font-semibold">
          <span dir="auto" className="truncate">
            {user.fullName || user.email}
          </span>
          {user.role === "client" && user.unviewedRevisions > 0 && (
            <>
              <Badge tone="solidRed" aria-hidden="true">
                {user.unviewedRevisions}
              </Badge>
              <span className="sr-only">{t("unviewedRevisions", { count: user.unviewedRevisions })}</span>
            </>
          )}
        </p>
        <p className="truncate text-sm text-slate-600">
          <span dir="ltr">{user.email}</span>
          {user.businessName && (
            <>
              {" · "}
              <bdi>{user.businessName}</bdi>
            </>
          )}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <RoleSelect userId={user.id} role={user.role} agencyRole={user.agencyRole} label={label} />
        <Link
          to={`/admin/users/${user.id}`}
          aria-label={t("manageNamed", { name: user.fullName || user.email })}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          {t("manage")}
        </Link>
        {/* Removing staff is changing the agency's roles: an owner's (decision 096). */}
        {allowed(user.role === "admin" ? "roles.write" : "users.write") && <DeleteUserButton userId={user.id} label={label} />}
      </div>
    </li>
  );
}
