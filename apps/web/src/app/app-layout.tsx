import { LogOut, Menu } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router";
import { LanguageSwitcher } from "@/components/language-switcher";
import { Button } from "@/components/ui/button";
import { BrandMark } from "@/features/agency";
import { useCan, useMe, useSignOut } from "@/features/auth";
import { CompanySwitcher, useActiveCompany } from "@/features/companies";
import { useDevOutboxAvailable } from "@/features/dev-outbox";
import { useLiveUpdates, useNotificationCounts, useProfileLanguage } from "@/features/notifications";
import { GlobalSearchButton } from "@/features/search";
import { cn } from "@/lib/cn";
import { useIsMobile } from "@/lib/hooks/use-media-query";
import { lazyDialog } from "@/lib/lazy-dialog";
import { keysForChange } from "./live-update-keys";
import { adminNav, clientMayOpen, clientNav, type NavItem } from "./navigation";

// The drawer (vaul and the dialog primitives) is not needed until the menu opens.
const MobileMenu = lazyDialog(() => import("./mobile-menu").then((m) => m.MobileMenu));

/** The shared layout: a fixed sidebar on wide screens, a header and bottom drawer below 768 px. */
export function AppLayout() {
  const { data: me } = useMe();
  const isMobile = useIsMobile();
  const isAdmin = me?.role === "admin";
  const allowed = useCan();
  const devOutbox = useDevOutboxAvailable(isAdmin && allowed("devtools.read"));
  const company = useActiveCompany(me?.role === "client");
  // An agency role sees only the sections it may use (decision 096); a client's colleague those
  // their rights give (decision 106).
  const items = isAdmin
    ? adminNav.filter((item) => (item.only !== "devOutbox" || devOutbox) && (!item.capability || allowed(item.capability)))
    : clientNav.filter((item) => clientMayOpen(item, company));
  const search = isAdmin && allowed("search.read");
  useLiveUpdates(Boolean(me), keysForChange);
  useProfileLanguage(me);
  return (
    <div className="min-h-screen md:ps-64">
      {isMobile ? <MobileHeader items={items} search={search} /> : <Sidebar items={items} search={search} />}
      <main id="main" className="mx-auto max-w-7xl p-4 md:p-8">
        <Outlet />
      </main>
    </div>
  );
}

function Brand() {
  return <BrandMark className="text-base" />;
}

/** `search`: the admin's global search (button and shortcut). */
interface FrameProps {
  items: NavItem[];
  search: boolean;
}

function Sidebar({ items, search }: FrameProps) {
  const { t } = useTranslation("nav");
  return (
    <aside className="fixed inset-y-0 start-0 z-30 flex w-64 flex-col border-e border-slate-200 bg-white">
      <div className="flex h-16 items-center px-5">
        <Brand />
      </div>
      {search && (
        <div className="px-3 pb-2">
          <GlobalSearchButton />
        </div>
      )}
      <nav aria-label={t("mainNavigation")} className="flex-1 overflow-y-auto px-3 py-2">
        <NavList items={items} />
      </nav>
      <SidebarFooter />
    </aside>
  );
}

function MobileHeader({ items, search }: FrameProps) {
  const { t } = useTranslation("nav");
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-slate-200 bg-white px-4">
      <Brand />
      <div className="flex items-center gap-1">
        {search && <GlobalSearchButton compact />}
        <Button
          ref={menuButton}
          variant="ghost"
          size="icon"
          aria-label={t("openMenu")}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          <Menu className="size-6" aria-hidden="true" />
        </Button>
      </div>
      <MobileMenu open={open} onOpenChange={setOpen} title={t("menu")} description={t("menuDescription")} trigger={menuButton}>
        <nav aria-label={t("mainNavigation")} className="overflow-y-auto px-3 py-2">
          <NavList items={items} onNavigate={() => setOpen(false)} />
        </nav>
        <SidebarFooter />
      </MobileMenu>
    </header>
  );
}

function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const { t } = useTranslation("nav");
  const { data: counts } = useNotificationCounts();
  const badgeCount = (badge: NavItem["badge"] | NavItem["assignedBadge"]): number => {
    if (!badge || !counts) return 0;
    const values = (typeof badge === "string" ? [badge] : badge).map((name) => (counts as Record<string, unknown>)[name]);
    return values.reduce<number>((sum, value) => sum + (typeof value === "number" ? value : 0), 0);
  };
  return (
    <ul className="flex flex-col gap-1">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium",
                isActive ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100",
              )
            }
          >
            <item.icon className="size-4" aria-hidden="true" />
            <span className="flex-1">{t(item.labelKey)}</span>
            {badgeCount(item.badge) > 0 && (
              <>
                <span
                  aria-hidden="true"
                  className="min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs font-semibold leading-5 text-white"
                >
                  {badgeCount(item.badge)}
                </span>
                <span className="sr-only">{t("unreadCount", { count: badgeCount(item.badge) })}</span>
              </>
            )}
            {badgeCount(item.assignedBadge) > 0 && (
              <>
                <span
                  aria-hidden="true"
                  data-testid="assigned-badge"
                  className="min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-xs font-semibold leading-5 text-white"
                >
                  {badgeCount(item.assignedBadge)}
                </span>
                <span className="sr-only">{t("assignedCount", { count: badgeCount(item.assignedBadge) })}</span>
              </>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function SidebarFooter() {
  const { t } = useTranslation("nav");
  const signOut = useSignOut();
  const { data: me } = useMe();
  return (
    <div className="flex flex-col gap-1 border-t border-slate-200 p-3">
      <CompanySwitcher enabled={me?.role === "client"} />
      <LanguageSwitcher className="w-full justify-start px-3" />
      <Button variant="ghost" className="w-full justify-start" onClick={() => void signOut()}>
        <LogOut aria-hidden="true" />
        {t("signOut")}
      </Button>
    </div>
  );
}
