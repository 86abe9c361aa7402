import { USER_SORT, type UserSummary } from "@portal/shared/users-contracts";
import { useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AssignedToMeSwitch } from "@/components/list/assigned-to-me-switch";
import { ListSearch } from "@/components/list/list-search";
import { ListView } from "@/components/list/list-view";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ExportCsvLink } from "@/components/ui/export-csv-link";
import { Label } from "@/components/ui/label";
import { SortMenu } from "@/components/ui/sort-menu";
import { Switch } from "@/components/ui/switch";
import { useCan } from "@/features/auth";
import { useListState } from "@/lib/hooks/use-list-state";
import { useUsers } from "../api/get-users";
import { AddClientDialog } from "../components/add-client-dialog";
import { DeleteUserButton } from "../components/delete-user-button";
import { RoleSelect } from "../components/role-select";

export function ManageUsersPage() {
  const { t } = useTranslation("users");
  const allowed = useCan();
  const list = useListState(USER_SORT, { role: "client", search: "", assigned: "" });
  const { url, sort } = list;
  const showAdmins = url.role === "admin";
  // "Assigned to me" narrows the clients to those whose project is assigned to the signed-in staff member.
  const mine = !showAdmins && url.assigned === "me" ? "me" : undefined;
  const deferredSearch = useDeferredValue(url.search.trim());
  const { data, isPending, isError } = useUsers(showAdmins ? "admin" : "client", deferredSearch, list.page, sort.order, mine);
  const listName = showAdmins ? t("adminList") : t("clientList");

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <ExportCsvLink
            path="/admin/users/export"
            query={{ role: showAdmins ? "admin" : "client", search: deferredSearch, ...sort.order }}
          />
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
        <ListSearch
          className="w-full sm:max-w-sm"
          label={t("search")}
          placeholder={t("searchPlaceholder")}
          value={url.search}
          onChange={(search) => list.setFilters({ search }, { replace: true })}
        />
        <SortMenu sort={sort} options={USER_SORT.keys.map((column) => ({ column, label: t(`sort.${column}`) }))} />
        <div className="flex items-center gap-2">
          <Switch
            id="show-admins"
            checked={showAdmins}
            onCheckedChange={(admins) => list.setFilters({ role: admins ? "admin" : "client" })}
          />
          <Label htmlFor="show-admins">{t("showAdmins")}</Label>
        </div>
        {!showAdmins && <AssignedToMeSwitch value={url.assigned} onChange={(assigned) => list.setFilters({ assigned })} />}
      </div>
      <ListView
        info={data}
        rows={data?.users}
        isPending={isPending}
        isError={isError}
        name={listName}
        loadingLabel={t("common:loading")}
        errorText={t("loadFailed")}
        empty={deferredSearch ? t("noMatches") : showAdmins ? t("noAdmins") : t("noClients")}
        cards={(users) => (
          <ul className="flex flex-col gap-3" aria-label={listName}>
            {users.map((user) => (
              <UserRow key={user.id} user={user} />
            ))}
          </ul>
        )}
        onPage={list.setPage}
      />
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
        <RoleSelect userId={user.id} role={user.role} agencyRole={user.agencyRole} label={label} etag={user.etag} />
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
